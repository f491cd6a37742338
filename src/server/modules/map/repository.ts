import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { personNameOfAlias } from '../../db/person-name.ts';
import { scheduledNowCount } from '../shifts/index.ts';

type Db = Pick<Database, 'execute'>;

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

export interface MapEventRow extends Record<string, unknown> {
  id: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  scheduled_now: number;
}

const eventFilterOf = (eventId: string | undefined) => (eventId ? sql`e.id = ${eventId}` : sql`true`);

/**
 * The open clock entries (guards on duty) on the events `events` (a predicate on `e`), or on the one event
 * `eventId`, with break, zone state and open SOS: the map's guard list, and the dashboard's on-duty / on-break /
 * out-of-zone counts.
 */
export async function onDutyGuardRows(db: Db, events: SQL, eventId?: string) {
  const result = await db.execute<GuardRow>(sql`
      select c.user_id, ${personNameOfAlias('u')} as name, u.photo_url, c.event_id,
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
      where c.clock_out is null and ${events} and ${eventFilterOf(eventId)}
      order by name
      limit 5000`);
  return result.rows;
}

/** The events `events` (a predicate on `e`), or the one event `eventId`, running at `now` or with someone on duty. */
export async function listMapEvents(db: Db, events: SQL, now: Date, eventId?: string) {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute<MapEventRow>(sql`
      select e.id, e.name, e.latitude, e.longitude, ${scheduledNowCount(sql`e.id`, now)} as scheduled_now
      from events e
      where ${events} and ${eventFilterOf(eventId)} and (
        (e.start_at <= ${nowSql} and e.end_at > ${nowSql})
        or exists (select 1 from clock_entries c where c.event_id = e.id and c.clock_out is null))
      order by e.name
      limit 500`);
  return result.rows;
}

export interface TrailFilter {
  clientId: string;
  userId: string;
  /** Predicate on the events table aliased `e`: only positions recorded on these events. */
  events: SQL;
  since: Date;
  until: Date;
  /** At most about this many points: a longer trail keeps every n-th point and the last one. */
  maxPoints: number;
}

/** A guard's positions between `since` and `until` on the events `events`, thinned to about `maxPoints`. */
export async function listTrailPoints(db: Db, f: TrailFilter) {
  const result = await db.execute<{ latitude: number; longitude: number; recorded_at: Date; n: number }>(sql`
    with pts as (
      select p.latitude, p.longitude, p.recorded_at, row_number() over (order by p.recorded_at) as rn,
        count(*) over () as n
      from location_pings p
      join events e on e.id = p.event_id
      where p.client_id = ${f.clientId} and p.user_id = ${f.userId}
        and p.recorded_at >= ${f.since.toISOString()}::timestamptz and p.recorded_at <= ${f.until.toISOString()}::timestamptz
        and ${f.events})
    select latitude, longitude, recorded_at, n from pts
    where n <= ${f.maxPoints} or rn % ceil(n::numeric / ${f.maxPoints})::int = 0 or rn = n
    order by recorded_at`);
  return result.rows;
}

/** Whether `userId` is a user of the client. */
export async function isUserOfClient(db: Db, clientId: string, userId: string): Promise<boolean> {
  const result = await db.execute<{ ok: boolean }>(sql`
      select exists (select 1 from users where id = ${userId} and client_id = ${clientId}) as ok`);
  return result.rows[0]?.ok === true;
}
