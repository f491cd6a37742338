import { welfareMinutesRange } from '../check-calls.ts';
import { checkPolygon, maxPolygonPoints, polygonMessages } from '../polygon.ts';
import { z } from '../zod.ts';
import {
  changesSomething,
  idPairParamsSchema,
  idParamsSchema,
  idSchema,
  isoDateTime,
  listLimitSchema,
  moneySchema,
  optionalText,
  pageOf,
  pageQuerySchema,
  searchTextSchema,
  text,
} from './common.ts';
import { withCode } from './field-errors.ts';
import { noteOperations, noteSchemas } from './notes.ts';
import { defineOperation } from './operation.ts';

/*
 * Events API (docs/product/events-and-zones.md: /api/v1/events, /:id, /:id/notes, /:id/geofences, /:id/assigned-guards).
 *
 * Who may do what (src/shared/policy.ts `permissionRoles`, docs/product/access-and-roles.md#event-visibility):
 *  - read (`events.view`): executive, manager, supervisor, guard, client — each only the events in their scope
 *    (eventScopeFor): executive the whole client, guard the events they are assigned to, the others the events
 *    of customers in permissions.fullClientAccess, events in permissions.individualEvents, and a customer's own
 *    users that customer's events. An event outside the caller's scope answers 404, as another client's does.
 *  - create, edit, delete an event, its geofences and restricted areas (`events.edit`): executive (whole
 *    client) and manager (within their scope; a new event's customer must be one of their fullClientAccess
 *    customers).
 *  - assign and unassign personnel (`events.assign`) and write notes (`events.notes`): executive, manager and
 *    supervisor, within their scope. A note is deleted by its author or an executive.
 *  - admin passes every check an executive passes, in every client.
 * Money is decimal dollars (cents in the database); times are ISO 8601; polygons are rings of { lat, lng }.
 */

export const eventStatuses = ['Upcoming', 'Active', 'Completed', 'Unassigned'] as const;
export type EventStatus = (typeof eventStatuses)[number];

export const zoneTypes = ['Allowed zone', 'Break zone', 'Restricted zone'] as const;
export type ZoneType = (typeof zoneTypes)[number];

/** Columns the list can be sorted by (`sort`), each with `order` asc or desc. */
export const eventSortKeys = [
  'eventName',
  'customerName',
  'startDate',
  'endDate',
  'status',
  'payrollBudget',
  'guardsAssigned',
] as const;
export type EventSortKey = (typeof eventSortKeys)[number];

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const timeZoneSchema = text('validation.not_time_zone')
  .max(64, withCode('validation.too_long'))
  .refine(isTimeZone, 'event.iana_time_zone_america');

const eventFilterShape = {
  status: z.enum(eventStatuses, withCode('validation.one_of')).optional(),
  q: searchTextSchema,
  customerId: idSchema.optional(),
  /**
   * An admin's events of one client (the client page of any client); for anyone else it is ignored, since their
   * scope lies inside their own client.
   */
  clientId: idSchema.optional(),
  /** Events that overlap [from, to]: ending at or after `from` and starting at or before `to`. */
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  sort: z.enum(eventSortKeys, 'event.one_eventname_customername_startdate').default('startDate'),
  order: z.enum(['asc', 'desc'], withCode('validation.either')).default('desc'),
};

function fromBeforeTo(value: { from?: string | undefined; to?: string | undefined }): boolean {
  const from = value.from ? Date.parse(value.from) : Number.NaN;
  const to = value.to ? Date.parse(value.to) : Number.NaN;
  return Number.isNaN(from) || Number.isNaN(to) || from <= to;
}
const fromBeforeToIssue = { message: 'validation.after_start', path: ['to'] };

export const eventListQuerySchema = pageQuerySchema.extend(eventFilterShape).refine(fromBeforeTo, fromBeforeToIssue);
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

export const eventCsvQuerySchema = z.object(eventFilterShape).refine(fromBeforeTo, fromBeforeToIssue);
export type EventCsvQuery = z.infer<typeof eventCsvQuerySchema>;

/** Most rows one CSV export holds. */
export const eventCsvMaxRows = 10_000;

export const eventSummarySchema = z
  .object({
    id: text(),
    eventName: text(),
    customerId: text(),
    customerName: text(),
    clientId: text(),
    siteName: text().nullable(),
    timeZone: text(),
    startDate: text(),
    endDate: text(),
    status: z.enum(eventStatuses),
    guardPayrate: z.number(),
    managerPayrate: z.number(),
    supervisorPayrate: z.number(),
    payrollBudget: z.number(),
    guardsAssigned: z.number().int(),
    guardsOnDuty: z.number().int(),
    guardsOnBreak: z.number().int(),
  })
  .meta({ id: 'EventSummary' });
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventListResponseSchema = pageOf(eventSummarySchema).meta({ id: 'EventList' });
export type EventListResponse = z.infer<typeof eventListResponseSchema>;

// ── Polygons ────────────────────────────────────────────────────────────────────────────────────────────

export const latLngSchema = z
  .strictObject({ lat: z.number('validation.not_number'), lng: z.number('validation.not_number') })
  .meta({ id: 'LatLng' });

/**
 * A zone outline: a ring of { lat, lng } points, closed or not (it is stored open), 3 to 500 distinct points,
 * not crossing itself (src/shared/polygon.ts). Every problem is reported on the `polygon` field.
 */
export const polygonSchema = z
  .array(latLngSchema, 'event.list_points')
  .max(maxPolygonPoints + 1, polygonMessages.tooManyPoints)
  .superRefine((points, ctx) => {
    const result = checkPolygon(points);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
  })
  .meta({ id: 'Polygon', description: 'Ring of { lat, lng } points; closed or open; 3–500 points' });

// ── Writes ──────────────────────────────────────────────────────────────────────────────────────────────

/** Hourly pay rates: dollars, 2 decimals, at most 10 000 an hour. */
const rateSchema = moneySchema.max(10_000, withCode('validation.too_big'));

const welfareMinutes = z
  .number('validation.not_number')
  .int('validation.not_integer')
  .min(welfareMinutesRange.min, withCode('validation.too_small'))
  .max(welfareMinutesRange.max, withCode('validation.too_big'));

const eventWriteShape = {
  customerId: idSchema,
  eventName: text('validation.name_required')
    .trim()
    .min(1, 'validation.name_required')
    .max(120, withCode('validation.too_long')),
  siteName: optionalText(120),
  address: optionalText(300),
  latitude: z
    .number('validation.not_number')
    .min(-90, polygonMessages.latitudeRange)
    .max(90, polygonMessages.latitudeRange)
    .nullable()
    .optional(),
  longitude: z
    .number('validation.not_number')
    .min(-180, polygonMessages.longitudeRange)
    .max(180, polygonMessages.longitudeRange)
    .nullable()
    .optional(),
  /** IANA zone for the event's day boundaries; defaults to the client's. */
  timeZone: timeZoneSchema.optional(),
  startDate: isoDateTime,
  endDate: isoDateTime,
  guardPayrate: rateSchema.optional(),
  managerPayrate: rateSchema.optional(),
  supervisorPayrate: rateSchema.optional(),
  payrollBudget: moneySchema.optional(),
  /** Parked: shown as status Unassigned whatever its dates. */
  unassigned: z.boolean('validation.not_boolean').optional(),
  /** Welfare check-calls every this many minutes (docs/product/tours-and-check-calls.md#check-calls); null = off. */
  checkCallMinutes: welfareMinutes.nullable().optional(),
  /** No Movement after this many minutes without moving beyond 10 m while on duty; null = off. */
  noMovementMinutes: welfareMinutes.nullable().optional(),
};

/** Only two valid times are compared: a malformed one is reported on its own field. */
function endAfterStart(value: { startDate?: string | undefined; endDate?: string | undefined }): boolean {
  const start = value.startDate ? Date.parse(value.startDate) : Number.NaN;
  const end = value.endDate ? Date.parse(value.endDate) : Number.NaN;
  return Number.isNaN(start) || Number.isNaN(end) || end > start;
}
/** The field error code of an end that is not after its start (src/shared/contract/field-errors.ts). */
export const endAfterStartMessage = 'validation.after_start';
const endAfterStartIssue = { message: endAfterStartMessage, path: ['endDate'] };

export const eventCreateBodySchema = z
  .strictObject(eventWriteShape)
  .refine(endAfterStart, endAfterStartIssue)
  .meta({ id: 'EventCreateBody' });
export type EventCreateBody = z.infer<typeof eventCreateBodySchema>;

export const eventUpdateBodySchema = z
  .strictObject(eventWriteShape)
  .partial()
  .refine(changesSomething, 'validation.nothing_to_change')
  .refine(endAfterStart, endAfterStartIssue)
  .meta({ id: 'EventUpdateBody' });
export type EventUpdateBody = z.infer<typeof eventUpdateBodySchema>;

// ── Parts of an event ───────────────────────────────────────────────────────────────────────────────────

/** The longest title of a zone (geofence or restricted area) and description of a restricted area. */
export const zoneLimits = { title: 120, description: 1000 } as const;

export const geofenceSchema = z
  .object({
    id: text(),
    eventId: text(),
    title: text().nullable(),
    zoneType: z.enum(zoneTypes),
    polygon: z.array(latLngSchema),
    createdAt: text(),
    updatedAt: text(),
  })
  .meta({ id: 'Geofence' });
export type Geofence = z.infer<typeof geofenceSchema>;

const zoneTypeSchema = z.enum(zoneTypes, withCode('validation.one_of'));

export const geofenceCreateBodySchema = z
  .strictObject({ title: optionalText(zoneLimits.title), zoneType: zoneTypeSchema, polygon: polygonSchema })
  .meta({ id: 'GeofenceCreateBody' });
export type GeofenceCreateBody = z.infer<typeof geofenceCreateBodySchema>;

export const geofenceUpdateBodySchema = z
  .strictObject({
    title: optionalText(zoneLimits.title),
    zoneType: zoneTypeSchema.optional(),
    polygon: polygonSchema.optional(),
  })
  .refine(changesSomething, 'validation.nothing_to_change')
  .meta({ id: 'GeofenceUpdateBody' });
export type GeofenceUpdateBody = z.infer<typeof geofenceUpdateBodySchema>;

export const restrictedAreaSchema = z
  .object({
    id: text(),
    eventId: text(),
    title: text(),
    description: text().nullable(),
    polygon: z.array(latLngSchema),
    createdAt: text(),
  })
  .meta({ id: 'RestrictedArea' });
export type RestrictedArea = z.infer<typeof restrictedAreaSchema>;

const areaTitleSchema = text('validation.title_required')
  .trim()
  .min(1, 'validation.title_required')
  .max(zoneLimits.title, withCode('validation.too_long'));

export const restrictedAreaCreateBodySchema = z
  .strictObject({ title: areaTitleSchema, description: optionalText(zoneLimits.description), polygon: polygonSchema })
  .meta({ id: 'RestrictedAreaCreateBody' });
export type RestrictedAreaCreateBody = z.infer<typeof restrictedAreaCreateBodySchema>;

export const restrictedAreaUpdateBodySchema = z
  .strictObject({
    title: areaTitleSchema.optional(),
    description: optionalText(zoneLimits.description),
    polygon: polygonSchema.optional(),
  })
  .refine(changesSomething, 'validation.nothing_to_change')
  .meta({ id: 'RestrictedAreaUpdateBody' });
export type RestrictedAreaUpdateBody = z.infer<typeof restrictedAreaUpdateBodySchema>;

const eventNoteSchemas = noteSchemas('Event');
export type EventNote = z.infer<typeof eventNoteSchemas.note>;

/** One person assigned to an event (current or, in `history`, past). */
export const assignedGuardSchema = z
  .object({
    userId: text(),
    displayName: text(),
    role: text(),
    photoUrl: text().nullable(),
    assignedAt: text(),
    assignedById: text().nullable(),
    assignedByName: text().nullable(),
    unassignedAt: text().nullable(),
    unassignedById: text().nullable(),
    unassignedByName: text().nullable(),
    /** Clocked in now (an open clock entry on this event). */
    onDuty: z.boolean(),
    /** On a break now (an open break on this event). */
    onBreak: z.boolean(),
    licenceExpiresOn: text().nullable(),
  })
  .meta({ id: 'AssignedGuard' });
export type AssignedGuard = z.infer<typeof assignedGuardSchema>;

export const assignedGuardListSchema = z
  .object({ items: z.array(assignedGuardSchema), history: z.array(assignedGuardSchema) })
  .meta({ id: 'AssignedGuardList' });
export type AssignedGuardList = z.infer<typeof assignedGuardListSchema>;

export const overrideReasonMinLength = 5;
/** The longest reason for an assignment override (the assign form reads it too). */
export const overrideReasonMaxLength = 500;

export const assignGuardBodySchema = z
  .strictObject({
    userId: idSchema,
    /** Needed to assign someone whose licence has expired; kept in the audit log. */
    overrideReason: text('validation.not_text')
      .trim()
      .min(overrideReasonMinLength, 'event.reason_least_5_characters')
      .max(overrideReasonMaxLength, withCode('validation.too_long'))
      .optional(),
  })
  .meta({ id: 'AssignGuardBody' });
export type AssignGuardBody = z.infer<typeof assignGuardBodySchema>;

export const guardOnBreakSchema = z
  .object({
    userId: text(),
    displayName: text(),
    breakStartedAt: text(),
    /** Planned length in minutes. */
    lengthOfBreak: z.number().int(),
    /** Over the planned length now. */
    overrun: z.boolean(),
  })
  .meta({ id: 'GuardOnBreak' });

export const eventDetailSchema = eventSummarySchema
  .extend({
    address: text().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    unassigned: z.boolean(),
    notesCount: z.number().int(),
    checkCallMinutes: z.number().int().nullable(),
    noMovementMinutes: z.number().int().nullable(),
    geofences: z.array(geofenceSchema),
    restrictedAreas: z.array(restrictedAreaSchema),
    assignedGuards: z.array(assignedGuardSchema),
    onBreakNow: z.array(guardOnBreakSchema),
    createdAt: text(),
    updatedAt: text(),
  })
  .meta({ id: 'EventDetail' });
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** People of the event's client who may be assigned to it (field roles, active, not assigned now). */
export const assignablePersonnelQuerySchema = z.object({
  q: searchTextSchema,
  limit: listLimitSchema(25),
});
export type AssignablePersonnelQuery = z.infer<typeof assignablePersonnelQuerySchema>;

export const assignablePersonSchema = z
  .object({
    id: text(),
    displayName: text(),
    email: text(),
    role: text(),
    photoUrl: text().nullable(),
    licenceNumber: text().nullable(),
    licenceExpiresOn: text().nullable(),
    /** Expired before the current day in the event's time zone: assigning needs an override reason. */
    licenceExpired: z.boolean(),
  })
  .meta({ id: 'AssignablePerson' });
export type AssignablePerson = z.infer<typeof assignablePersonSchema>;

export const assignablePersonnelListSchema = z
  .object({ items: z.array(assignablePersonSchema) })
  .meta({ id: 'AssignablePersonnelList' });

/** Status derived from the dates (docs/product/events-and-zones.md#event-status): Unassigned wins, then Upcoming / Active / Completed. */
export function eventStatusAt(event: { startDate: Date; endDate: Date; unassigned: boolean }, now: Date): EventStatus {
  if (event.unassigned) return 'Unassigned';
  if (now < event.startDate) return 'Upcoming';
  if (now <= event.endDate) return 'Active';
  return 'Completed';
}

export const geofenceListSchema = z.object({ items: z.array(geofenceSchema) }).meta({ id: 'GeofenceList' });

export const restrictedAreaListSchema = z
  .object({ items: z.array(restrictedAreaSchema) })
  .meta({ id: 'RestrictedAreaList' });

const tags = ['events'];
const geofenceParamsSchema = idPairParamsSchema('geofenceId');
const restrictedAreaParamsSchema = idPairParamsSchema('areaId');
const assigneeParamsSchema = idPairParamsSchema('userId');

/** The events API (events, their notes, zones and assigned people), defined once for the server and the web. */
export const eventOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/events',
    access: 'events.view',
    tags,
    summary: 'Events the signed-in user may see: paged, sorted (default newest start first) and filtered',
    query: eventListQuerySchema,
    response: eventListResponseSchema,
  }),
  exportCsv: defineOperation({
    method: 'GET',
    path: '/events.csv',
    access: 'events.view',
    tags,
    summary: 'The same list as CSV (all pages, at most 10 000 rows): times in each event’s zone, money in dollars',
    query: eventCsvQuerySchema,
    produces: 'text/csv',
  }),
  create: defineOperation({
    method: 'POST',
    path: '/events',
    access: 'events.edit',
    tags,
    summary: 'Plan an event for one of the caller’s customers',
    body: eventCreateBodySchema,
    status: 201,
    response: eventDetailSchema,
  }),
  get: defineOperation({
    method: 'GET',
    path: '/events/:id',
    access: 'events.view',
    tags,
    summary: 'One event with its zones, assigned personnel and who is on a break now',
    params: idParamsSchema,
    response: eventDetailSchema,
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/events/:id',
    access: 'events.edit',
    tags,
    summary: 'Edit an event',
    params: idParamsSchema,
    body: eventUpdateBodySchema,
    response: eventDetailSchema,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/events/:id',
    access: 'events.edit',
    tags,
    summary: 'Delete an event with no clocked time and no reports (409 otherwise)',
    params: idParamsSchema,
    status: 204,
  }),
  ...noteOperations({
    recordPath: '/events/:id',
    subject: 'an event',
    tags,
    readAccess: 'events.view',
    writeAccess: 'events.notes',
    schemas: eventNoteSchemas,
  }),
  listGeofences: defineOperation({
    method: 'GET',
    path: '/events/:id/geofences',
    access: 'events.view',
    tags,
    summary: 'Geofences of an event (Allowed, Break and Restricted zones)',
    params: idParamsSchema,
    response: geofenceListSchema,
  }),
  addGeofence: defineOperation({
    method: 'POST',
    path: '/events/:id/geofences',
    access: 'events.edit',
    tags,
    summary: 'Draw a geofence',
    params: idParamsSchema,
    body: geofenceCreateBodySchema,
    status: 201,
    response: geofenceSchema,
  }),
  updateGeofence: defineOperation({
    method: 'PATCH',
    path: '/events/:id/geofences/:geofenceId',
    access: 'events.edit',
    tags,
    summary: 'Change a geofence’s title, zone type or outline',
    params: geofenceParamsSchema,
    body: geofenceUpdateBodySchema,
    response: geofenceSchema,
  }),
  removeGeofence: defineOperation({
    method: 'DELETE',
    path: '/events/:id/geofences/:geofenceId',
    access: 'events.edit',
    tags,
    summary: 'Delete a geofence',
    params: geofenceParamsSchema,
    status: 204,
  }),
  listRestrictedAreas: defineOperation({
    method: 'GET',
    path: '/events/:id/restricted-areas',
    access: 'events.view',
    tags,
    summary: 'Restricted areas of an event',
    params: idParamsSchema,
    response: restrictedAreaListSchema,
  }),
  addRestrictedArea: defineOperation({
    method: 'POST',
    path: '/events/:id/restricted-areas',
    access: 'events.edit',
    tags,
    summary: 'Draw a restricted area',
    params: idParamsSchema,
    body: restrictedAreaCreateBodySchema,
    status: 201,
    response: restrictedAreaSchema,
  }),
  updateRestrictedArea: defineOperation({
    method: 'PATCH',
    path: '/events/:id/restricted-areas/:areaId',
    access: 'events.edit',
    tags,
    summary: 'Change a restricted area’s title, description or outline',
    params: restrictedAreaParamsSchema,
    body: restrictedAreaUpdateBodySchema,
    response: restrictedAreaSchema,
  }),
  removeRestrictedArea: defineOperation({
    method: 'DELETE',
    path: '/events/:id/restricted-areas/:areaId',
    access: 'events.edit',
    tags,
    summary: 'Delete a restricted area',
    params: restrictedAreaParamsSchema,
    status: 204,
  }),
  listAssignedGuards: defineOperation({
    method: 'GET',
    path: '/events/:id/assigned-guards',
    access: 'events.view',
    tags,
    summary: 'People assigned to an event now (items) and earlier (history: who unassigned them and when)',
    params: idParamsSchema,
    response: assignedGuardListSchema,
  }),
  assignGuard: defineOperation({
    method: 'POST',
    path: '/events/:id/assigned-guards',
    access: 'events.assign',
    tags,
    summary: 'Assign a person (an expired licence needs overrideReason); creates an eventAssigned alert for them',
    params: idParamsSchema,
    body: assignGuardBodySchema,
    status: 201,
    response: assignedGuardSchema,
  }),
  unassignGuard: defineOperation({
    method: 'DELETE',
    path: '/events/:id/assigned-guards/:userId',
    access: 'events.assign',
    tags,
    summary: 'Unassign a person (kept as history); creates an eventUnassigned alert for them',
    params: assigneeParamsSchema,
    status: 204,
  }),
  listAssignablePersonnel: defineOperation({
    method: 'GET',
    path: '/events/:id/assignable-personnel',
    access: 'events.assign',
    tags,
    summary: 'Search active personnel of the event’s client who can be assigned to it (not assigned now)',
    params: idParamsSchema,
    query: assignablePersonnelQuerySchema,
    response: assignablePersonnelListSchema,
  }),
};
