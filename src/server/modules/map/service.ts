import { type SQL, sql } from 'drizzle-orm';
import type {
  MapGuardStatus,
  MapGuardsQuery,
  MapGuardsResponse,
  MapTrailQuery,
  MapTrailResponse,
} from '../../../shared/contract/map.ts';
import { actorOf } from '../../access/actor.ts';
import { operationScope } from '../../access/operation.ts';
import { defaultMapTiles } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser } from '../auth/repository.ts';
import { zonesOf } from '../field/zone-cache.ts';

export interface GuardRow extends Record<string, unknown> {
  user_id: string;
  name: string;
  photo_url: string | null;
  event_id: string | null;
  event_name: string | null;
  clock_in: Date;
  break_start: Date | null;
  break_length: number | null;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  position_at: Date | null;
  allowed: 'inside' | 'outside' | null;
  restricted: boolean | null;
  open_sos: boolean;
}

interface EventRow extends Record<string, unknown> {
  id: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function statusOf(row: GuardRow): MapGuardStatus {
  if (row.open_sos) return 'sos';
  if (isOutOfZone(row)) return 'outOfZone';
  if (row.break_start) return 'onBreak';
  return 'onDuty';
}

/**
 * The open clock entries (guards on duty) on the events `events` (a predicate on `e`) matching `eventFilter`, with
 * break, zone state and open SOS: the map's guard list, and the dashboard's on-duty / on-break / out-of-zone counts.
 */
export async function onDutyGuardRows(db: AppContext['db'], events: SQL, eventFilter: SQL = sql`true`) {
  const result = await db.execute<GuardRow>(sql`
      select c.user_id, coalesce(nullif(u.display_name, ''), u.email) as name, u.photo_url, c.event_id,
        e.name as event_name, c.clock_in, b.start_at as break_start, b.length_of_break as break_length,
        s.latitude, s.longitude, s.accuracy, s.position_at, s.allowed,
        jsonb_array_length(s.restricted_inside) > 0 as restricted,
        exists (select 1 from alerts a where a.guard_id = c.user_id and a.type = 'SOS' and not a.seen
                and a.created_at >= c.clock_in) as open_sos
      from clock_entries c
      join users u on u.id = c.user_id
      join events e on e.id = c.event_id
      left join lateral (select start_at, length_of_break from breaks
        where user_id = c.user_id and end_at is null order by start_at desc limit 1) b on true
      left join guard_zone_states s on s.user_id = c.user_id and s.clock_entry_id = c.id
      where c.clock_out is null and ${events} and ${eventFilter}
      order by name
      limit 5000`);
  return result.rows;
}

/** Out of zone as the map shows it: outside the allowed geofence, or inside a restricted area. */
export const isOutOfZone = (row: GuardRow) => row.allowed === 'outside' || row.restricted === true;

/** Guards on duty on events the caller may see, and those events (running now or with someone on duty). */
export async function mapGuards(ctx: AppContext, user: AuthUser, query: MapGuardsQuery): Promise<MapGuardsResponse> {
  const now = ctx.clock();
  const events = operationScope(actorOf(user)).events;
  const eventFilter = query.eventId ? sql`e.id = ${query.eventId}` : sql`true`;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const [guardRows, eventRows] = await Promise.all([
    onDutyGuardRows(ctx.db, events, eventFilter),
    ctx.db.execute<EventRow>(sql`
      select e.id, e.name, e.latitude, e.longitude from events e
      where ${events} and ${eventFilter} and (
        (e.start_at <= ${nowSql} and e.end_at > ${nowSql})
        or exists (select 1 from clock_entries c where c.event_id = e.id and c.clock_out is null))
      order by e.name
      limit 500`),
  ]);
  const guards = { rows: guardRows };
  return {
    now: now.toISOString(),
    guards: guards.rows.map((row) => ({
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
      eventRows.rows.map(async (e) => ({
        id: e.id,
        name: e.name,
        latitude: e.latitude,
        longitude: e.longitude,
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
export async function guardTrail(ctx: AppContext, user: AuthUser, query: MapTrailQuery): Promise<MapTrailResponse> {
  const now = ctx.clock();
  const since = new Date(now.getTime() - query.hours * 3_600_000);
  const actor = actorOf(user);
  const clientId = actor.clientId;
  const events = operationScope(actor).events;
  const result = await ctx.db.execute<{ latitude: number; longitude: number; recorded_at: Date; n: number }>(sql`
    with pts as (
      select p.latitude, p.longitude, p.recorded_at, row_number() over (order by p.recorded_at) as rn,
        count(*) over () as n
      from location_pings p
      join events e on e.id = p.event_id
      where p.client_id = ${clientId} and p.user_id = ${query.userId}
        and p.recorded_at >= ${since.toISOString()}::timestamptz and p.recorded_at <= ${now.toISOString()}::timestamptz
        and ${events})
    select latitude, longitude, recorded_at, n from pts
    where n <= ${maxTrailPoints} or rn % ceil(n::numeric / ${maxTrailPoints})::int = 0 or rn = n
    order by recorded_at`);
  if (result.rows.length === 0) {
    const known = await ctx.db.execute<{ ok: boolean }>(sql`
      select exists (select 1 from users where id = ${query.userId} and client_id = ${clientId}) as ok`);
    if (!known.rows[0]?.ok) throw AppError.notFound('No such guard.');
  }
  return {
    userId: query.userId,
    points: result.rows.map((r) => ({ lat: r.latitude, lng: r.longitude, at: iso(r.recorded_at) })),
  };
}
