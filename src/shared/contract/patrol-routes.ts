import { hhmmPattern } from '../tour-schedule.ts';
import { z } from '../zod.ts';
import { idPairParamsSchema, idParamsSchema, idSchema, isoDateTime, text } from './common.ts';
import { withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';
import { tourMessages } from './tours.ts';

/*
 * Mobile patrol runsheets (docs/product/dispatch.md#mobile-patrol-runsheets): a route is an ordered list of sites
 * (events), each with a nightly time window (wall-clock 'HH:mm' in the site's time zone; an end at or before the
 * start crosses midnight) and the checkpoints to scan there. A route is assigned to a shift: its people are the
 * patrol unit, and the route's windows that meet the shift are that night's runsheet. A visit counts when every
 * checkpoint of the stop is scanned within its window by a person of the shift; a window that closes without it
 * raises `Missed Patrol Visit`. Dispatchers (`dispatch.manage`) plan routes; a guard reads tonight's runsheet.
 */

const tags = ['patrol-routes'];

export const patrolLimits = { name: 120, stops: 50, checkpointsPerStop: 100 } as const;

const hhmm = text('validation.not_text').regex(hhmmPattern, 'validation.time_hh_mm');

export const patrolStopBodySchema = z
  .strictObject({
    eventId: idSchema,
    windowStart: hhmm,
    windowEnd: hhmm,
    checkpointIds: z
      .array(idSchema, 'validation.not_list')
      .min(1, 'tour.checkpoint_required')
      .max(patrolLimits.checkpointsPerStop, withCode('tour.too_many_checkpoints'))
      .refine((ids) => new Set(ids).size === ids.length, tourMessages.duplicateCheckpoint),
  })
  .refine((s) => s.windowStart !== s.windowEnd, { message: 'patrol.window_empty', path: ['windowEnd'] });
export type PatrolStopBody = z.infer<typeof patrolStopBodySchema>;

export const patrolRouteBodySchema = z
  .strictObject({
    name: text('validation.not_text')
      .trim()
      .min(1, 'validation.required')
      .max(patrolLimits.name, withCode('validation.too_long')),
    stops: z
      .array(patrolStopBodySchema, 'validation.not_list')
      .min(1, 'patrol.stop_required')
      .max(patrolLimits.stops, withCode('patrol.too_many_stops')),
  })
  .meta({ id: 'PatrolRouteBody' });
export type PatrolRouteBody = z.infer<typeof patrolRouteBodySchema>;

export const patrolRouteCreatedSchema = z.object({ id: text() }).meta({ id: 'PatrolRouteCreated' });

const checkpointRef = z.object({ id: text(), name: text() });

export const patrolStopSchema = z.object({
  id: text(),
  /** 1-based place in the route. */
  position: z.number().int(),
  eventId: text(),
  eventName: text(),
  timeZone: text(),
  windowStart: text(),
  windowEnd: text(),
  checkpoints: z.array(checkpointRef),
});
export type PatrolStop = z.infer<typeof patrolStopSchema>;

export const patrolRouteSchema = z
  .object({
    id: text(),
    name: text(),
    stops: z.array(patrolStopSchema),
    createdAt: text(),
    updatedAt: text(),
  })
  .meta({ id: 'PatrolRoute' });
export type PatrolRoute = z.infer<typeof patrolRouteSchema>;

export const patrolRouteListSchema = z.object({ items: z.array(patrolRouteSchema) }).meta({ id: 'PatrolRouteList' });

/** Where a stop of one night stands: before its window, in it, done, or closed without the visit. */
export const visitStatuses = ['upcoming', 'open', 'visited', 'missed'] as const;
export type VisitStatus = (typeof visitStatuses)[number];

/** One stop of one night: its window's instants and what has been scanned in it. */
export const runsheetStopSchema = z.object({
  stopId: text(),
  position: z.number().int(),
  eventId: text(),
  eventName: text(),
  /** The site's time zone: the windows read in it. */
  timeZone: text(),
  address: text().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  windowStartsAt: text(),
  windowEndsAt: text(),
  status: z.enum(visitStatuses),
  /** The scan that completed the visit. */
  visitedAt: text().nullable(),
  checkpoints: z.array(checkpointRef.extend({ scannedAt: text().nullable() })),
});
export type RunsheetStop = z.infer<typeof runsheetStopSchema>;

const shiftRef = z.object({
  id: text(),
  eventId: text(),
  eventName: text(),
  post: text(),
  startAt: text(),
  endAt: text(),
  people: z.array(z.object({ id: text(), name: text() })),
});

/** A route's night: the shift it is assigned to and each stop's state. */
export const patrolAssignmentSchema = z
  .object({
    id: text(),
    routeId: text(),
    routeName: text(),
    shift: shiftRef,
    stops: z.array(runsheetStopSchema),
  })
  .meta({ id: 'PatrolAssignment' });
export type PatrolAssignment = z.infer<typeof patrolAssignmentSchema>;

export const patrolAssignmentListSchema = z
  .object({ items: z.array(patrolAssignmentSchema), now: text() })
  .meta({ id: 'PatrolAssignmentList' });

export const patrolAssignBodySchema = z.strictObject({ shiftId: idSchema }).meta({ id: 'PatrolAssignBody' });
export const patrolAssignedSchema = z.object({ id: text() }).meta({ id: 'PatrolAssigned' });

export const patrolAssignmentQuerySchema = z
  .object({ from: isoDateTime.optional(), to: isoDateTime.optional() })
  .refine((v) => !v.from || !v.to || Date.parse(v.from) < Date.parse(v.to), {
    message: 'validation.after_start',
    path: ['to'],
  })
  .refine((v) => !v.from || !v.to || Date.parse(v.to) - Date.parse(v.from) <= 92 * 86_400_000, {
    message: 'tour.most_92_days',
    path: ['to'],
  });
export type PatrolAssignmentQuery = z.infer<typeof patrolAssignmentQuerySchema>;

/**
 * The guard's runsheet: the shift on duty now, else the next one starting within 12 hours, that has a route;
 * `nextStopId` is the first stop not yet visited whose window has not closed. Empty (`assignmentId` null, no
 * stops) when there is none tonight.
 */
export const runsheetSchema = z
  .object({
    assignmentId: text().nullable(),
    routeId: text().nullable(),
    routeName: text().nullable(),
    shift: shiftRef.nullable(),
    stops: z.array(runsheetStopSchema),
    nextStopId: text().nullable(),
    now: text(),
  })
  .meta({ id: 'Runsheet' });
export type Runsheet = z.infer<typeof runsheetSchema>;

/** A site's checkpoints in use, for a dispatcher picking a stop's checkpoints. */
export const siteCheckpointListSchema = z
  .object({ items: z.array(checkpointRef) })
  .meta({ id: 'PatrolSiteCheckpointList' });

export const patrolOperations = {
  siteCheckpoints: defineOperation({
    method: 'GET',
    path: '/patrol-routes/sites/:id/checkpoints',
    access: 'dispatch.manage',
    tags,
    summary: 'The checkpoints in use at a site (event) of the caller’s scope, to put on a route',
    params: idParamsSchema,
    response: siteCheckpointListSchema,
  }),
  createRoute: defineOperation({
    method: 'POST',
    path: '/patrol-routes',
    access: 'dispatch.manage',
    tags,
    summary: 'Plan a patrol route: ordered sites, each with a nightly window and the checkpoints to scan',
    body: patrolRouteBodySchema,
    status: 201,
    response: patrolRouteCreatedSchema,
  }),
  listRoutes: defineOperation({
    method: 'GET',
    path: '/patrol-routes',
    access: 'dispatch.manage',
    tags,
    summary: 'The patrol routes whose sites the caller sees',
    response: patrolRouteListSchema,
  }),
  getRoute: defineOperation({
    method: 'GET',
    path: '/patrol-routes/:id',
    access: 'dispatch.manage',
    tags,
    summary: 'A patrol route with its stops',
    params: idParamsSchema,
    response: patrolRouteSchema,
  }),
  updateRoute: defineOperation({
    method: 'PUT',
    path: '/patrol-routes/:id',
    access: 'dispatch.manage',
    tags,
    summary: 'Replace a route’s name and stops (nights already judged keep their visits)',
    params: idParamsSchema,
    body: patrolRouteBodySchema,
    response: patrolRouteSchema,
  }),
  deleteRoute: defineOperation({
    method: 'DELETE',
    path: '/patrol-routes/:id',
    access: 'dispatch.manage',
    tags,
    summary: 'Remove a route: it leaves the lists and its nights not yet started; judged visits stay',
    params: idParamsSchema,
    status: 204,
  }),
  listAssignments: defineOperation({
    method: 'GET',
    path: '/patrol-routes/:id/assignments',
    access: 'dispatch.manage',
    tags,
    summary: 'The route’s nights (shifts it is assigned to) meeting the period, with each stop’s state',
    params: idParamsSchema,
    query: patrolAssignmentQuerySchema,
    response: patrolAssignmentListSchema,
  }),
  assignRoute: defineOperation({
    method: 'POST',
    path: '/patrol-routes/:id/assignments',
    access: 'dispatch.manage',
    tags,
    summary: 'Give the route to a shift: its people run it that night (one route per shift)',
    params: idParamsSchema,
    body: patrolAssignBodySchema,
    status: 201,
    response: patrolAssignedSchema,
  }),
  unassignRoute: defineOperation({
    method: 'DELETE',
    path: '/patrol-routes/:id/assignments/:assignmentId',
    access: 'dispatch.manage',
    tags,
    summary: 'Take the route off a shift that has not ended',
    params: idPairParamsSchema('assignmentId'),
    status: 204,
  }),
  fieldRunsheet: defineOperation({
    method: 'GET',
    path: '/field/runsheet',
    access: 'field.use',
    tags,
    summary: 'The signed-in guard’s runsheet tonight, with what is next',
    response: runsheetSchema,
  }),
};
