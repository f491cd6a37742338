import type { SQL } from 'drizzle-orm';
import type {
  MapGuardStatus,
  MapGuardsQuery,
  MapGuardsResponse,
  MapTrailQuery,
  MapTrailResponse,
} from '../../../shared/contract/map.ts';
import type { Caller } from '../../access/caller.ts';
import { operationScope } from '../../access/operation.ts';
import { defaultMapTiles } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { zonesOf } from '../field/index.ts';
import { type GuardRow, isUserOfClient, listMapEvents, listTrailPoints, onDutyGuardRows } from './repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

function statusOf(row: GuardRow): MapGuardStatus {
  if (row.open_sos) return 'sos';
  if (isOutOfZone(row)) return 'outOfZone';
  if (row.break_start) return 'onBreak';
  return 'onDuty';
}

/** Out of zone as the map shows it: outside the allowed geofence, or inside a restricted area. */
export const isOutOfZone = (row: GuardRow) => row.allowed === 'outside' || row.restricted === true;

/** The guards on duty on the events `events` (a predicate on the event `e`), with where they are; for the dashboards. */
export function onDutyGuards(db: AppContext['db'], events: SQL): Promise<GuardRow[]> {
  return onDutyGuardRows(db, events);
}

/** Guards on duty on events the caller may see, and those events (running now or with someone on duty). */
export async function mapGuards(ctx: AppContext, caller: Caller, query: MapGuardsQuery): Promise<MapGuardsResponse> {
  const now = ctx.clock();
  const events = operationScope(caller.actor).events;
  const [guardRows, eventRows] = await Promise.all([
    onDutyGuardRows(ctx.db, events, query.eventId),
    listMapEvents(ctx.db, events, now, query.eventId),
  ]);
  return {
    now: now.toISOString(),
    guards: guardRows.map((row) => ({
      userId: row.user_id,
      name: row.name,
      photoUrl: row.photo_url,
      eventId: row.event_id,
      eventName: row.event_name,
      clockedInAt: iso(row.clock_in),
      onBreak:
        row.break_start && row.break_length !== null
          ? { since: iso(row.break_start), lengthOfBreak: row.break_length }
          : null,
      status: statusOf(row),
      position:
        row.latitude !== null && row.longitude !== null && row.position_at
          ? { lat: row.latitude, lng: row.longitude, accuracy: row.accuracy, at: iso(row.position_at) }
          : null,
    })),
    events: await Promise.all(
      eventRows.map(async (e) => ({
        id: e.id,
        name: e.name,
        latitude: e.latitude,
        longitude: e.longitude,
        scheduledNow: e.scheduled_now,
        zones: (await zonesOf(ctx.db, e.id)).map((z) => ({
          id: z.id,
          title: z.title,
          zoneType: z.zoneType,
          polygon: [...z.ring],
        })),
      })),
    ),
    tiles: ctx.mapTiles ?? defaultMapTiles,
  };
}

const maxTrailPoints = 2000;

/** A guard's positions over the last hours, when the guard has been on an event the caller may see. */
export async function guardTrail(ctx: AppContext, caller: Caller, query: MapTrailQuery): Promise<MapTrailResponse> {
  const now = ctx.clock();
  const since = new Date(now.getTime() - query.hours * 3_600_000);
  const { actor } = caller;
  const clientId = actor.clientId;
  const events = operationScope(actor).events;
  const points = await listTrailPoints(ctx.db, {
    clientId,
    userId: query.userId,
    events,
    since,
    until: now,
    maxPoints: maxTrailPoints,
  });
  if (points.length === 0 && !(await isUserOfClient(ctx.db, clientId, query.userId))) {
    throw AppError.notFound('No such guard.', 'guard');
  }
  return {
    userId: query.userId,
    points: points.map((r) => ({ lat: r.latitude, lng: r.longitude, at: iso(r.recorded_at) })),
  };
}
