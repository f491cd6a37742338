import { callOutcomes, callPriorities, callStatuses, callTypes } from '../dispatch-rules.ts';
import { z } from '../zod.ts';
import {
  accuracySchema,
  idParamsSchema,
  idSchema,
  isoDateTime,
  latitudeSchema,
  longitudeSchema,
  optionalText,
  text,
} from './common.ts';
import { withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';

/*
 * Dispatch (docs/product/dispatch.md): calls for service with a response target, the units that could take one,
 * the guard's status steps from the phone and the response-time report. The rules themselves are in
 * src/shared/dispatch-rules.ts.
 *
 * - A dispatcher (`dispatch.manage`: supervisor and above) creates, assigns, reassigns and cancels calls of the
 *   events in their scope and calls at a free address; a customer's user (`dispatch.request`) asks for a patrol of
 *   one of their sites (P4, type patrol_request); both read calls with `dispatch.view`, a customer's user only
 *   those of their own customer.
 * - The guard reads their open calls and moves them on (`field.use`), also through /field/sync (kind
 *   `dispatch-status`).
 * - Every change goes out on the live stream as `dispatch.call` to the dispatchers who see the call, to its guard
 *   (and the guard it was taken from) and to the customer's users.
 */

const tags = ['dispatch'];

export const dispatchLimits = {
  description: 2000,
  address: 300,
  callerName: 120,
  callerPhone: 40,
  reason: 500,
  /** Calls of one list answer (the newest first beyond the open ones). */
  list: 500,
} as const;

/** What made a call: a dispatcher's entry, a customer's patrol request, a guard's report. */
export const callSources = ['dispatcher', 'portal', 'guard'] as const;
export type CallSource = (typeof callSources)[number];

/** The statuses a guard sends from the phone (`refused` returns the call to `new`). */
export const guardCallStatuses = ['acknowledged', 'refused', 'en_route', 'on_scene', 'cleared'] as const;
export type GuardCallStatus = (typeof guardCallStatuses)[number];

/** What a timeline entry records: the status step taken (`created` is the call coming in). */
export const callActions = [
  'created',
  'assigned',
  'acknowledged',
  'refused',
  'en_route',
  'on_scene',
  'cleared',
  'cancelled',
] as const;
export type CallActionKind = (typeof callActions)[number];

const latitude = latitudeSchema;
const longitude = longitudeSchema;

const priority = z
  .number('validation.not_number')
  .int('validation.not_integer')
  .min(1, 'dispatch.priority_range')
  .max(4, 'dispatch.priority_range');

const requiredText = (max: number) =>
  text('validation.not_text').trim().min(1, 'validation.required').max(max, withCode('validation.too_long'));

/**
 * A new call: at an event (its site's point, unless lat/lng place it more exactly) or at a free address with a
 * point on the map (lat and lng required). `receivedAt` is when the call came in (default: now), which the
 * response target counts from.
 */
export const callCreateBodySchema = z
  .strictObject({
    eventId: idSchema.optional(),
    address: optionalText(dispatchLimits.address),
    lat: latitude.optional(),
    lng: longitude.optional(),
    type: z.enum(callTypes, 'dispatch.call_type'),
    priority,
    description: requiredText(dispatchLimits.description),
    callerName: optionalText(dispatchLimits.callerName),
    callerPhone: optionalText(dispatchLimits.callerPhone),
    receivedAt: isoDateTime.optional(),
    /** A guard's incident report the call is raised from: the call is at its event unless `eventId` says otherwise. */
    incidentReportId: idSchema.optional(),
  })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), {
    message: 'field.both_latitude_longitude_neither',
    path: ['lng'],
  })
  .refine((v) => v.eventId !== undefined || v.lat !== undefined || v.incidentReportId !== undefined, {
    message: 'dispatch.place_required',
    path: ['eventId'],
  });
export type CallCreateBody = z.infer<typeof callCreateBodySchema>;

export const callCreatedSchema = z.object({ id: text(), targetAt: text() }).meta({ id: 'DispatchCallCreated' });

export const callListQuerySchema = z.object({
  /** One status, or `open` for every call not cleared or cancelled. */
  status: z.enum(['open', ...callStatuses], 'dispatch.status_filter').optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
});
export type CallListQuery = z.infer<typeof callListQuerySchema>;

const person = z.object({ id: text(), name: text() }).nullable();

export const callSchema = z
  .object({
    id: text(),
    eventId: text().nullable(),
    eventName: text().nullable(),
    customerId: text().nullable(),
    customerName: text().nullable(),
    address: text().nullable(),
    /** The call's point: its own, else its event's site. */
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    type: z.enum(callTypes),
    priority: z.number().int(),
    description: text(),
    callerName: text().nullable(),
    callerPhone: text().nullable(),
    source: z.enum(callSources),
    status: z.enum(callStatuses),
    outcome: z.enum(callOutcomes).nullable(),
    receivedAt: text(),
    /** receivedAt + the priority's target minutes (the customer's contract's, else the defaults). */
    targetAt: text(),
    targetMinutes: z.number().int(),
    assignee: person,
    assignedAt: text().nullable(),
    acknowledgedAt: text().nullable(),
    enRouteAt: text().nullable(),
    onSceneAt: text().nullable(),
    clearedAt: text().nullable(),
    cancelledAt: text().nullable(),
    /** Arrived on scene farther than the site's geofence (or 200 m from the address). */
    arrivalFar: z.boolean(),
    /** Whole minutes from receivedAt to on scene; null before. */
    responseMinutes: z.number().int().nullable(),
    /** Past the target with nobody on scene (or arrived after it). */
    targetMissed: z.boolean(),
    createdBy: person,
    /** The guard's incident report the call was raised from. */
    incidentReportId: text().nullable(),
  })
  .meta({ id: 'DispatchCall' });
export type DispatchCall = z.infer<typeof callSchema>;

export const callTimelineEntrySchema = z.object({
  id: text(),
  action: z.enum(callActions),
  /** The call's status after this step. */
  status: z.enum(callStatuses),
  /** When it happened (the phone's time for a guard's step). */
  at: text(),
  by: person,
  /** Assigned: the guard the call went to. */
  assignee: person,
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  accuracy: z.number().nullable(),
  far: z.boolean(),
  outcome: z.enum(callOutcomes).nullable(),
  reason: text().nullable(),
});
export type CallTimelineEntry = z.infer<typeof callTimelineEntrySchema>;

export const callDetailSchema = callSchema
  .extend({ timeline: z.array(callTimelineEntrySchema) })
  .meta({ id: 'DispatchCallDetail' });
export type DispatchCallDetail = z.infer<typeof callDetailSchema>;

export const callListSchema = z.object({ items: z.array(callSchema), now: text() }).meta({ id: 'DispatchCallList' });
export type DispatchCallList = z.infer<typeof callListSchema>;

export const unitSchema = z.object({
  userId: text(),
  name: text(),
  /** On duty and on no open call. */
  available: z.boolean(),
  /** Straight-line distance to the call in whole metres (null: no position yet). */
  distanceMeters: z.number().int().nullable(),
  /** Minutes at the client's average speed, rounded up (null: no position). */
  etaMinutes: z.number().int().nullable(),
  lastPositionAt: text().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** The open call the unit is on, when busy. */
  callId: text().nullable(),
  eventName: text().nullable(),
});
export type DispatchUnit = z.infer<typeof unitSchema>;

export const unitListSchema = z
  .object({ items: z.array(unitSchema), speedKmh: z.number() })
  .meta({ id: 'DispatchUnitList' });
export type DispatchUnitList = z.infer<typeof unitListSchema>;

export const assignBodySchema = z.strictObject({ userId: idSchema });
export const cancelBodySchema = z.strictObject({ reason: requiredText(dispatchLimits.reason) });

/** A guard's status step: `outcome` with `cleared`, `reason` with `refused`. */
export const callStatusBodySchema = z
  .strictObject({
    status: z.enum(guardCallStatuses, 'dispatch.guard_status'),
    at: isoDateTime,
    idempotencyKey: z.uuid('validation.not_uuid'),
    lat: latitude.optional(),
    lng: longitude.optional(),
    accuracy: accuracySchema.optional(),
    outcome: z.enum(callOutcomes, 'dispatch.outcome').optional(),
    reason: optionalText(dispatchLimits.reason),
  })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), {
    message: 'field.both_latitude_longitude_neither',
    path: ['lng'],
  })
  .refine((v) => v.status !== 'cleared' || v.outcome !== undefined, {
    message: 'dispatch.outcome_required',
    path: ['outcome'],
  })
  .refine((v) => v.status !== 'refused' || (v.reason ?? null) !== null, {
    message: 'dispatch.reason_required',
    path: ['reason'],
  });
export type CallStatusBody = z.infer<typeof callStatusBodySchema>;

/** A guard's open call on the phone: the call, and where to go. */
export const fieldCallSchema = callSchema.extend({ siteName: text().nullable() }).meta({ id: 'FieldDispatchCall' });
export const fieldCallListSchema = z
  .object({ items: z.array(fieldCallSchema), now: text() })
  .meta({ id: 'FieldDispatchCallList' });
export type FieldDispatchCall = z.infer<typeof fieldCallSchema>;

export const patrolRequestBodySchema = z.strictObject({
  eventId: idSchema,
  description: requiredText(dispatchLimits.description),
});

// ── Response-time report ───────────────────────────────────────────────────────────────────────────────

/** The longest period one response-time report covers (as the other reports). */
const reportMaxDays = 400;
export const responseTimesQuerySchema = z
  .object({ from: isoDateTime, to: isoDateTime, customerId: idSchema.optional() })
  .refine((v) => Date.parse(v.from) < Date.parse(v.to), { message: 'validation.after_start', path: ['to'] })
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= reportMaxDays * 86_400_000, {
    message: 'audit.most_400_days',
    path: ['to'],
  });
export type ResponseTimesQuery = z.infer<typeof responseTimesQuerySchema>;

/**
 * One row per customer (null: calls at a free address), priority and month (in the client's zone) of calls
 * received in the period and not cancelled: how many, how many reached (on scene), the median and 90th percentile
 * of the minutes to on scene (nearest rank), and the share of calls within target.
 */
export const responseTimeRowSchema = z.object({
  customerId: text().nullable(),
  customerName: text().nullable(),
  priority: z.number().int(),
  month: text(),
  calls: z.number().int(),
  reached: z.number().int(),
  p50Minutes: z.number().nullable(),
  p90Minutes: z.number().nullable(),
  withinTarget: z.number().int(),
  /** withinTarget / calls, 0–1 (a call still unreached past its target counts against). */
  withinTargetShare: z.number().nullable(),
});
export type ResponseTimeRow = z.infer<typeof responseTimeRowSchema>;
export const responseTimesSchema = z
  .object({ rows: z.array(responseTimeRowSchema), period: z.object({ from: text(), to: text() }) })
  .meta({ id: 'ResponseTimes' });
export type ResponseTimes = z.infer<typeof responseTimesSchema>;

export const dispatchOperations = {
  createCall: defineOperation({
    method: 'POST',
    path: '/dispatch/calls',
    access: 'dispatch.manage',
    tags,
    summary: 'Take a call for service at an event or a free address (audited; enters the proof chain)',
    body: callCreateBodySchema,
    status: 201,
    response: callCreatedSchema,
  }),
  listCalls: defineOperation({
    method: 'GET',
    path: '/dispatch/calls',
    access: 'dispatch.view',
    tags,
    summary: 'Calls the caller may see, open ones first in queue order, then the newest',
    query: callListQuerySchema,
    response: callListSchema,
  }),
  getCall: defineOperation({
    method: 'GET',
    path: '/dispatch/calls/:id',
    access: 'dispatch.view',
    tags,
    summary: 'A call with its timeline',
    params: idParamsSchema,
    response: callDetailSchema,
  }),
  callUnits: defineOperation({
    method: 'GET',
    path: '/dispatch/calls/:id/units',
    access: 'dispatch.manage',
    tags,
    summary: 'Every unit (person on duty) of the client for a call: available first, each group nearest first',
    params: idParamsSchema,
    response: unitListSchema,
  }),
  assignCall: defineOperation({
    method: 'POST',
    path: '/dispatch/calls/:id/assign',
    access: 'dispatch.manage',
    tags,
    summary: 'Assign (or reassign) a call to a unit on duty',
    params: idParamsSchema,
    body: assignBodySchema,
    response: callDetailSchema,
  }),
  cancelCall: defineOperation({
    method: 'POST',
    path: '/dispatch/calls/:id/cancel',
    access: 'dispatch.manage',
    tags,
    summary: 'Cancel a call that is not cleared, with a reason',
    params: idParamsSchema,
    body: cancelBodySchema,
    response: callDetailSchema,
  }),
  fieldCalls: defineOperation({
    method: 'GET',
    path: '/field/dispatch',
    access: 'field.use',
    tags,
    summary: 'The signed-in guard’s open calls',
    response: fieldCallListSchema,
  }),
  patrolRequest: defineOperation({
    method: 'POST',
    path: '/portal/patrol-requests',
    access: 'dispatch.request',
    tags,
    summary: 'A customer’s user asks for a patrol of one of their sites (a P4 patrol request)',
    body: patrolRequestBodySchema,
    status: 201,
    response: callCreatedSchema,
  }),
  responseTimes: defineOperation({
    method: 'GET',
    path: '/reports/response-times',
    access: 'dispatch.view',
    tags,
    summary: 'Response times per customer, priority and month: p50, p90 and the share within target',
    query: responseTimesQuerySchema,
    response: responseTimesSchema,
  }),
  responseTimesCsv: defineOperation({
    method: 'GET',
    path: '/reports/response-times.csv',
    access: 'dispatch.view',
    tags,
    summary: 'response_times.csv',
    query: responseTimesQuerySchema,
    produces: 'text/csv',
  }),
};

/** The priorities as the board labels them (P1–P4). */
export const priorityLabel = (p: number) => `P${p}`;
export { callOutcomes, callPriorities, callStatuses, callTypes };
