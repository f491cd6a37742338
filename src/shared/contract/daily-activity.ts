import { scanFlagOrder } from '../tour-schedule.ts';
import { z } from '../zod.ts';
import { idSchema, isoDateTime, searchTextSchema, text } from './common.ts';
import { withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';
import { dateOnlySchema } from './shifts.ts';

/*
 * The daily activity report (docs/product/proof-of-service.md#daily-activity-report): what happened on an event's
 * day (the day in the event's time zone), computed from the records, the same data as web view and as PDF. Each
 * issued version is stored with its content and chained by hash (docs/decisions/0038); the PDF of a version is
 * always rendered from that stored content, so it never changes.
 *
 * Shape: `content` is what a version stores and what its hash covers (nothing in it depends on who reads it or
 * when it was generated, except the state of the day's records); `issued`, `chainHead` and `generatedAt` are about
 * this answer. Times are ISO instants (UTC); the web and the PDF show them in `header.timeZone`.
 */

const tags = ['daily-activity'];

export const personRefSchema = z.object({ id: text(), name: text() });
export type PersonRef = z.infer<typeof personRefSchema>;

/** Why a day with nothing at all is empty, checked in this order. */
export const dailyActivityEmptyReasons = ['event_not_running', 'no_shift', 'no_guard_clocked_in'] as const;
export type DailyActivityEmptyReason = (typeof dailyActivityEmptyReasons)[number];

export const dailyActivityNoteSchema = z.object({
  body: text(),
  updatedAt: isoDateTime,
  updatedBy: personRefSchema.nullable(),
});

export const dailyActivityContentSchema = z
  .object({
    header: z.object({
      /** The guarding company (the client); logoUrl null while clients have no logo. */
      company: z.object({ name: text(), logoUrl: text().nullable() }),
      customer: z.object({ id: text(), name: text() }),
      event: z.object({
        id: text(),
        name: text(),
        siteName: text().nullable(),
        address: text().nullable(),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
      }),
      timeZone: text(),
      /** YYYY-MM-DD in timeZone. */
      date: text(),
      /** The day as instants: [dayStart, dayEnd). */
      dayStart: isoDateTime,
      dayEnd: isoDateTime,
    }),
    /** null when the day has something; else why it has nothing at all. */
    empty: z.enum(dailyActivityEmptyReasons).nullable(),
    /** Each clock entry overlapping the day. `hours`: within the day, to two decimals. */
    guardsOnDuty: z.array(
      z.object({
        person: personRefSchema,
        clockIn: isoDateTime,
        clockOut: isoDateTime.nullable(),
        stillOnDuty: z.boolean(),
        hours: z.number(),
        offSite: z.boolean(),
      }),
    ),
    breaks: z.array(
      z.object({
        person: personRefSchema,
        startAt: isoDateTime,
        endAt: isoDateTime.nullable(),
        /** Minutes taken (to its end, or so far); planned length in plannedMinutes. */
        minutes: z.number().int(),
        plannedMinutes: z.number().int(),
        overrun: z.boolean(),
      }),
    ),
    tours: z.array(
      z.object({
        tourId: text(),
        tourName: text(),
        startsAt: isoDateTime,
        endsAt: isoDateTime,
        state: text(),
        expected: z.number().int(),
        scanned: z.number().int(),
        missed: z.number().int(),
        late: z.number().int(),
      }),
    ),
    checkpointScans: z.array(
      z.object({
        at: isoDateTime,
        checkpoint: text(),
        guard: personRefSchema,
        /** The most serious of `flags`; null when it has none. */
        flag: z.enum(scanFlagOrder).nullable(),
        flags: z.array(z.enum(scanFlagOrder)),
        /** When the server received it (`at` is the phone's time). */
        receivedAt: isoDateTime,
      }),
    ),
    checkCalls: z.array(z.object({ at: isoDateTime, guard: personRefSchema })),
    alerts: z.array(
      z.object({
        id: text(),
        at: isoDateTime,
        type: text(),
        title: text(),
        /** null: not acknowledged. */
        acknowledged: z
          .object({ by: personRefSchema.nullable(), at: isoDateTime, afterMinutes: z.number().int() })
          .nullable(),
      }),
    ),
    incidentReports: z.array(
      z.object({
        id: text(),
        at: isoDateTime,
        reportType: text(),
        title: text(),
        filedBy: personRefSchema.nullable(),
        status: text(),
        /** The first photo's thumbnail for the web (the PDF embeds the image); null without photos. */
        thumbnailUrl: text().nullable(),
        /** The SHA-256 of that thumbnail in the file store (content-addressed): what the PDF embeds. */
        photoFile: text().nullable(),
      }),
    ),
    /**
     * Patrol visits judged at the site, by the day their window opened; absent when there are none (so the content,
     * and the hash, of a day without patrols is what it was before patrols existed).
     */
    patrolVisits: z
      .array(
        z.object({
          routeName: text(),
          windowStartsAt: isoDateTime,
          windowEndsAt: isoDateTime,
          status: z.enum(['visited', 'missed']),
          visitedAt: isoDateTime.nullable(),
          guard: personRefSchema.nullable(),
        }),
      )
      .optional(),
    visitors: z.array(
      z.object({
        name: text(),
        company: text().nullable(),
        checkedInAt: isoDateTime.nullable(),
        checkedOutAt: isoDateTime.nullable(),
      }),
    ),
    /** The supervisor's note of the day; null: "No note". */
    note: dailyActivityNoteSchema.nullable(),
  })
  .meta({ id: 'DailyActivityContent' });
export type DailyActivityContent = z.infer<typeof dailyActivityContentSchema>;

export const chainPositionSchema = z.object({ seq: z.number().int(), hash: text() });

export const issuedVersionSchema = z.object({
  id: text(),
  version: z.number().int(),
  revision: z.boolean(),
  issuedAt: isoDateTime,
  chainSeq: z.number().int(),
  chainHash: text(),
});
export type IssuedVersion = z.infer<typeof issuedVersionSchema>;

export const dailyActivityReportSchema = z
  .object({
    content: dailyActivityContentSchema,
    /** The latest issued version of the day, or null. */
    issued: issuedVersionSchema.nullable(),
    /** Every issued version of the day, newest first. */
    versions: z.array(issuedVersionSchema),
    /** The client's chain position and hash when this was generated (null before its first chained record). */
    chainHead: chainPositionSchema.nullable(),
    generatedAt: isoDateTime,
  })
  .meta({ id: 'DailyActivityReport' });
export type DailyActivityReport = z.infer<typeof dailyActivityReportSchema>;

export const dailyActivityQuerySchema = z.object({ eventId: idSchema, date: dateOnlySchema });
export type DailyActivityQuery = z.infer<typeof dailyActivityQuerySchema>;

export const dailyNoteParamsSchema = z.object({ id: idSchema, date: dateOnlySchema });
export const dailyNoteBodySchema = z.object({
  body: text('validation.not_text').trim().max(4000, withCode('validation.too_long')),
});
export type DailyNoteBody = z.infer<typeof dailyNoteBodySchema>;
export const dailyNoteSchema = z
  .object({
    date: text(),
    /** '' when cleared. */
    body: text(),
    updatedAt: isoDateTime.nullable(),
    updatedBy: personRefSchema.nullable(),
  })
  .meta({ id: 'DailyNote' });
export type DailyNote = z.infer<typeof dailyNoteSchema>;

export const dailyActivityArchiveQuerySchema = z
  .object({
    eventId: idSchema.optional(),
    from: dateOnlySchema.optional(),
    to: dateOnlySchema.optional(),
    q: searchTextSchema,
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'validation.after_start', path: ['to'] });
export type DailyActivityArchiveQuery = z.infer<typeof dailyActivityArchiveQuerySchema>;

export const dailyActivityArchiveItemSchema = z.object({
  id: text(),
  eventId: text(),
  eventName: text(),
  customerName: text(),
  date: text(),
  version: z.number().int(),
  revision: z.boolean(),
  issuedAt: isoDateTime,
  chainSeq: z.number().int(),
  chainHash: text(),
});
export type DailyActivityArchiveItem = z.infer<typeof dailyActivityArchiveItemSchema>;
export const dailyActivityArchiveSchema = z
  .object({ items: z.array(dailyActivityArchiveItemSchema) })
  .meta({ id: 'DailyActivityArchive' });
export type DailyActivityArchive = z.infer<typeof dailyActivityArchiveSchema>;

export const dailyActivityIssueBodySchema = z.object({ eventId: idSchema, date: dateOnlySchema });

export const dailyActivityOperations = {
  report: defineOperation({
    method: 'GET',
    path: '/reports/daily-activity',
    access: 'reports.dailyActivity',
    tags,
    summary: 'The daily activity report of an event’s day, computed now, with its issued versions',
    query: dailyActivityQuerySchema,
    response: dailyActivityReportSchema,
  }),
  pdf: defineOperation({
    method: 'GET',
    path: '/reports/daily-activity.pdf',
    access: 'reports.dailyActivity',
    tags,
    summary: 'The daily activity report of an event’s day, computed now, as a PDF',
    query: dailyActivityQuerySchema,
    produces: 'application/pdf',
  }),
  saveNote: defineOperation({
    method: 'PUT',
    path: '/events/:id/daily-notes/:date',
    access: 'dailyNotes.edit',
    tags,
    summary: 'Write the supervisor’s note of an event’s day (an empty body clears it)',
    params: dailyNoteParamsSchema,
    body: dailyNoteBodySchema,
    response: dailyNoteSchema,
  }),
  clearNote: defineOperation({
    method: 'DELETE',
    path: '/events/:id/daily-notes/:date',
    access: 'dailyNotes.edit',
    tags,
    summary: 'Clear the supervisor’s note of an event’s day',
    params: dailyNoteParamsSchema,
    status: 204,
  }),
  archive: defineOperation({
    method: 'GET',
    path: '/daily-activity-reports',
    access: 'reports.dailyActivity',
    tags,
    summary: 'Issued daily activity report versions, newest first; q searches event and customer names',
    query: dailyActivityArchiveQuerySchema,
    response: dailyActivityArchiveSchema,
  }),
  versionPdf: defineOperation({
    method: 'GET',
    path: '/daily-activity-reports/:id/pdf',
    access: 'reports.dailyActivity',
    tags,
    summary: 'An issued version as a PDF, rendered from its stored content',
    params: z.object({ id: idSchema }),
    produces: 'application/pdf',
  }),
  issue: defineOperation({
    method: 'POST',
    path: '/reports/daily-activity/issue',
    access: 'dailyActivity.issue',
    tags,
    summary: 'Issue the day’s report now: a new version when it changed since the latest one',
    body: dailyActivityIssueBodySchema,
    response: issuedVersionSchema,
  }),
};
