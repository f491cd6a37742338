import { z } from '../zod.ts';
import { idParamsSchema, isoDateTime, listLimitSchema, text } from './common.ts';
import { withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';

/*
 * Alerts (docs/product/alerts.md).
 *
 * GET /alerts?type=all|break|geofence|sos — the alerts the caller may see, newest first, with the unread count of
 * the same scope (all types). Scope: admin (their working client) and executive every alert of the client;
 * everyone else the alerts of events they may see (docs/product/access-and-roles.md#event-visibility); a guest none. Paged by `before`
 * (the createdAt of the last alert of the previous page) and `limit`.
 * POST /alerts/:id/seen — marks it seen for every operator of the client (a shared acknowledgement): who and when
 * are kept; seeing an alert already seen changes nothing and answers it as it is.
 */

export const alertFilters = ['all', 'break', 'geofence', 'sos'] as const;
export type AlertFilter = (typeof alertFilters)[number];
export const alertCategories = ['break', 'geofence', 'sos', 'assignment', 'visitor'] as const;
export type AlertCategory = (typeof alertCategories)[number];

/** The bell's filter groups (docs/product/alerts.md#alert-types: the type is SOS, eventAssigned, or text containing 'Geofence' or 'Restricted Area'). */
export function alertCategoryOf(type: string): AlertCategory {
  // A missed welfare check-call and no movement may mean a guard down: they sound like SOS.
  if (type === 'SOS' || type === 'Missed Check-Call' || type === 'No Movement') return 'sos';
  // A visitor whose name or plate is on the watch list (docs/product/visitors.md#watch-list): shown under "all" only.
  if (type === 'Watch List Match') return 'visitor';
  if (type.includes('Geofence') || type.includes('Restricted Area')) return 'geofence';
  if (type.includes('Break')) return 'break';
  return 'assignment';
}

/**
 * An alert's message without the `event: {id}` reference the spec's messages end with (docs/product/alerts.md#alert-types): the event is
 * shown by name beside it.
 */
export function alertMessageText(message: string | null): string | null {
  if (message === null) return null;
  const text = message.replace(/\s*event: [0-9a-f-]{36}\s*$/i, '').trim();
  return text.length > 0 ? text : null;
}

export const alertListQuerySchema = z.object({
  type: z.enum(alertFilters, withCode('validation.one_of')).default('all'),
  limit: listLimitSchema(50),
  before: isoDateTime.optional(),
});
export type AlertListQuery = z.infer<typeof alertListQuerySchema>;

const person = z.object({ id: text(), name: text() }).nullable();

/**
 * What an alert's title and text are made of, kept beside the stored English `title` and `message` so that each
 * reader sees them in their own language (docs/product/alerts.md#alert-texts). Which fields an alert has depends
 * on its type; an alert raised before params were kept has none (null) and shows its stored texts.
 */
export const alertParamsSchema = z
  .object({
    /** Who the alert is about: the guard, the person assigned, the visitor on the watch list. */
    name: text(),
    eventName: text(),
    /** The zone a guard entered (a restricted area entry), when it has a title. */
    zoneTitle: text(),
    /** How far outside the allowed zones a guard clocked in: an off-site clock-in (raised as a Geofence Exit). */
    metres: z.number().int(),
    /** How many minutes a break ran over; absent while it is still going. */
    minutes: z.number().int(),
    lengthOfBreak: z.number().int(),
    /** A watch-list match: what matched, the watch list's reason (as written) and who attempted the check-in. */
    matchedOn: z.enum(['name', 'plate']),
    reason: text(),
    by: text(),
    /** The post of the shift a Missed Clock-In or Left Early alert is about. */
    post: text(),
    /** A Missed Clock-In closed by a late clock-in: how many minutes late. */
    lateMinutes: z.number().int(),
    /** An SOS whose text is the guard's own words, shown as written. */
    ownWords: z.boolean(),
    /** A missed checkpoint: the tour, when its run started (ISO) and the checkpoints left unscanned. */
    tourName: text(),
    runStart: text(),
    checkpoints: z.array(text()),
    /** A missed check-call: when it was due (ISO); `escalated` once it went to managers and the executive. */
    dueAt: text(),
    escalated: z.boolean(),
    /** A dispatch alert: the call, its priority and where it is (the event's name or the address). */
    callId: text(),
    priority: z.number().int(),
    place: text(),
    /** A missed patrol visit: the route, and the stop's window that closed without the visit (ISO instants). */
    routeName: text(),
    windowStart: text(),
    windowEnd: text(),
  })
  .partial()
  .meta({ id: 'AlertParams' });
export type AlertParams = z.infer<typeof alertParamsSchema>;

export const alertSchema = z
  .object({
    id: text(),
    type: text(),
    category: z.enum(alertCategories),
    title: text(),
    message: text().nullable(),
    params: alertParamsSchema.nullable(),
    notes: text().nullable(),
    taskName: text().nullable(),
    guard: person,
    event: z.object({ id: text(), name: text() }).nullable(),
    lengthOfBreak: z.number().int().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    seen: z.boolean(),
    seenAt: text().nullable(),
    seenBy: person,
    assignedBy: person,
    unassignedBy: person,
    createdAt: text(),
  })
  .meta({ id: 'Alert' });
export type Alert = z.infer<typeof alertSchema>;

export const alertListResponseSchema = z
  .object({ items: z.array(alertSchema), unseenCount: z.number().int(), hasMore: z.boolean() })
  .meta({ id: 'AlertList' });
export type AlertListResponse = z.infer<typeof alertListResponseSchema>;

const tags = ['alerts'];

/** The alerts API, defined once for the server's routes and the web's client. */
export const alertOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/alerts',
    access: 'alerts.view',
    tags,
    summary: 'Alerts the caller may see, newest first, by type group; with the unread count',
    query: alertListQuerySchema,
    response: alertListResponseSchema,
  }),
  markSeen: defineOperation({
    method: 'POST',
    path: '/alerts/:id/seen',
    access: 'alerts.acknowledge',
    tags,
    summary: 'Acknowledge an alert for the whole client (first one wins; who and when are kept)',
    params: idParamsSchema,
    response: alertSchema,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/alerts/:id',
    access: 'alerts.delete',
    tags,
    summary: 'Delete an alert (a false alarm; audited with its content)',
    params: idParamsSchema,
    status: 204,
  }),
};
