import { scanFlagOrder } from '../tour-schedule.ts';
import { z } from '../zod.ts';
import {
  accuracySchema,
  idParamsSchema,
  idSchema,
  isoDateTime,
  latitudeSchema,
  longitudeSchema,
  text,
} from './common.ts';
import { callStatusBodySchema, callStatuses } from './dispatch.ts';
import { errorParamsSchema, fieldErrorsSchema } from './errors.ts';
import { withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';

/*
 * The guard's field app (docs/product/field-app.md): `POST /api/v1/field/*`, plus the app's own read and a batch replay.
 *
 * Every action may carry `at` (when it happened on the device; default: the server's now) and an `idempotencyKey`
 * (a UUID the device makes once per action). A key seen before answers the first result again and changes
 * nothing, so a retry or a replay after a lost answer is harmless. `at` more than 2 minutes ahead of the server's
 * clock or more than 7 days behind it is refused (400 on `at`).
 *
 * Rules: a guard clocks in only to an event they are assigned to (403 otherwise; another client's event 404),
 * from 60 minutes before its start until its end (409 otherwise), never twice (409), never at a time that overlaps
 * an earlier entry (409). A break needs an open clock entry and no open break; its length is one of
 * breakLengthOptions. Positions are accepted only at a time covered by one of the guard's clock entries (sharing
 * only on duty); a position older than the latest one evaluated is stored for the trail but does not move the
 * geofence state. SOS is accepted at any time and is never rate limited.
 *
 * POST /field/sync replays a device's queue: the server applies the actions sorted by `at` (then by their order in
 * the batch), each in its own transaction, and answers one result per action, so a queue sent out of order or
 * twice ends in the same state as one sent in order once.
 */

export const breakLengthOptions = [10, 15, 20, 30, 45, 60] as const;
/** A guard may clock in this long before the event starts (payroll clips the early minutes). */
export const clockInEarlyMinutes = 60;
/** How far ahead of the server's clock a device's `at` may be (clock drift), and how far behind (offline queue). */
export const fieldFutureToleranceMs = 2 * 60_000;
export const fieldMaxAgeMs = 7 * 24 * 60 * 60_000;
/** Position interval per client (docs/product/field-app.md#position-sharing: default 30 s, 10–300 s). */
export const defaultPositionIntervalSeconds = 30;
export const positionIntervalRange = { min: 10, max: 300 } as const;
/** Movement (metres) that sends a position before the interval is up. */
export const significantMovementMetres = 50;
/** A clock-in farther than this (beyond the position's accuracy) from every Allowed zone is an off-site punch. */
export const offSiteDistanceMetres = 100;
export const maxSyncActions = 200;

/** The English messages of the field app's refusals (the API's `message`; the web words each by its code). */
export const fieldMessages = {
  notAssigned: 'You are not assigned to this event.',
  eventNotActive: 'This event is not running now.',
  alreadyClockedIn: 'You are already clocked in.',
  notClockedIn: 'You are not clocked in.',
  overlapsEntry: 'This time overlaps an earlier clock entry.',
  beforeClockIn: 'This time is before you clocked in.',
  breakAlreadyStarted: 'You are already on a break.',
  noOpenBreak: 'You are not on a break.',
  beforeBreakStart: 'This time is before the break started.',
  notOnDutyAt: 'Positions are shared only while you are clocked in.',
} as const;

const latitude = latitudeSchema;
const longitude = longitudeSchema;
const accuracy = accuracySchema;

const actionMeta = {
  at: isoDateTime.optional(),
  idempotencyKey: z.uuid('validation.not_uuid').optional(),
};

/** An optional position taken with an action (clock in/out, break, SOS): both coordinates or none. */
const optionalPosition = {
  lat: latitude.optional(),
  lng: longitude.optional(),
  accuracy: accuracy.optional(),
};
const bothOrNone = (value: { lat?: number | undefined; lng?: number | undefined }) =>
  (value.lat === undefined) === (value.lng === undefined);
const bothOrNoneIssue = { message: 'field.both_latitude_longitude_neither', path: ['lng'] };

export const clockInBodySchema = z
  .strictObject({ eventId: idSchema, ...optionalPosition, ...actionMeta })
  .refine(bothOrNone, bothOrNoneIssue);
export type ClockInBody = z.infer<typeof clockInBodySchema>;

export const clockOutBodySchema = z
  .strictObject({ ...optionalPosition, ...actionMeta })
  .refine(bothOrNone, bothOrNoneIssue);
export type ClockOutBody = z.infer<typeof clockOutBodySchema>;

const breakLength = z
  .number('validation.not_number')
  .int('validation.not_integer')
  .refine((v) => (breakLengthOptions as readonly number[]).includes(v), 'field.break_length');

export const breakStartBodySchema = z
  .strictObject({ lengthOfBreak: breakLength, ...optionalPosition, ...actionMeta })
  .refine(bothOrNone, bothOrNoneIssue);
export type BreakStartBody = z.infer<typeof breakStartBodySchema>;

export const breakEndBodySchema = z.strictObject({ ...actionMeta });
export type BreakEndBody = z.infer<typeof breakEndBodySchema>;

export const locationBodySchema = z.strictObject({
  lat: latitude,
  lng: longitude,
  accuracy,
  at: isoDateTime,
  idempotencyKey: actionMeta.idempotencyKey,
});
export type LocationBody = z.infer<typeof locationBodySchema>;

export const sosBodySchema = z
  .strictObject({
    ...optionalPosition,
    message: text().trim().max(500, withCode('validation.too_long')).optional(),
    ...actionMeta,
  })
  .refine(bothOrNone, bothOrNoneIssue);
export type SosBody = z.infer<typeof sosBodySchema>;

export const taskDoneBodySchema = z.strictObject({ done: z.boolean('validation.not_boolean'), ...actionMeta });
export type TaskDoneBody = z.infer<typeof taskDoneBodySchema>;

/** A checkpoint label's scan (docs/product/tours-and-check-calls.md#scanning): its token as the label's URL holds it. */
export const scanBodySchema = z
  .strictObject({
    token: text().trim().min(1, 'validation.required').max(200, withCode('validation.too_long')),
    ...optionalPosition,
    at: isoDateTime,
    idempotencyKey: z.uuid('validation.not_uuid'),
  })
  .refine(bothOrNone, bothOrNoneIssue);
export type ScanBody = z.infer<typeof scanBodySchema>;

/** A welfare check-call ("I'm OK"). */
export const checkCallBodySchema = z
  .strictObject({ ...optionalPosition, at: isoDateTime, idempotencyKey: z.uuid('validation.not_uuid') })
  .refine(bothOrNone, bothOrNoneIssue);
export type CheckCallBody = z.infer<typeof checkCallBodySchema>;

/** A scan's flags, most serious first (docs/product/tours-and-check-calls.md#scanning). */
export const scanFlags = scanFlagOrder;

export const fieldActionKinds = [
  'clock-in',
  'clock-out',
  'break-start',
  'break-end',
  'location',
  'sos',
  'task-done',
  'scan',
  'check-call',
  'dispatch-status',
] as const;
export type FieldActionKind = (typeof fieldActionKinds)[number];

/** One queued action in a replay: its kind and the body its own endpoint takes (task-done also names the task). */
export const syncActionSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('clock-in'), body: clockInBodySchema }),
    z.strictObject({ kind: z.literal('clock-out'), body: clockOutBodySchema }),
    z.strictObject({ kind: z.literal('break-start'), body: breakStartBodySchema }),
    z.strictObject({ kind: z.literal('break-end'), body: breakEndBodySchema }),
    z.strictObject({ kind: z.literal('location'), body: locationBodySchema }),
    z.strictObject({ kind: z.literal('sos'), body: sosBodySchema }),
    z.strictObject({ kind: z.literal('task-done'), taskId: idSchema, body: taskDoneBodySchema }),
    z.strictObject({ kind: z.literal('scan'), body: scanBodySchema }),
    z.strictObject({ kind: z.literal('check-call'), body: checkCallBodySchema }),
    z.strictObject({ kind: z.literal('dispatch-status'), callId: idSchema, body: callStatusBodySchema }),
  ],
  'Must be one of clock-in, clock-out, break-start, break-end, location, sos, task-done, scan, check-call, dispatch-status',
);
export type SyncAction = z.infer<typeof syncActionSchema>;

/**
 * The batch is checked as a list only; each action is checked against `syncActionSchema` on its own when it is
 * replayed, so one malformed action gets its own 400 result and the rest of the queue is still applied.
 */
export const syncBodySchema = z.strictObject({
  actions: z
    .array(
      z.unknown().meta({ description: 'A FieldSyncAction (validated one by one; see syncActionSchema)' }),
      'validation.not_list',
    )
    .min(1, 'field.least_one_action')
    .max(maxSyncActions, withCode('field.too_many_actions')),
});
export type SyncBody = z.infer<typeof syncBodySchema>;

/** What every field action answers: what it did, and the guard's state after it. */
export const fieldActionResultSchema = z
  .object({
    kind: z.enum(fieldActionKinds),
    /** The record the action made or changed (clock entry, break, alert, task; null for a position). */
    id: text().nullable(),
    at: text(),
    /** True when the idempotency key had been seen: nothing changed, this is the first answer again. */
    duplicate: z.boolean(),
    /** Clock-in only: true when it was far outside every Allowed zone (an off-site punch, flagged and alerted). */
    offSite: z.boolean().optional(),
    /** Alerts this action raised (SOS, geofence, break). */
    alertIds: z.array(text()),
    /** A scan: the checkpoint, the tour run it counts for (null when none was due), its flags and the most serious. */
    checkpointId: text().optional(),
    tourRunId: text().nullable().optional(),
    flagged: z.enum(scanFlags).nullable().optional(),
    flags: z.array(z.enum(scanFlags)).optional(),
    /** A call's status step (dispatch-status): the call's status after it, and whether the arrival was far. */
    callStatus: z.enum(callStatuses).optional(),
    arrivalFar: z.boolean().optional(),
  })
  .meta({ id: 'FieldActionResult' });
export type FieldActionResult = z.infer<typeof fieldActionResultSchema>;

export const syncResultSchema = z
  .object({
    results: z.array(
      z.object({
        index: z.number().int(),
        idempotencyKey: text().nullable(),
        ok: z.boolean(),
        result: fieldActionResultSchema.nullable(),
        /** A refusal: the HTTP status it would have had, its code (and params), message and fields (and by code). */
        error: z
          .object({
            status: z.number().int(),
            code: text(),
            message: text(),
            params: errorParamsSchema.optional(),
            fields: z.record(text(), text()).optional(),
            fieldErrors: fieldErrorsSchema.optional(),
          })
          .nullable(),
      }),
    ),
  })
  .meta({ id: 'FieldSyncResult' });
export type SyncResult = z.infer<typeof syncResultSchema>;

export const fieldZoneTypes = ['Allowed zone', 'Break zone', 'Restricted zone'] as const;

/** A zone of an event as the field app and the live map draw it. */
export const eventZoneSchema = z.object({
  id: text(),
  title: text().nullable(),
  zoneType: z.enum(fieldZoneTypes),
  polygon: z.array(z.object({ lat: z.number(), lng: z.number() })),
});

export const fieldEventSchema = z.object({
  id: text(),
  name: text(),
  siteName: text().nullable(),
  address: text().nullable(),
  timeZone: text(),
  startDate: text(),
  endDate: text(),
  /** Whether a clock-in is accepted now (from clockInEarlyMinutes before the start until the end). */
  canClockIn: z.boolean(),
  zones: z.array(eventZoneSchema),
});
export type FieldEvent = z.infer<typeof fieldEventSchema>;

export const fieldTaskSchema = z.object({
  id: text(),
  title: text(),
  eventName: text().nullable(),
  dueAt: text().nullable(),
  done: z.boolean(),
});
export type FieldTask = z.infer<typeof fieldTaskSchema>;

/** GET /field/today: everything the field app shows. */
export const fieldTodaySchema = z
  .object({
    now: text(),
    positionIntervalSeconds: z.number().int(),
    breakLengths: z.array(z.number().int()),
    clock: z
      .object({
        clockEntryId: text(),
        eventId: text().nullable(),
        eventName: text().nullable(),
        since: text(),
        offSite: z.boolean(),
      })
      .nullable(),
    onBreak: z.object({ breakId: text(), since: text(), lengthOfBreak: z.number().int() }).nullable(),
    /** Assigned events running today or starting within the next 24 hours, soonest first. */
    events: z.array(fieldEventSchema),
    /** Open tasks assigned to the guard, and those done today. */
    tasks: z.array(fieldTaskSchema),
    /** When the next welfare check-call is due (on duty, event with check-calls, not on break); else null. */
    nextCheckCallDue: text().nullable(),
  })
  .meta({ id: 'FieldToday' });
export type FieldToday = z.infer<typeof fieldTodaySchema>;

const tags = ['field'];
const access = 'field.use';

/**
 * The field app's API, defined once for the server's routes and the web's client. An action that creates a record
 * answers 201, and 200 when its idempotency key was already used (nothing new).
 */
export const fieldOperations = {
  today: defineOperation({
    method: 'GET',
    path: '/field/today',
    access,
    tags,
    summary: 'The field app’s screen: clock and break state, assigned events of the next 24 hours, own tasks',
    response: fieldTodaySchema,
  }),
  clockIn: defineOperation({
    method: 'POST',
    path: '/field/clock-in',
    access,
    tags,
    summary: 'Clock in to an assigned event (off-site punches are accepted, flagged and alerted)',
    body: clockInBodySchema,
    status: 201,
    alsoStatuses: [200],
    response: fieldActionResultSchema,
  }),
  clockOut: defineOperation({
    method: 'POST',
    path: '/field/clock-out',
    access,
    tags,
    summary: 'Clock out (ends an open break)',
    body: clockOutBodySchema,
    response: fieldActionResultSchema,
  }),
  startBreak: defineOperation({
    method: 'POST',
    path: '/field/breaks/start',
    access,
    tags,
    summary: 'Start a break of an allowed length',
    body: breakStartBodySchema,
    status: 201,
    alsoStatuses: [200],
    response: fieldActionResultSchema,
  }),
  endBreak: defineOperation({
    method: 'POST',
    path: '/field/breaks/end',
    access,
    tags,
    summary: 'End the open break',
    body: breakEndBodySchema,
    response: fieldActionResultSchema,
  }),
  location: defineOperation({
    method: 'POST',
    path: '/field/location',
    access,
    tags,
    summary: 'The device position while clocked in; evaluated against the event’s zones',
    body: locationBodySchema,
    response: fieldActionResultSchema,
  }),
  sos: defineOperation({
    method: 'POST',
    path: '/field/sos',
    access,
    tags,
    summary: 'Raise an SOS alert at once (any time; never rate limited)',
    body: sosBodySchema,
    status: 201,
    alsoStatuses: [200],
    response: fieldActionResultSchema,
  }),
  taskDone: defineOperation({
    method: 'POST',
    path: '/field/tasks/:id/done',
    access,
    tags,
    summary: 'Check off (or reopen) one of one’s own tasks',
    params: idParamsSchema,
    body: taskDoneBodySchema,
    response: fieldActionResultSchema,
  }),
  scan: defineOperation({
    method: 'POST',
    path: '/field/scans',
    access,
    tags,
    summary: 'Scan a checkpoint label of the event one is clocked in to (kept and flagged when far or impossible)',
    body: scanBodySchema,
    status: 201,
    alsoStatuses: [200],
    response: fieldActionResultSchema,
  }),
  checkCall: defineOperation({
    method: 'POST',
    path: '/field/check-calls',
    access,
    tags,
    summary: 'Answer a welfare check-call (“I’m OK”) while on duty',
    body: checkCallBodySchema,
    status: 201,
    alsoStatuses: [200],
    response: fieldActionResultSchema,
  }),
  dispatchStatus: defineOperation({
    method: 'POST',
    path: '/field/dispatch/:id/status',
    access,
    tags: ['field', 'dispatch'],
    summary: 'Acknowledge, refuse, go en route, arrive on scene or clear one’s call (docs/product/dispatch.md)',
    params: idParamsSchema,
    body: callStatusBodySchema,
    status: 201,
    alsoStatuses: [200],
    response: fieldActionResultSchema,
  }),
  sync: defineOperation({
    method: 'POST',
    path: '/field/sync',
    access,
    tags,
    summary: 'Replay a device’s queued actions in the order they happened; one result per action',
    body: syncBodySchema,
    response: syncResultSchema,
  }),
};
