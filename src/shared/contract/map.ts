import { z } from '../zod.ts';
import { idSchema, text } from './common.ts';
import { eventZoneSchema } from './field.ts';
import { withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';

/*
 * The real-time map (docs/product/alerts.md#real-time-map): executive, manager, supervisor ('map.view').
 *
 * GET /map/guards?eventId= — every guard on duty (an open clock entry) on an event the caller may see, at their
 * latest position (none yet: position null), with status: sos (an unseen SOS alert of theirs since clock-in),
 * outOfZone (outside every Allowed zone or inside a restricted one), onBreak, onDuty — in that precedence. Also
 * the events that are running now or have a guard on duty, with their zones and how many people are scheduled
 * on them now (the dashboard's "Scheduled now"), and the tile source.
 * GET /map/trail?userId=&hours=1..24 — that guard's positions over the last `hours`, oldest first (at most 2,000,
 * evenly thinned), when they are on an event the caller may see.
 */

export const mapGuardStatuses = ['onDuty', 'onBreak', 'sos', 'outOfZone'] as const;
export type MapGuardStatus = (typeof mapGuardStatuses)[number];

export const mapGuardsQuerySchema = z.object({ eventId: idSchema.optional() });
export type MapGuardsQuery = z.infer<typeof mapGuardsQuerySchema>;

export const mapGuardSchema = z.object({
  userId: text(),
  name: text(),
  photoUrl: text().nullable(),
  eventId: text().nullable(),
  eventName: text().nullable(),
  clockedInAt: text(),
  onBreak: z.object({ since: text(), lengthOfBreak: z.number().int() }).nullable(),
  status: z.enum(mapGuardStatuses),
  position: z.object({ lat: z.number(), lng: z.number(), accuracy: z.number().nullable(), at: text() }).nullable(),
});
export type MapGuard = z.infer<typeof mapGuardSchema>;

export const mapEventSchema = z.object({
  id: text(),
  name: text(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** People assigned to a shift of the event running now (the dashboard's "Scheduled now"). */
  scheduledNow: z.number().int(),
  zones: z.array(eventZoneSchema),
});
export type MapEvent = z.infer<typeof mapEventSchema>;

export const mapGuardsResponseSchema = z
  .object({
    now: text(),
    guards: z.array(mapGuardSchema),
    events: z.array(mapEventSchema),
    /** MAP_TILE_URL / MAP_TILE_ATTRIBUTION (default OpenStreetMap); the map works without reaching it. */
    tiles: z.object({ url: text(), attribution: text() }),
  })
  .meta({ id: 'MapGuards' });
export type MapGuardsResponse = z.infer<typeof mapGuardsResponseSchema>;

export const mapTrailQuerySchema = z.object({
  userId: idSchema,
  hours: z.coerce
    .number('validation.not_number')
    .int('validation.not_integer')
    .min(1, withCode('validation.too_small'))
    .max(24, withCode('validation.too_big'))
    .default(2),
});
export type MapTrailQuery = z.infer<typeof mapTrailQuerySchema>;

export const mapTrailResponseSchema = z
  .object({ userId: text(), points: z.array(z.object({ lat: z.number(), lng: z.number(), at: text() })) })
  .meta({ id: 'MapTrail' });
export type MapTrailResponse = z.infer<typeof mapTrailResponseSchema>;

const tags = ['map'];

/** The live map's API, defined once for the server's routes and the web's client. */
export const mapOperations = {
  guards: defineOperation({
    method: 'GET',
    path: '/map/guards',
    access: 'map.view',
    tags,
    summary: 'Guards on duty at their latest position, with status, and the zones of the events shown',
    query: mapGuardsQuerySchema,
    response: mapGuardsResponseSchema,
  }),
  trail: defineOperation({
    method: 'GET',
    path: '/map/trail',
    access: 'map.view',
    tags,
    summary: 'A guard’s positions over the last hours (1–24), oldest first',
    query: mapTrailQuerySchema,
    response: mapTrailResponseSchema,
  }),
};
