import { z } from '../zod.ts';
import { idParamsSchema, idSchema, isoDateTime, pageOf, pageQuerySchema, searchTextSchema, text } from './common.ts';
import { withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';

/*
 * Breaks (docs/product/personnel-and-tasks.md#breaks).
 *
 * GET /breaks?view=live — the breaks still open (end_at is null), longest running first by default.
 * GET /breaks?view=history — every break (open and ended) starting in [from, to], filtered by event, guard, a
 * search over guard and event names, and overrunOnly (taken > allowed minutes). Paged and sorted by the server.
 * Taken minutes: end − start for an ended break, now (the server clock) − start for an open one.
 *
 * Who sees which breaks: those on events the caller may see (docs/product/access-and-roles.md#event-visibility; admin: their working
 * client in the list). POST /breaks/:id/end: executive, manager, supervisor, on a break they can see; it sets
 * end_at to now and status 'completed' or 'overrun', audited ('break.end'); an ended break answers 409.
 */

export const breakViews = ['live', 'history'] as const;
export type BreakView = (typeof breakViews)[number];
export const breakStatuses = ['active', 'completed', 'overrun'] as const;
export type BreakStatus = (typeof breakStatuses)[number];
export const breakSortKeys = ['startAt', 'guardName', 'eventName', 'takenMinutes', 'allowedMinutes'] as const;

const booleanQuery = z.enum(['true', 'false'], withCode('validation.either')).transform((v) => v === 'true');

const breakFilterShape = {
  view: z.enum(breakViews, withCode('validation.either')).default('live'),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  eventId: idSchema.optional(),
  userId: idSchema.optional(),
  overrunOnly: booleanQuery.optional(),
  q: searchTextSchema,
  sort: z.enum(breakSortKeys, withCode('validation.one_of')).optional(),
  order: z.enum(['asc', 'desc'], withCode('validation.either')).optional(),
};

const toAfterFrom = <T extends { from?: string | undefined; to?: string | undefined }>(q: T) =>
  !q.from || !q.to || new Date(q.to).getTime() >= new Date(q.from).getTime();
const toAfterFromIssue = { message: 'validation.after_start', path: ['to'] };

export const breakListQuerySchema = pageQuerySchema.extend(breakFilterShape).refine(toAfterFrom, toAfterFromIssue);
export type BreakListQuery = z.infer<typeof breakListQuerySchema>;
export const breakCsvQuerySchema = z.object(breakFilterShape).refine(toAfterFrom, toAfterFromIssue);
export type BreakCsvQuery = z.infer<typeof breakCsvQuerySchema>;

export const breakSchema = z
  .object({
    id: text(),
    guard: z.object({ id: text(), name: text() }),
    event: z.object({ id: text(), name: text() }).nullable(),
    startAt: text(),
    endAt: text().nullable(),
    allowedMinutes: z.number().int(),
    /** Whole minutes taken so far (open break) or in all (ended break). */
    takenMinutes: z.number().int(),
    overrun: z.boolean(),
    status: z.enum(breakStatuses),
  })
  .meta({ id: 'Break' });
export type Break = z.infer<typeof breakSchema>;

export const breakListResponseSchema = pageOf(breakSchema).meta({ id: 'BreakList' });
export type BreakListResponse = z.infer<typeof breakListResponseSchema>;

export const breakAlreadyEndedMessage = 'This break has already ended.';

const tags = ['breaks'];

/** The breaks API, defined once for the server's routes and the web's client. */
export const breakOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/breaks',
    access: 'breaks.view',
    tags,
    summary: 'Breaks on events the caller may see: open ones (view=live) or all with filters (view=history)',
    query: breakListQuerySchema,
    response: breakListResponseSchema,
  }),
  exportCsv: defineOperation({
    method: 'GET',
    path: '/breaks.csv',
    access: 'breaks.view',
    tags,
    summary: 'The same list as CSV (all pages, at most 10 000 rows)',
    query: breakCsvQuerySchema,
    produces: 'text/csv',
  }),
  end: defineOperation({
    method: 'POST',
    path: '/breaks/:id/end',
    access: 'breaks.end',
    tags,
    summary: 'End a guard’s open break on their behalf (supervisor and above; audited); 409 if already ended',
    params: idParamsSchema,
    response: breakSchema,
  }),
};
