import { hhmmPattern, scanFlagOrder, tourRunStates } from '../tour-schedule.ts';
import { z } from '../zod.ts';
import { idParamsSchema, idSchema, isoDateTime, optionalText, text } from './common.ts';
import { withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';

/*
 * Checkpoints and tours of an event (docs/product/tours-and-check-calls.md).
 *
 * A checkpoint is a place a guard proves they visited by scanning its label: a QR code (or NFC tag) holding
 * `{BASE_URL}/field/scan/{token}`. The token is secret: only those who edit the event read it (the `scanUrl` of
 * GET /events/:id/checkpoints and the labels PDF); rotating it invalidates every printed label. A tour is a named
 * list of checkpoints walked every `everyMinutes` within a daily window of the event's time zone; each due run is
 * judged by the rules of src/shared/tour-schedule.ts.
 */

export const defaultCheckpointRadiusMeters = 30;
/** The longest name of a checkpoint or a tour, and instructions of a checkpoint (the forms read them too). */
export const tourLimits = { name: 200, instructions: 2000 } as const;

const checkpointWriteShape = {
  name: text().trim().min(1, 'validation.required').max(tourLimits.name, withCode('validation.too_long')),
  latitude: z
    .number('validation.not_number')
    .min(-90, 'validation.latitude_range')
    .max(90, 'validation.latitude_range'),
  longitude: z
    .number('validation.not_number')
    .min(-180, 'validation.longitude_range')
    .max(180, 'validation.longitude_range'),
  radiusMeters: z
    .number('validation.not_number')
    .int('validation.not_integer')
    .min(1, withCode('validation.too_small'))
    .max(10_000, withCode('validation.too_big'))
    .optional(),
  instructions: optionalText(tourLimits.instructions),
};

export const checkpointCreateBodySchema = z.strictObject(checkpointWriteShape).meta({ id: 'CheckpointCreateBody' });
export type CheckpointCreateBody = z.infer<typeof checkpointCreateBodySchema>;

const changesSomething = (body: object) => Object.keys(body).length > 0;

/** An edit of a checkpoint: the fields given change; `instructions: null` clears them. */
export const checkpointUpdateBodySchema = z
  .strictObject(checkpointWriteShape)
  .partial()
  .refine(changesSomething, 'validation.nothing_to_change')
  .meta({ id: 'CheckpointUpdateBody' });
export type CheckpointUpdateBody = z.infer<typeof checkpointUpdateBodySchema>;

export const checkpointSchema = z
  .object({
    id: text(),
    eventId: text(),
    name: text(),
    latitude: z.number(),
    longitude: z.number(),
    radiusMeters: z.number().int(),
    instructions: text().nullable(),
    /** What the label holds: `{BASE_URL}/field/scan/{token}`. */
    scanUrl: text(),
    createdAt: text(),
  })
  .meta({ id: 'Checkpoint' });
export type Checkpoint = z.infer<typeof checkpointSchema>;

export const checkpointListSchema = z.object({ items: z.array(checkpointSchema) }).meta({ id: 'CheckpointList' });

const hhmm = text().regex(hhmmPattern, 'validation.time_hh_mm');

/** Field error codes of a tour's checkpoints (src/shared/contract/field-errors.ts). */
export const tourMessages = {
  checkpointsOfEvent: 'tour.checkpoints_of_event',
  duplicateCheckpoint: 'tour.duplicate_checkpoint',
} as const;

const tourWriteShape = {
  name: text().trim().min(1, 'validation.required').max(tourLimits.name, withCode('validation.too_long')),
  checkpointIds: z
    .array(idSchema, 'validation.not_list')
    .min(1, 'tour.checkpoint_required')
    .max(100, withCode('tour.too_many_checkpoints'))
    .refine((ids) => new Set(ids).size === ids.length, tourMessages.duplicateCheckpoint),
  ordered: z.boolean('validation.not_boolean'),
  startTime: hhmm,
  endTime: hhmm,
  everyMinutes: z
    .number('validation.not_number')
    .int('validation.not_integer')
    .min(5, withCode('validation.too_small'))
    .max(1440, withCode('validation.too_big')),
  graceMinutes: z
    .number('validation.not_number')
    .int('validation.not_integer')
    .min(0, 'validation.non_negative')
    .max(240, withCode('validation.too_big')),
};

export const tourCreateBodySchema = z.strictObject(tourWriteShape).meta({ id: 'TourCreateBody' });
export type TourCreateBody = z.infer<typeof tourCreateBodySchema>;

/**
 * An edit of a tour: the fields given change, for the runs starting from now on; the runs before keep the former
 * version (docs/product/tours-and-check-calls.md#changing-and-removing).
 */
export const tourUpdateBodySchema = z
  .strictObject(tourWriteShape)
  .partial()
  .refine(changesSomething, 'validation.nothing_to_change')
  .meta({ id: 'TourUpdateBody' });
export type TourUpdateBody = z.infer<typeof tourUpdateBodySchema>;

export const tourSchema = z
  .object({
    id: text(),
    eventId: text(),
    name: text(),
    checkpointIds: z.array(text()),
    ordered: z.boolean(),
    startTime: text(),
    endTime: text(),
    everyMinutes: z.number().int(),
    graceMinutes: z.number().int(),
  })
  .meta({ id: 'Tour' });
export type Tour = z.infer<typeof tourSchema>;

export const tourListSchema = z.object({ items: z.array(tourSchema) }).meta({ id: 'TourList' });

export const createdIdSchema = z.object({ id: text() });

// ── The tour report ─────────────────────────────────────────────────────────────────────────────────────

const periodMessage = 'validation.after_start';
export const tourReportQuerySchema = z
  .object({ from: isoDateTime, to: isoDateTime })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { message: periodMessage, path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 92 * 86_400_000, {
    message: 'tour.most_92_days',
    path: ['to'],
  });
export type TourReportQuery = z.infer<typeof tourReportQuerySchema>;

/** One run of a tour in the period, with its counts (docs/product/tours-and-check-calls.md#tour-report). */
export const tourReportRowSchema = z.object({
  tourId: text(),
  tourName: text(),
  event: z.object({ id: text(), name: text() }),
  runId: text().nullable(),
  startsAt: text(),
  endsAt: text(),
  state: z.enum(tourRunStates),
  expected: z.number().int(),
  scanned: z.number().int(),
  missed: z.number().int(),
  late: z.number().int(),
  /** Scans of the run with at least one flag. */
  flagged: z.number().int(),
  /** How many of the run's scans carry each flag, most serious first (only the flags some scan carries). */
  flagCounts: z.array(z.object({ flag: z.enum(scanFlagOrder), count: z.number().int() })),
});
export type TourReportRow = z.infer<typeof tourReportRowSchema>;

export const tourReportSchema = z.object({ rows: z.array(tourReportRowSchema) }).meta({ id: 'TourReport' });
export type TourReport = z.infer<typeof tourReportSchema>;

/** A checkpoint of a run, as the run left it: counted in time, counted late, missed, or still open. */
export const runCheckpointStatuses = ['scanned', 'late', 'missed', 'open'] as const;

/**
 * One run with its checkpoints and every scan of them within the run's window and grace
 * (docs/product/tours-and-check-calls.md#tour-report): where and when each was scanned, with its accuracy and flag.
 */
export const tourRunDetailSchema = z
  .object({
    id: text(),
    tourId: text(),
    tourName: text(),
    ordered: z.boolean(),
    event: z.object({ id: text(), name: text(), timeZone: text() }),
    startsAt: text(),
    endsAt: text(),
    closesAt: text(),
    state: z.enum(tourRunStates),
    checkpoints: z.array(
      z.object({
        id: text(),
        name: text(),
        latitude: z.number(),
        longitude: z.number(),
        radiusMeters: z.number().int(),
        status: z.enum(runCheckpointStatuses),
        /** When the scan that counted was taken; null when none counted. */
        countedAt: text().nullable(),
      }),
    ),
    scans: z.array(
      z.object({
        id: text(),
        checkpointId: text(),
        guard: z.object({ id: text(), name: text() }),
        at: text(),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
        accuracy: z.number().nullable(),
        /** The most serious of `flags`; null when it has none. */
        flagged: z.enum(scanFlagOrder).nullable(),
        flags: z.array(z.enum(scanFlagOrder)),
        /** When the server received it (`at` is the phone's time). */
        receivedAt: text(),
      }),
    ),
  })
  .meta({ id: 'TourRunDetail' });
export type TourRunDetail = z.infer<typeof tourRunDetailSchema>;

/** At most this many runs in one report (a period of many frequent tours is refused: narrow it). */
export const tourReportMaxRows = 5000;

const tags = ['tours'];

export const tourOperations = {
  listCheckpoints: defineOperation({
    method: 'GET',
    path: '/events/:id/checkpoints',
    access: 'events.edit',
    tags,
    summary: 'The event’s checkpoints, with the URL their labels hold',
    params: idParamsSchema,
    response: checkpointListSchema,
  }),
  createCheckpoint: defineOperation({
    method: 'POST',
    path: '/events/:id/checkpoints',
    access: 'events.edit',
    tags,
    summary: 'Add a checkpoint to the event (radius 30 m unless given)',
    params: idParamsSchema,
    body: checkpointCreateBodySchema,
    status: 201,
    response: createdIdSchema,
  }),
  updateCheckpoint: defineOperation({
    method: 'PATCH',
    path: '/checkpoints/:id',
    access: 'events.edit',
    tags,
    summary: 'Change a checkpoint’s name, position, radius or instructions (its label stays valid)',
    params: idParamsSchema,
    body: checkpointUpdateBodySchema,
    response: checkpointSchema,
  }),
  removeCheckpoint: defineOperation({
    method: 'DELETE',
    path: '/checkpoints/:id',
    access: 'events.edit',
    tags,
    summary: 'Remove a checkpoint: its label stops working, later tour runs no longer expect it, past scans stay',
    params: idParamsSchema,
    status: 204,
  }),
  rotateToken: defineOperation({
    method: 'POST',
    path: '/checkpoints/:id/rotate-token',
    access: 'events.edit',
    tags,
    summary: 'Give the checkpoint a new secret: labels printed before stop working',
    params: idParamsSchema,
    response: checkpointSchema,
  }),
  labels: defineOperation({
    method: 'GET',
    path: '/events/:id/checkpoints/labels.pdf',
    access: 'events.edit',
    tags,
    summary: 'A printable sheet of the event’s checkpoint labels (name, event, QR code)',
    params: idParamsSchema,
    produces: 'application/pdf',
  }),
  listTours: defineOperation({
    method: 'GET',
    path: '/events/:id/tours',
    access: 'events.edit',
    tags,
    summary: 'The event’s tours',
    params: idParamsSchema,
    response: tourListSchema,
  }),
  createTour: defineOperation({
    method: 'POST',
    path: '/events/:id/tours',
    access: 'events.edit',
    tags,
    summary: 'Add a tour: checkpoints, order, daily window in the event’s time zone, recurrence, grace',
    params: idParamsSchema,
    body: tourCreateBodySchema,
    status: 201,
    response: createdIdSchema,
  }),
  updateTour: defineOperation({
    method: 'PATCH',
    path: '/tours/:id',
    access: 'events.edit',
    tags,
    summary: 'Change a tour from now on (runs before keep the former version)',
    params: idParamsSchema,
    body: tourUpdateBodySchema,
    response: tourSchema,
  }),
  removeTour: defineOperation({
    method: 'DELETE',
    path: '/tours/:id',
    access: 'events.edit',
    tags,
    summary: 'Remove a tour: no runs from now on; its past runs stay in the report',
    params: idParamsSchema,
    status: 204,
  }),
  report: defineOperation({
    method: 'GET',
    path: '/reports/tours',
    access: 'reports.review',
    tags,
    summary: 'Tour runs in the period with expected, scanned, missed, late and flagged counts',
    query: tourReportQuerySchema,
    response: tourReportSchema,
  }),
  runDetail: defineOperation({
    method: 'GET',
    path: '/reports/tours/runs/:id',
    access: 'reports.review',
    tags,
    summary: 'One tour run: its checkpoints and their scans (time, position, accuracy, flag)',
    params: idParamsSchema,
    response: tourRunDetailSchema,
  }),
  runPdf: defineOperation({
    method: 'GET',
    path: '/reports/tours/runs/:id.pdf',
    access: 'reports.review',
    tags,
    summary: 'One tour run as a PDF: its checkpoints, their state and scans',
    params: idParamsSchema,
    produces: 'application/pdf',
  }),
  reportCsv: defineOperation({
    method: 'GET',
    path: '/reports/tours.csv',
    access: 'reports.review',
    tags,
    summary: 'tour_reports.csv',
    query: tourReportQuerySchema,
    produces: 'text/csv',
  }),
};
