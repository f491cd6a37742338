import { and, asc, desc, eq, gt, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { executeNamed } from '../../db/named-query.ts';
import {
  breaks,
  clients,
  clockEntries,
  eventAssignments,
  events,
  fieldActionReceipts,
  geofenceActivity,
  guardZoneStates,
  shiftAssignments,
  shifts,
  tasks,
} from '../../db/schema.ts';

export type Db = Pick<Database, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

const ts = (value: Date) => sql`${value.toISOString()}::timestamptz`;

/** An event a guard clocks in at, and whether they are assigned to it now. */
export type EventForClockIn = Pick<typeof events.$inferSelect, 'id' | 'clientId' | 'name' | 'startAt' | 'endAt'> & {
  assigned: boolean;
};

/** The event (any client's: the caller decides between 404 and 403) and whether `userId` is assigned to it now. */
export async function findEventName(db: Db, eventId: string): Promise<string | null> {
  const [row] = await db.select({ name: events.name }).from(events).where(eq(events.id, eventId));
  return row?.name ?? null;
}

export async function findEventForClockIn(
  db: Db,
  eventId: string,
  userId: string,
): Promise<EventForClockIn | undefined> {
  const e = alias(events, 'e');
  const [row] = await db
    .select({
      id: e.id,
      clientId: e.clientId,
      name: e.name,
      startAt: e.startAt,
      endAt: e.endAt,
      // The subquery names its outer table, e, itself (docs/architecture.md#rows).
      assigned: sql<boolean>`exists (select 1 from event_assignments a
        where a.event_id = e.id and a.user_id = ${userId} and a.unassigned_at is null)`,
    })
    .from(e)
    .where(eq(e.id, eventId));
  return row;
}

/** A clock entry with its event's name. */
export type ClockEntryRow = Pick<
  typeof clockEntries.$inferSelect,
  'id' | 'eventId' | 'clockIn' | 'clockOut' | 'offSite'
> & { eventName: string | null };

export async function findOpenClockEntry(db: Db, clientId: string, userId: string): Promise<ClockEntryRow | undefined> {
  const c = clockEntries;
  const [row] = await db
    .select({
      id: c.id,
      eventId: c.eventId,
      eventName: events.name,
      clockIn: c.clockIn,
      clockOut: c.clockOut,
      offSite: c.offSite,
    })
    .from(c)
    .leftJoin(events, eq(events.id, c.eventId))
    .where(and(eq(c.clientId, clientId), eq(c.userId, userId), isNull(c.clockOut)))
    .orderBy(desc(c.clockIn))
    .limit(1);
  return row;
}

/** Whether [at, ∞) overlaps an entry of the user's that ended after `at` (a late clock-in behind a later shift). */
export async function overlapsClosedEntry(db: Db, clientId: string, userId: string, at: Date) {
  const rows = await db
    .select({ id: clockEntries.id })
    .from(clockEntries)
    .where(
      and(
        eq(clockEntries.clientId, clientId),
        eq(clockEntries.userId, userId),
        isNotNull(clockEntries.clockOut),
        gt(clockEntries.clockOut, at),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertFieldClockEntry(
  db: Db,
  values: {
    clientId: string;
    userId: string;
    eventId: string;
    at: Date;
    lat: number | null;
    lng: number | null;
    accuracy: number | null;
    offSite: boolean;
  },
) {
  const [row] = await db
    .insert(clockEntries)
    .values({
      clientId: values.clientId,
      userId: values.userId,
      eventId: values.eventId,
      clockIn: values.at,
      source: 'field',
      clockInLat: values.lat,
      clockInLng: values.lng,
      clockInAccuracy: values.accuracy,
      offSite: values.offSite,
      createdBy: values.userId,
    })
    .returning({ id: clockEntries.id });
  if (!row) throw new Error('clock entry insert returned nothing');
  return row.id;
}

export async function closeClockEntry(db: Db, id: string, at: Date, now: Date) {
  await db.update(clockEntries).set({ clockOut: at, updatedAt: now }).where(eq(clockEntries.id, id));
}

export type BreakRow = Pick<
  typeof breaks.$inferSelect,
  'id' | 'eventId' | 'startAt' | 'lengthOfBreak' | 'overrunAlertedAt'
>;

export async function findOpenBreak(db: Db, clientId: string, userId: string): Promise<BreakRow | undefined> {
  const [row] = await db
    .select({
      id: breaks.id,
      eventId: breaks.eventId,
      startAt: breaks.startAt,
      lengthOfBreak: breaks.lengthOfBreak,
      overrunAlertedAt: breaks.overrunAlertedAt,
    })
    .from(breaks)
    .where(and(eq(breaks.clientId, clientId), eq(breaks.userId, userId), isNull(breaks.endAt)))
    .orderBy(desc(breaks.startAt))
    .limit(1);
  return row;
}

export async function insertBreak(
  db: Db,
  values: { clientId: string; userId: string; eventId: string | null; clockEntryId: string; length: number; at: Date },
) {
  const [row] = await db
    .insert(breaks)
    .values({
      clientId: values.clientId,
      userId: values.userId,
      eventId: values.eventId,
      clockEntryId: values.clockEntryId,
      lengthOfBreak: values.length,
      startAt: values.at,
      status: 'active',
    })
    .returning({ id: breaks.id });
  if (!row) throw new Error('break insert returned nothing');
  return row.id;
}

export async function closeBreak(db: Db, id: string, at: Date, overrun: boolean, alertedAt: Date | null) {
  await db
    .update(breaks)
    .set({
      endAt: at,
      status: overrun ? 'overrun' : 'completed',
      overrunAlertedAt: sql`coalesce(${breaks.overrunAlertedAt}, ${alertedAt ? ts(alertedAt) : null})`,
    })
    .where(eq(breaks.id, id));
}

export async function insertGeofenceActivity(
  db: Db,
  values: {
    clientId: string;
    eventId: string | null;
    userId: string;
    zoneId: string;
    title: string | null;
    zoneType: string;
    crossing: 'enter' | 'exit';
    at: Date;
    lat: number;
    lng: number;
    alertId: string | null;
  },
) {
  await db.insert(geofenceActivity).values({
    clientId: values.clientId,
    eventId: values.eventId,
    userId: values.userId,
    zoneId: values.zoneId,
    title: values.title,
    zoneType: values.zoneType as (typeof geofenceActivity.$inferInsert)['zoneType'],
    crossing: values.crossing,
    at: values.at,
    latitude: values.lat,
    longitude: values.lng,
    alertId: values.alertId,
  });
}

// ── Zones ───────────────────────────────────────────────────────────────────────────────────────────────────

export interface ZoneRow extends Record<string, unknown> {
  id: string;
  title: string | null;
  zone_type: 'Allowed zone' | 'Break zone' | 'Restricted zone';
  polygon: [number, number][];
}

/** An event's geofences and its restricted areas (which count as Restricted zones). */
export async function listEventZones(db: Db, eventId: string) {
  const result = await db.execute<ZoneRow>(sql`
    select id, title, zone_type, polygon from geofences where event_id = ${eventId}
    union all
    select id, title, 'Restricted zone', polygon from restricted_areas where event_id = ${eventId}`);
  return result.rows;
}

// ── Zone state ──────────────────────────────────────────────────────────────────────────────────────────────

export type ZoneStateRow = Pick<
  typeof guardZoneStates.$inferSelect,
  'userId' | 'clockEntryId' | 'eventId' | 'restrictedInside' | 'positionAt' | 'version'
> & { allowed: 'inside' | 'outside' | null; breakZone: 'inside' | 'outside' | null };

export async function lockZoneState(db: Db, userId: string) {
  const g = guardZoneStates;
  const [row] = await db
    .select({
      userId: g.userId,
      clockEntryId: g.clockEntryId,
      eventId: g.eventId,
      allowed: sql<ZoneStateRow['allowed']>`${g.allowed}`,
      restrictedInside: g.restrictedInside,
      breakZone: sql<ZoneStateRow['breakZone']>`${g.breakZone}`,
      positionAt: g.positionAt,
      version: g.version,
    })
    .from(g)
    .where(eq(g.userId, userId))
    .for('update');
  return row;
}

export interface ZoneStateValues {
  clientId: string;
  userId: string;
  clockEntryId: string;
  eventId: string | null;
  allowed: 'inside' | 'outside' | null;
  restrictedInside: readonly string[];
  breakZone: 'inside' | 'outside' | null;
  position: { lat: number; lng: number; accuracy: number; at: Date } | null;
  now: Date;
}

/** Writes the whole state (a new clock entry starts from these values; the version moves on). */
export async function saveZoneState(db: Db, v: ZoneStateValues) {
  const p = v.position;
  const g = guardZoneStates;
  // A position left out (null) keeps the one the state holds.
  const keep = (column: string) => sql.raw(`coalesce(excluded.${column}, guard_zone_states.${column})`);
  await db
    .insert(g)
    .values({
      userId: v.userId,
      clientId: v.clientId,
      clockEntryId: v.clockEntryId,
      eventId: v.eventId,
      allowed: v.allowed,
      restrictedInside: [...v.restrictedInside],
      breakZone: v.breakZone,
      latitude: p?.lat ?? null,
      longitude: p?.lng ?? null,
      accuracy: p?.accuracy ?? null,
      positionAt: p?.at ?? null,
      version: 1,
      updatedAt: v.now,
    })
    .onConflictDoUpdate({
      target: g.userId,
      set: {
        clientId: sql.raw('excluded.client_id'),
        clockEntryId: sql.raw('excluded.clock_entry_id'),
        eventId: sql.raw('excluded.event_id'),
        allowed: sql.raw('excluded.allowed'),
        restrictedInside: sql.raw('excluded.restricted_inside'),
        breakZone: sql.raw('excluded.break_zone'),
        latitude: keep('latitude'),
        longitude: keep('longitude'),
        accuracy: keep('accuracy'),
        positionAt: keep('position_at'),
        version: sql.raw('guard_zone_states.version + 1'),
        updatedAt: sql.raw('excluded.updated_at'),
      },
    });
}

export async function setBreakZone(db: Db, userId: string, breakZone: 'inside' | 'outside' | null, now: Date) {
  await db
    .update(guardZoneStates)
    .set({ breakZone, version: sql`${guardZoneStates.version} + 1`, updatedAt: now })
    .where(eq(guardZoneStates.userId, userId));
}

export async function deleteZoneState(db: Db, userId: string) {
  await db.delete(guardZoneStates).where(eq(guardZoneStates.userId, userId));
}

// ── Positions ───────────────────────────────────────────────────────────────────────────────────────────────

export interface PositionContext extends Record<string, unknown> {
  clock_entry_id: string | null;
  clock_out: Date | null;
  event_id: string | null;
  on_break: boolean;
  break_length: number | null;
  state_entry_id: string | null;
  allowed: 'inside' | 'outside' | null;
  restricted_inside: string[] | null;
  break_zone: 'inside' | 'outside' | null;
  position_at: Date | null;
  version: number | null;
}

export interface PositionValues {
  clientId: string;
  userId: string;
  eventId: string | null;
  lat: number;
  lng: number;
  accuracy: number;
  at: Date;
  key: string | null;
  now: Date;
  requestId: string | null;
  ip: string | null;
}

export interface StoredPosition extends PositionContext {
  ping_id: number | null;
  moved: boolean;
}

/** The positions as rows of `i`, in their order (`ord`): the head of both statements that store positions. */
function positionsTable(positions: readonly PositionValues[]): SQL {
  // One array parameter per column (sql.param: a plain array would become a list of parameters).
  const column = <T>(pick: (v: PositionValues) => T) => sql.param(positions.map(pick));
  return sql`select * from unnest(${column((v) => v.clientId)}::uuid[], ${column((v) => v.userId)}::uuid[],
        ${column((v) => v.lat)}::float8[], ${column((v) => v.lng)}::float8[], ${column((v) => v.accuracy)}::float8[],
        ${column((v) => v.at.toISOString())}::text[], ${column((v) => v.key)}::uuid[],
        ${column((v) => v.now.toISOString())}::timestamptz[], ${column((v) => v.requestId)}::text[],
        ${column((v) => v.ip)}::text[])
        with ordinality as i(client_id, user_id, lat, lng, accuracy, at_text, key, now, request_id, ip, ord)`;
}

/** For each position of `i`: the clock entry (`c`) and the break (`b`) its time falls in, if any. */
const entryAndBreakJoins = sql`
      left join lateral (
        select id, clock_out, event_id from clock_entries
        where client_id = i.client_id and user_id = i.user_id and clock_in <= i.at_text::timestamptz
          and (clock_out is null or clock_out >= i.at_text::timestamptz)
        order by clock_in desc limit 1) c on true
      left join lateral (
        select user_id, length_of_break from breaks
        where client_id = i.client_id and user_id = i.user_id and start_at <= i.at_text::timestamptz
          and (end_at is null or end_at >= i.at_text::timestamptz)
        order by start_at desc limit 1) b on true`;

/** The zone state of each guard of `i` as it was before the statement, as `s0`. */
const zoneStatesBefore = sql`s0 as (
      select user_id, clock_entry_id, allowed, restricted_inside, break_zone, position_at, version
      from guard_zone_states where user_id in (select user_id from i))`;

/** The audit row of each ping stored, the `ping` of a position of `x` found by `pingOfPosition`. */
const pingAudits = (pingOfPosition: SQL) => sql`audit as (
      insert into audit_log (client_id, actor_id, action, entity, entity_id, data, request_id, ip, created_at)
      select x.client_id, x.user_id, 'field.location', 'location_ping', ping.id::text,
        jsonb_build_object('eventId', ping.event_id, 'lat', x.lat, 'lng', x.lng, 'accuracy', x.accuracy,
          'at', x.at_text),
        x.request_id, x.ip, x.now
      from x join ping on ${pingOfPosition})`;

/**
 * The head of the answer of a statement that stores positions. A position is telemetry, sent again 30 s later: its
 * commit does not wait for the WAL flush (a crash may lose the last few hundred milliseconds of pings, never
 * anything else — every other write stays synchronous). Then, per position: its place in the run, its clock entry
 * and break (`x`), and its guard's zone state before (`s0`).
 */
const telemetryAnswer = sql`async_commit as (select set_config('synchronous_commit', 'off', true))
    select (select 1 from async_commit) as async, x.ord::int as ord,
      x.clock_entry_id, x.clock_out, x.event_id, x.on_break, x.break_length,
      s0.clock_entry_id as state_entry_id, s0.allowed, s0.restricted_inside, s0.break_zone, s0.position_at, s0.version`;

/** Runs a statement that stores `positions` (as `i`, then `rest`): it answers one row per position, in their order. */
async function positionRows<T>(db: Db, name: string, positions: readonly PositionValues[], rest: SQL): Promise<T[]> {
  const result = await executeNamed<T & { ord: number }>(
    db,
    name,
    sql`with i as (${positionsTable(positions)}),${rest}`,
  );
  if (result.rows.length !== positions.length) throw new Error('position statement answered the wrong rows');
  return result.rows;
}

/**
 * Positions of different guards in one statement (one round trip, one transaction; docs/decisions/0028): for each,
 * finds the clock entry covering its time (none → nothing is written), stores it with its audit row (a repeated
 * key → nothing), makes it the guard's latest position when it is newer, and answers the zone state as it was
 * before — which the caller evaluates the position against. Only a crossing then needs a second, locked step.
 * Answers one row per position, in their order. At most one position per guard: a statement sees the state rows
 * as they were before it, so a guard's second position must wait for the next statement.
 */
export async function storePositions(db: Db, positions: readonly PositionValues[]): Promise<StoredPosition[]> {
  return positionRows<StoredPosition>(
    db,
    'field-store-positions',
    positions,
    sql`
    x as (
      select i.*, i.at_text::timestamptz as at, c.id as clock_entry_id, c.clock_out, c.event_id,
        b.length_of_break as break_length, b.user_id is not null as on_break
      from i ${entryAndBreakJoins}),
    ${zoneStatesBefore},
    ping as (
      insert into location_pings (client_id, user_id, event_id, latitude, longitude, accuracy, recorded_at,
        received_at, idempotency_key)
      select x.client_id, x.user_id, x.event_id, x.lat, x.lng, x.accuracy, x.at, x.now, x.key
      from x where x.clock_entry_id is not null
      on conflict (user_id, idempotency_key) do nothing
      returning id, user_id, event_id),
    st as (
      update guard_zone_states s set latitude = x.lat, longitude = x.lng, accuracy = x.accuracy,
        position_at = x.at, updated_at = x.now
      from x join ping on ping.user_id = x.user_id
      where s.user_id = x.user_id and s.clock_entry_id = x.clock_entry_id
        and (s.position_at is null or s.position_at < x.at)
      returning s.user_id),
    ${pingAudits(sql`ping.user_id = x.user_id`)},
    ${telemetryAnswer},
      ping.id as ping_id, exists (select 1 from st where st.user_id = x.user_id) as moved
    from x
    left join s0 on s0.user_id = x.user_id
    left join ping on ping.user_id = x.user_id
    order by x.ord`,
  );
}

/** A position of a run (storePositionRun): the position as stored, and the zone state before the run. */
export interface RunPosition extends PositionContext {
  ping_id: number | null;
}

/**
 * Several positions of one guard in one statement (a phone's offline queue replayed, docs/decisions/0028): for
 * each, in order, finds the clock entry and break covering its time, stores it with its audit row (a repeated key —
 * also one repeated within the run — → nothing). Answers one row per position, in their order, each with the zone
 * state as it was before the statement. Unlike storePositions it moves no state: the caller judges the positions
 * one after the other, from that state, and then makes the newest one the latest (moveLatestPosition), or does so
 * in the locked step of a crossing.
 */
export async function storePositionRun(db: Db, positions: readonly PositionValues[]): Promise<RunPosition[]> {
  return positionRows<RunPosition>(
    db,
    'field-store-position-run',
    positions,
    sql`
    -- Each position's row id is drawn here, so its ping and audit rows are found by it: one guard's positions share
    -- the user, and a position without a key has nothing else to tell it from another.
    x as (
      select i.*, i.at_text::timestamptz as at, c.id as clock_entry_id, c.clock_out, c.event_id,
        b.length_of_break as break_length, b.user_id is not null as on_break,
        nextval(pg_get_serial_sequence('location_pings', 'id')) as ping_row
      from i ${entryAndBreakJoins}),
    ${zoneStatesBefore},
    ping as (
      insert into location_pings (id, client_id, user_id, event_id, latitude, longitude, accuracy, recorded_at,
        received_at, idempotency_key)
      select x.ping_row, x.client_id, x.user_id, x.event_id, x.lat, x.lng, x.accuracy, x.at, x.now, x.key
      from x where x.clock_entry_id is not null
      order by x.ord
      on conflict (user_id, idempotency_key) do nothing
      returning id, event_id),
    ${pingAudits(sql`ping.id = x.ping_row`)},
    ${telemetryAnswer},
      ping.id as ping_id
    from x
    left join s0 on s0.user_id = x.user_id
    left join ping on ping.id = x.ping_row
    order by x.ord`,
  );
}

/**
 * Makes a stored position the guard's latest, when their state still belongs to its clock entry and holds nothing
 * newer (what storePositions does for each position it stores).
 */
export async function moveLatestPosition(db: Db, v: PositionValues, clockEntryId: string) {
  await db.execute(sql`
    with async_commit as (select set_config('synchronous_commit', 'off', true))
    update guard_zone_states set latitude = ${v.lat}, longitude = ${v.lng}, accuracy = ${v.accuracy},
      position_at = ${ts(v.at)}, updated_at = ${ts(v.now)}
    where user_id = ${v.userId} and clock_entry_id = ${clockEntryId}
      and (position_at is null or position_at < ${ts(v.at)}) and exists (select from async_commit)`);
}

/** Within a transaction holding the state's lock: write the zone state evaluated from an already stored position. */
export async function saveEvaluatedState(
  db: Db,
  userId: string,
  state: { allowed: string | null; restrictedInside: readonly string[]; breakZone: string | null },
  now: Date,
) {
  await db
    .update(guardZoneStates)
    .set({
      allowed: state.allowed,
      restrictedInside: [...state.restrictedInside],
      breakZone: state.breakZone,
      version: sql`${guardZoneStates.version} + 1`,
      updatedAt: now,
    })
    .where(eq(guardZoneStates.userId, userId));
}

/** Within a transaction: make a stored position the latest of a state row just created for its clock entry. */
export async function setLatestPosition(db: Db, v: PositionValues) {
  const g = guardZoneStates;
  await db
    .update(g)
    .set({ latitude: v.lat, longitude: v.lng, accuracy: v.accuracy, positionAt: v.at, updatedAt: v.now })
    .where(and(eq(g.userId, v.userId), sql`(${g.positionAt} is null or ${g.positionAt} < ${ts(v.at)})`));
}

// ── Idempotency receipts ────────────────────────────────────────────────────────────────────────────────────

/** Claims a key inside the action's transaction; answers the earlier receipt when the key was used before. */
export async function claimReceipt(db: Db, clientId: string, userId: string, key: string, kind: string, now: Date) {
  const r = fieldActionReceipts;
  const inserted = await db
    .insert(r)
    .values({ userId, idempotencyKey: key, clientId, kind, result: {}, createdAt: now })
    .onConflictDoNothing({ target: [r.userId, r.idempotencyKey] })
    .returning({ userId: r.userId });
  if (inserted.length > 0) return undefined;
  const [row] = await db
    .select({ kind: r.kind, result: r.result })
    .from(r)
    .where(and(eq(r.userId, userId), eq(r.idempotencyKey, key)));
  if (!row) throw new Error('receipt vanished');
  return row;
}

export async function saveReceipt(db: Db, userId: string, key: string, result: unknown) {
  const r = fieldActionReceipts;
  await db
    .update(r)
    .set({ result: sql`${JSON.stringify(result)}::jsonb` })
    .where(and(eq(r.userId, userId), eq(r.idempotencyKey, key)));
}

export async function purgeReceipts(db: Db, before: Date) {
  const result = await db.delete(fieldActionReceipts).where(lt(fieldActionReceipts.createdAt, before));
  return result.rowCount ?? 0;
}

// ── Reads for the guard's day ───────────────────────────────────────────────────────────────────────────────

export async function findPositionIntervalSeconds(db: Db, clientId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ seconds: clients.positionIntervalSeconds })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row?.seconds;
}

export type UpcomingEventRow = Pick<
  typeof events.$inferSelect,
  'id' | 'name' | 'siteName' | 'address' | 'timeZone' | 'startAt' | 'endAt'
>;

/** The events `userId` is assigned to now that have not ended by `from` and start before `until`. */
export async function listAssignedEventsBetween(db: Db, clientId: string, userId: string, from: Date, until: Date) {
  const e = events;
  const a = eventAssignments;
  const rows: UpcomingEventRow[] = await db
    .select({
      id: e.id,
      name: e.name,
      siteName: e.siteName,
      address: e.address,
      timeZone: e.timeZone,
      startAt: e.startAt,
      endAt: e.endAt,
    })
    .from(e)
    .innerJoin(a, and(eq(a.eventId, e.id), eq(a.userId, userId), isNull(a.unassignedAt)))
    .where(and(eq(e.clientId, clientId), gt(e.endAt, from), lt(e.startAt, until)))
    .orderBy(asc(e.startAt), asc(e.name))
    .limit(20);
  return rows;
}

export type GuardTaskRow = Pick<typeof tasks.$inferSelect, 'id' | 'title' | 'dueAt'> & {
  eventName: string | null;
  status: string;
};

/** The guard's open tasks, and those done after `doneSince`. */
export async function listGuardTasks(db: Db, clientId: string, userId: string, doneSince: Date) {
  const t = tasks;
  const rows: GuardTaskRow[] = await db
    .select({ id: t.id, title: t.title, eventName: events.name, dueAt: t.dueAt, status: t.status })
    .from(t)
    .leftJoin(events, eq(events.id, t.eventId))
    .where(
      and(
        eq(t.clientId, clientId),
        eq(t.assignedTo, userId),
        sql`(${t.status} in ('open', 'in_progress') or (${t.status} = 'done' and ${t.completedAt} > ${ts(doneSince)}))`,
      ),
    )
    .orderBy(sql`${t.status} = 'done'`, sql`${t.dueAt} nulls last`, asc(t.title))
    .limit(50);
  return rows;
}

// ── The guard's own tasks ───────────────────────────────────────────────────────────────────────────────────

/** Within a transaction: the task of `clientId`, its row locked, or undefined when there is none. */
export async function lockClientTask(db: Db, clientId: string, taskId: string) {
  const [row] = await db
    .select({ assignedTo: tasks.assignedTo, status: tasks.status })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.clientId, clientId)))
    .for('update');
  return row;
}

export async function setTaskStatus(db: Db, taskId: string, status: string, completedAt: Date | null, now: Date) {
  await db
    .update(tasks)
    .set({ status: status as (typeof tasks.$inferInsert)['status'], completedAt, updatedAt: now })
    .where(eq(tasks.id, taskId));
}

/** The shift a clock entry covers, as the attendance rules need it (docs/product/shift-attendance.md). */
export type CoveredShiftRow = Pick<typeof shifts.$inferSelect, 'startAt' | 'endAt' | 'post'> & {
  shiftId: string;
  eventName: string;
  noShowAlertId: string | null;
};

/**
 * Links a new clock entry to the shift of the person's at its event that it covers — the one running at `at`, or
 * starting within `earlyMinutes` — and answers that shift; nothing when none is assigned to them.
 */
export async function linkClockEntryToShift(
  db: Db,
  entry: { id: string; clientId: string; userId: string; eventId: string; at: Date },
  earlyMinutes: number,
): Promise<CoveredShiftRow | undefined> {
  // Found and linked in one statement: raw SQL, its times as text (docs/architecture.md#rows).
  const result = await db.execute<Omit<CoveredShiftRow, 'startAt' | 'endAt'> & { startAt: string; endAt: string }>(sql`
    with covered as (
      select s.id as "shiftId", s.start_at as "startAt", s.end_at as "endAt", s.post, ev.name as "eventName",
        a.no_show_alert_id as "noShowAlertId"
      from shift_assignments a
      join shifts s on s.id = a.shift_id
      join events ev on ev.id = s.event_id
      where a.client_id = ${entry.clientId} and a.user_id = ${entry.userId} and a.status = 'assigned'
        and s.event_id = ${entry.eventId} and s.cancelled_at is null
        and s.start_at - make_interval(mins => ${earlyMinutes}) <= ${ts(entry.at)} and s.end_at > ${ts(entry.at)}
      order by s.start_at
      limit 1),
    linked as (
      update clock_entries c set shift_id = covered."shiftId" from covered where c.id = ${entry.id})
    select * from covered`);
  const row = result.rows[0];
  return row && { ...row, startAt: new Date(row.startAt), endAt: new Date(row.endAt) };
}

/** The shift an open clock entry was linked to at clock-in, if any. */
export async function findShiftOfClockEntry(db: Db, entryId: string): Promise<CoveredShiftRow | undefined> {
  const c = clockEntries;
  const s = shifts;
  const a = shiftAssignments;
  const [row] = await db
    .select({
      shiftId: s.id,
      startAt: s.startAt,
      endAt: s.endAt,
      post: s.post,
      eventName: events.name,
      noShowAlertId: a.noShowAlertId,
    })
    .from(c)
    .innerJoin(s, eq(s.id, c.shiftId))
    .innerJoin(events, eq(events.id, s.eventId))
    .leftJoin(a, and(eq(a.shiftId, s.id), eq(a.userId, c.userId)))
    .where(eq(c.id, entryId));
  return row;
}
