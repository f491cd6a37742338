import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ScanFlag } from '../../../shared/tour-schedule.ts';
import type { Actor } from '../../access/actor.ts';
import { eventVisible, recordVisible } from '../../access/event-scope.ts';
import type { Database } from '../../db/client.ts';
import { personName, personNameOfAlias } from '../../db/person-name.ts';
import { pickColumns } from '../../db/pick-columns.ts';
import {
  breaks,
  checkCalls,
  checkpointScans,
  checkpoints,
  clockEntries,
  events,
  locationPings,
  tourRuns,
  tours,
  users,
  welfareAlerts,
} from '../../db/schema.ts';

/* The SQL of checkpoints, tours, runs, scans and check-calls (docs/product/tours-and-check-calls.md). */

export type Db = Pick<Database, 'execute' | 'select' | 'insert' | 'update'>;

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The row (of a table aliased `x`, with an `event_id`) is on an event the actor's event scope lets see. */
const onVisibleEvent = (actor: Actor, x: string) =>
  sql`${sql.raw(x)}.event_id in (select e.id from events e where ${eventVisible(actor.eventScope, 'e')})`;

const checkpointKeys = [
  'id',
  'clientId',
  'eventId',
  'name',
  'latitude',
  'longitude',
  'radiusMeters',
  'instructions',
  'token',
  'createdAt',
] as const;
export type CheckpointRow = Pick<typeof checkpoints.$inferSelect, (typeof checkpointKeys)[number]>;

// The alias the access predicate names (onVisibleEvent(actor, 'c') is a predicate on `c`).
const c = alias(checkpoints, 'c');

/** The columns of a CheckpointRow, of checkpoints aliased `c`. */
const checkpointColumns = pickColumns(c, checkpointKeys);

export async function insertCheckpoint(
  db: Db,
  v: {
    clientId: string;
    eventId: string;
    name: string;
    latitude: number;
    longitude: number;
    radiusMeters: number;
    instructions: string | null;
    token: string;
    now: Date;
  },
): Promise<string> {
  const { now, ...values } = v;
  const rows = await db
    .insert(checkpoints)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: checkpoints.id });
  return firstId(rows, 'checkpoint');
}

/** The checkpoints of an event not removed (visible to the caller: checked by the service), oldest first. */
export async function listEventCheckpoints(db: Db, eventId: string): Promise<CheckpointRow[]> {
  return db
    .select(checkpointColumns)
    .from(c)
    .where(and(eq(c.eventId, eventId), isNull(c.archivedAt)))
    .orderBy(asc(c.createdAt), asc(c.name));
}

/** The names of checkpoints, removed ones too (a past run names what it expected). */
export async function checkpointNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: checkpoints.id, name: checkpoints.name })
    .from(checkpoints)
    .where(inArray(checkpoints.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A checkpoint the actor may see (its event in their scope), locked for a change. */
export async function lockVisibleCheckpoint(db: Db, actor: Actor, id: string): Promise<CheckpointRow | undefined> {
  const [row] = await db
    .select(checkpointColumns)
    .from(c)
    .where(and(eq(c.id, id), isNull(c.archivedAt), onVisibleEvent(actor, 'c')))
    .for('update', { of: c });
  return row;
}

export async function updateCheckpoint(
  db: Db,
  id: string,
  v: {
    name?: string;
    latitude?: number;
    longitude?: number;
    radiusMeters?: number;
    instructions?: string | null;
  },
  now: Date,
): Promise<CheckpointRow> {
  // What is left out (undefined) stays as it is.
  const [row] = await db
    .update(checkpoints)
    .set({
      updatedAt: now,
      name: v.name,
      latitude: v.latitude,
      longitude: v.longitude,
      radiusMeters: v.radiusMeters,
      instructions: v.instructions,
    })
    .where(eq(checkpoints.id, id))
    .returning({
      id: checkpoints.id,
      clientId: checkpoints.clientId,
      eventId: checkpoints.eventId,
      name: checkpoints.name,
      latitude: checkpoints.latitude,
      longitude: checkpoints.longitude,
      radiusMeters: checkpoints.radiusMeters,
      instructions: checkpoints.instructions,
      token: checkpoints.token,
      createdAt: checkpoints.createdAt,
    });
  if (!row) throw new Error('checkpoint update returned nothing');
  return row;
}

/** Removes a checkpoint, keeping its row for the scans that name it. */
export async function archiveCheckpoint(db: Db, id: string, now: Date) {
  await db.update(checkpoints).set({ archivedAt: now, updatedAt: now }).where(eq(checkpoints.id, id));
}

export async function setCheckpointToken(db: Db, id: string, token: string, now: Date) {
  await db.update(checkpoints).set({ token, updatedAt: now }).where(eq(checkpoints.id, id));
}

export type ScanTargetRow = CheckpointRow & { eventName: string; timeZone: string };

/** The checkpoint a label's token names, with its event; none for an unknown or rotated token. */
export async function findCheckpointByToken(db: Db, token: string): Promise<ScanTargetRow | undefined> {
  const [row] = await db
    .select({ ...checkpointColumns, eventName: events.name, timeZone: events.timeZone })
    .from(c)
    .innerJoin(events, eq(events.id, c.eventId))
    .where(and(eq(c.token, token), isNull(c.archivedAt)));
  return row;
}

/**
 * The event, when the actor's event scope lets see it (an admin: in any client, as the events module answers), with
 * its client: checkpoints and tours are written in the event's client.
 */
export async function findVisibleEventNameAndZone(db: Db, actor: Actor, eventId: string) {
  const e = alias(events, 'e');
  const [row] = await db
    .select({ name: e.name, timeZone: e.timeZone, clientId: e.clientId })
    .from(e)
    .where(and(eq(e.id, eventId), eventVisible(actor.eventScope, 'e')));
  return row;
}

/** Which of `ids` are checkpoints of the event. */
export async function checkpointsOfEvent(db: Db, eventId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: checkpoints.id })
    .from(checkpoints)
    .where(and(eq(checkpoints.eventId, eventId), isNull(checkpoints.archivedAt), inArray(checkpoints.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

// ── Tours and runs ──────────────────────────────────────────────────────────────────────────────────────

/** A tour's columns, as `tourColumns` selects them (the daily activity report reads tours this way too). */
const tourKeys = [
  'id',
  'clientId',
  'eventId',
  'name',
  'checkpointIds',
  'ordered',
  'startTime',
  'endTime',
  'everyMinutes',
  'graceMinutes',
  'validFrom',
  'archivedAt',
] as const;
export type TourRow = Pick<typeof tours.$inferSelect, (typeof tourKeys)[number]>;

// The alias the access predicates name (onVisibleEvent(actor, 't') and recordVisible(actor, 't') are on `t`).
const t = alias(tours, 't');

/** The columns of a TourRow, of tours aliased `t`. */
const tourColumns = pickColumns(t, tourKeys);

export async function insertTour(
  db: Db,
  v: {
    clientId: string;
    eventId: string;
    name: string;
    checkpointIds: readonly string[];
    ordered: boolean;
    startTime: string;
    endTime: string;
    everyMinutes: number;
    graceMinutes: number;
    now: Date;
  },
): Promise<string> {
  const { now, checkpointIds, ...values } = v;
  const rows = await db
    .insert(tours)
    .values({ ...values, checkpointIds: [...checkpointIds], createdAt: now })
    .returning({ id: tours.id });
  return firstId(rows, 'tour');
}

/** The event's tours not removed (former versions of edited tours are removed ones). */
export async function listEventTours(db: Db, eventId: string): Promise<TourRow[]> {
  return db
    .select(tourColumns)
    .from(t)
    .where(and(eq(t.eventId, eventId), isNull(t.archivedAt)))
    .orderBy(asc(t.createdAt), asc(t.name));
}

/**
 * The tours of a client's event in force at some time in [from, to): not removed before it, valid from before its
 * end (the daily activity report).
 */
export async function toursOfEventBetween(
  db: Pick<Db, 'select'>,
  clientId: string,
  eventId: string,
  from: Date,
  to: Date,
): Promise<TourRow[]> {
  return db
    .select(tourColumns)
    .from(t)
    .where(
      and(
        eq(t.clientId, clientId),
        eq(t.eventId, eventId),
        or(isNull(t.archivedAt), gt(t.archivedAt, from)),
        or(isNull(t.validFrom), lt(t.validFrom, to)),
      ),
    )
    .orderBy(asc(t.name), asc(t.id));
}

/**
 * Tours holding the checkpoint, removed ones and former versions too: a run under way when its tour changed
 * belongs to the former version (the caller keeps the runs within each one's life, see tourLifeHolds).
 */
export async function listToursWithCheckpoint(db: Db, checkpointId: string): Promise<TourRow[]> {
  return db
    .select(tourColumns)
    .from(t)
    .where(sql`${checkpointId}::uuid = any(${t.checkpointIds})`)
    .orderBy(asc(t.createdAt));
}

/** The live tours holding the checkpoint, locked for a change. */
export async function lockLiveToursWithCheckpoint(db: Db, checkpointId: string): Promise<TourRow[]> {
  return db
    .select(tourColumns)
    .from(t)
    .where(and(sql`${checkpointId}::uuid = any(${t.checkpointIds})`, isNull(t.archivedAt)))
    .orderBy(asc(t.createdAt))
    .for('update', { of: t });
}

/** A live tour the actor may see (its event in their scope), locked for a change. */
export async function lockVisibleTour(db: Db, actor: Actor, id: string): Promise<TourRow | undefined> {
  const [row] = await db
    .select(tourColumns)
    .from(t)
    .where(and(eq(t.id, id), isNull(t.archivedAt), onVisibleEvent(actor, 't')))
    .for('update', { of: t });
  return row;
}

/**
 * Keeps the tour as it is now as a removed copy holding its runs starting before `now` (their rows move to it),
 * so that the tour itself can change for the runs from `now` on. Returns the copy's id.
 */
export async function keepFormerTourVersion(db: Db, id: string, now: Date): Promise<string> {
  // The caller holds the tour's row lock (lockVisibleTour): it cannot change between the read and the copy.
  const [tour] = await db
    .select({ ...tourColumns, createdAt: t.createdAt })
    .from(t)
    .where(eq(t.id, id));
  const rows = tour
    ? await db
        .insert(tours)
        .values({
          clientId: tour.clientId,
          eventId: tour.eventId,
          name: tour.name,
          checkpointIds: tour.checkpointIds,
          ordered: tour.ordered,
          startTime: tour.startTime,
          endTime: tour.endTime,
          everyMinutes: tour.everyMinutes,
          graceMinutes: tour.graceMinutes,
          createdAt: tour.createdAt,
          validFrom: tour.validFrom,
          archivedAt: now,
        })
        .returning({ id: tours.id })
    : [];
  const copy = firstId(rows, 'tour version');
  await db
    .update(tourRuns)
    .set({ tourId: copy })
    .where(and(eq(tourRuns.tourId, id), lt(tourRuns.startsAt, now)));
  return copy;
}

export async function updateTourFrom(
  db: Db,
  id: string,
  v: {
    name: string;
    checkpointIds: readonly string[];
    ordered: boolean;
    startTime: string;
    endTime: string;
    everyMinutes: number;
    graceMinutes: number;
  },
  now: Date,
): Promise<TourRow> {
  const [row] = await db
    .update(tours)
    .set({ ...v, checkpointIds: [...v.checkpointIds], validFrom: now })
    .where(eq(tours.id, id))
    .returning({
      id: tours.id,
      clientId: tours.clientId,
      eventId: tours.eventId,
      name: tours.name,
      checkpointIds: tours.checkpointIds,
      ordered: tours.ordered,
      startTime: tours.startTime,
      endTime: tours.endTime,
      everyMinutes: tours.everyMinutes,
      graceMinutes: tours.graceMinutes,
      validFrom: tours.validFrom,
      archivedAt: tours.archivedAt,
    });
  if (!row) throw new Error('tour update returned nothing');
  return row;
}

/** Removes a tour: no runs start from `now` on; the row stays for its past runs. */
export async function archiveTour(db: Db, id: string, now: Date) {
  await db.update(tours).set({ archivedAt: now }).where(eq(tours.id, id));
}

/** A tour with its event's name, zone and dates. */
export type TourToJudgeRow = TourRow & { eventName: string; timeZone: string; eventStart: Date; eventEnd: Date };

const tourEvent = alias(events, 'e');

/** The columns of a TourToJudgeRow: a tour `t` with its event `e`. */
const tourToJudgeColumns = {
  ...tourColumns,
  eventName: tourEvent.name,
  timeZone: tourEvent.timeZone,
  eventStart: tourEvent.startAt,
  eventEnd: tourEvent.endAt,
};

/** Tours of events that ran at some time in [from, to]: their runs closing then are judged. */
export async function listToursOfEventsBetween(db: Db, from: Date, to: Date): Promise<TourToJudgeRow[]> {
  return db
    .select(tourToJudgeColumns)
    .from(t)
    .innerJoin(tourEvent, eq(tourEvent.id, t.eventId))
    .where(and(lt(tourEvent.startAt, to), sql`${tourEvent.endAt} > ${ts(from)} - interval '2 days'`))
    .orderBy(asc(t.id));
}

/** The run's row (made on first need), its id. */
export async function ensureTourRun(
  db: Db,
  v: { clientId: string; tourId: string; startsAt: Date; endsAt: Date; closesAt: Date },
): Promise<string> {
  const rows = await db
    .insert(tourRuns)
    .values(v)
    // A no-op update so that the row another transaction made is returned too.
    .onConflictDoUpdate({ target: [tourRuns.tourId, tourRuns.startsAt], set: { tourId: sql.raw('excluded.tour_id') } })
    .returning({ id: tourRuns.id });
  return firstId(rows, 'tour run');
}

/** Claims a closed run not judged yet (locked; another process skips it); undefined when judged or taken. */
export async function claimUnjudgedRun(db: Db, runId: string): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: tourRuns.id })
    .from(tourRuns)
    .where(and(eq(tourRuns.id, runId), isNull(tourRuns.closedAt)))
    .for('update', { skipLocked: true });
  return row;
}

/** The starts of the tour's runs already judged since `from`. */
export async function listJudgedRunStarts(db: Db, tourId: string, from: Date): Promise<Set<number>> {
  const rows = await db
    .select({ startsAt: tourRuns.startsAt })
    .from(tourRuns)
    .where(and(eq(tourRuns.tourId, tourId), gte(tourRuns.startsAt, from), isNotNull(tourRuns.closedAt)));
  return new Set(rows.map((r) => r.startsAt.getTime()));
}

/** The run's judgement, its row locked until the transaction ends (the judging check skips it meanwhile). */
export async function lockRunJudgement(db: Db, runId: string) {
  const [row] = await db
    .select({ closedAt: tourRuns.closedAt, missedAlertId: tourRuns.missedAlertId })
    .from(tourRuns)
    .where(eq(tourRuns.id, runId))
    .for('update');
  return row;
}

export async function markRunJudged(db: Db, runId: string, now: Date, alertId: string | null) {
  await db.update(tourRuns).set({ closedAt: now, missedAlertId: alertId }).where(eq(tourRuns.id, runId));
}

export type ScanRow = Pick<typeof checkpointScans.$inferSelect, 'checkpointId' | 'scannedAt' | 'tourRunId'> & {
  flagged: ScanFlag | null;
  flags: ScanFlag[];
};

/** The scans of the checkpoints within [from, to). */
export async function listScansBetween(
  db: Db,
  checkpointIds: readonly string[],
  from: Date,
  to: Date,
): Promise<ScanRow[]> {
  if (checkpointIds.length === 0) return [];
  const s = checkpointScans;
  return db
    .select({
      checkpointId: s.checkpointId,
      scannedAt: s.scannedAt,
      flagged: sql<ScanFlag | null>`${s.flagged}`,
      flags: sql<ScanFlag[]>`${s.flags}`,
      tourRunId: s.tourRunId,
    })
    .from(s)
    .where(and(inArray(s.checkpointId, [...checkpointIds]), gte(s.scannedAt, from), lt(s.scannedAt, to)))
    .orderBy(asc(s.scannedAt));
}

/** A scan with its position (`latitude is not null`). */
export type NeighbourScanRow = Pick<typeof checkpointScans.$inferSelect, 'accuracy' | 'scannedAt'> & {
  latitude: number;
  longitude: number;
};

/** Scans with a position of the same token (any guard) or of the same guard, within `hours` of `at`. */
export async function listNeighbourScans(db: Db, checkpointId: string, userId: string, at: Date, hours: number) {
  const s = checkpointScans;
  const rows: NeighbourScanRow[] = await db
    .select({
      latitude: sql<number>`${s.latitude}`,
      longitude: sql<number>`${s.longitude}`,
      accuracy: s.accuracy,
      scannedAt: s.scannedAt,
    })
    .from(s)
    .where(
      and(
        or(eq(s.checkpointId, checkpointId), eq(s.userId, userId)),
        isNotNull(s.latitude),
        sql`${s.scannedAt} between ${ts(at)} - make_interval(hours => ${hours}) and ${ts(at)} + make_interval(hours => ${hours})`,
      ),
    )
    .orderBy(sql`abs(extract(epoch from ${s.scannedAt} - ${ts(at)}))`)
    .limit(50);
  return rows;
}

export async function insertScan(
  db: Db,
  v: {
    clientId: string;
    checkpointId: string;
    eventId: string;
    userId: string;
    tourRunId: string | null;
    at: Date;
    lat: number | null;
    lng: number | null;
    accuracy: number | null;
    flagged: ScanFlag | null;
    flags: readonly ScanFlag[];
    /** When the server received it. */
    now: Date;
  },
): Promise<string> {
  const rows = await db
    .insert(checkpointScans)
    .values({
      clientId: v.clientId,
      checkpointId: v.checkpointId,
      eventId: v.eventId,
      userId: v.userId,
      tourRunId: v.tourRunId,
      scannedAt: v.at,
      latitude: v.lat,
      longitude: v.lng,
      accuracy: v.accuracy,
      flagged: v.flagged,
      flags: [...v.flags],
      receivedAt: v.now,
      createdAt: v.now,
    })
    .returning({ id: checkpointScans.id });
  return firstId(rows, 'scan');
}

/** The guard's clock entry covering `at` (open, or closed after it). */
export async function findEntryCovering(db: Db, clientId: string, userId: string, at: Date) {
  const c = clockEntries;
  const [row] = await db
    .select({ id: c.id, eventId: c.eventId, shiftId: c.shiftId })
    .from(c)
    .where(
      and(
        eq(c.clientId, clientId),
        eq(c.userId, userId),
        lte(c.clockIn, at),
        or(isNull(c.clockOut), gte(c.clockOut, at)),
      ),
    )
    .orderBy(desc(c.clockIn))
    .limit(1);
  return row;
}

export async function insertCheckCall(
  db: Db,
  v: {
    clientId: string;
    userId: string;
    eventId: string | null;
    at: Date;
    lat: number | null;
    lng: number | null;
    accuracy: number | null;
  },
): Promise<string> {
  const rows = await db
    .insert(checkCalls)
    .values({
      clientId: v.clientId,
      userId: v.userId,
      eventId: v.eventId,
      at: v.at,
      latitude: v.lat,
      longitude: v.lng,
      accuracy: v.accuracy,
    })
    .returning({ id: checkCalls.id });
  return firstId(rows, 'check-call');
}

// ── Welfare: check-calls and no movement ──────────────────────────────────────────────────────────────

export interface WelfareEntryRow extends Record<string, unknown> {
  entry_id: string;
  client_id: string;
  user_id: string;
  guard_name: string;
  event_id: string;
  event_name: string;
  time_zone: string;
  clock_in: Date;
  check_call_minutes: number | null;
  no_movement_minutes: number | null;
  last_answer: Date | null;
}

/** Open clock entries on events with check-calls or no-movement alerts, with the guard's last answer since. */
export async function listWelfareEntries(db: Db, userId?: string): Promise<WelfareEntryRow[]> {
  const result = await db.execute<WelfareEntryRow>(sql`
    select c.id as entry_id, c.client_id, c.user_id, ${personNameOfAlias('u')} as guard_name, c.event_id, e.name as event_name,
      e.time_zone, c.clock_in, e.check_call_minutes, e.no_movement_minutes,
      greatest(
        (select max(k.at) from check_calls k where k.user_id = c.user_id and k.at >= c.clock_in),
        (select max(s.scanned_at) from checkpoint_scans s where s.user_id = c.user_id and s.scanned_at >= c.clock_in)
      ) as last_answer
    from clock_entries c
    join events e on e.id = c.event_id
    join users u on u.id = c.user_id
    where c.clock_out is null
      and (e.check_call_minutes is not null or e.no_movement_minutes is not null)
      ${userId ? sql`and c.user_id = ${userId}` : sql``}
    order by c.clock_in`);
  return result.rows;
}

export async function listBreaksSince(db: Db, userId: string, since: Date) {
  return db
    .select({ startAt: breaks.startAt, endAt: breaks.endAt })
    .from(breaks)
    .where(and(eq(breaks.userId, userId), or(isNull(breaks.endAt), gt(breaks.endAt, since))))
    .orderBy(asc(breaks.startAt));
}

/** The guard's positions since `since`, newest first (at most `limit`). */
export async function listPositionsSince(db: Db, userId: string, since: Date, limit: number) {
  const p = locationPings;
  return db
    .select({ lat: p.latitude, lng: p.longitude, at: p.recordedAt })
    .from(p)
    .where(and(eq(p.userId, userId), gte(p.recordedAt, since)))
    .orderBy(desc(p.recordedAt))
    .limit(limit);
}

/** Claims the welfare alert of an entry, due time and level; false when it was raised already. */
export async function claimWelfareAlert(db: Db, entryId: string, dueAt: Date, level: string): Promise<boolean> {
  const rows = await db
    .insert(welfareAlerts)
    .values({ clockEntryId: entryId, dueAt, level })
    .onConflictDoNothing()
    .returning({ level: welfareAlerts.level });
  return rows.length > 0;
}

export async function setWelfareAlertId(db: Db, entryId: string, dueAt: Date, level: string, alertId: string) {
  const w = welfareAlerts;
  await db
    .update(w)
    .set({ alertId })
    .where(and(eq(w.clockEntryId, entryId), eq(w.dueAt, dueAt), eq(w.level, level)));
}

// ── The tour report ─────────────────────────────────────────────────────────────────────────────────────

/** Tours the actor may see (their event in the actor's scope) of events running at some time in [from, to). */
export async function listVisibleToursBetween(db: Db, actor: Actor, from: Date, to: Date): Promise<TourToJudgeRow[]> {
  return db
    .select(tourToJudgeColumns)
    .from(t)
    .innerJoin(tourEvent, eq(tourEvent.id, t.eventId))
    .where(and(recordVisible(actor, 't'), lt(tourEvent.startAt, to), gt(tourEvent.endAt, from)))
    .orderBy(asc(tourEvent.name), asc(t.name), asc(t.id));
}

export async function listRunIds(db: Db, tourIds: readonly string[], from: Date, to: Date) {
  if (tourIds.length === 0) return [];
  return db
    .select({ id: tourRuns.id, tourId: tourRuns.tourId, startsAt: tourRuns.startsAt })
    .from(tourRuns)
    .where(
      and(
        inArray(tourRuns.tourId, [...tourIds]),
        sql`${tourRuns.startsAt} >= ${ts(from)} - interval '1 day'`,
        lt(tourRuns.startsAt, to),
      ),
    );
}

function firstId(rows: readonly { id: string }[], what: string): string {
  const row = rows[0];
  if (!row) throw new Error(`${what} insert returned nothing`);
  return row.id;
}

// ── One run of the report ───────────────────────────────────────────────────────────────────────────────

export type VisibleRunRow = TourToJudgeRow & { runId: string } & Pick<
    typeof tourRuns.$inferSelect,
    'startsAt' | 'endsAt' | 'closesAt'
  >;

/** The run and its tour when the actor may see the tour's event (another client's, or out of scope: undefined). */
export async function findVisibleRun(db: Db, actor: Actor, runId: string): Promise<VisibleRunRow | undefined> {
  const r = tourRuns;
  const [row] = await db
    .select({ ...tourToJudgeColumns, runId: r.id, startsAt: r.startsAt, endsAt: r.endsAt, closesAt: r.closesAt })
    .from(r)
    .innerJoin(t, and(eq(t.id, r.tourId), eq(t.clientId, r.clientId)))
    .innerJoin(tourEvent, eq(tourEvent.id, t.eventId))
    .where(and(eq(r.id, runId), recordVisible(actor, 't')));
  return row;
}

/** The checkpoints by id (those deleted since are left out). */
export async function listCheckpointsByIds(db: Db, ids: readonly string[]): Promise<CheckpointRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(checkpointColumns)
    .from(c)
    .where(inArray(c.id, [...ids]));
}

export type RunScanRow = Pick<
  typeof checkpointScans.$inferSelect,
  'id' | 'checkpointId' | 'userId' | 'scannedAt' | 'latitude' | 'longitude' | 'accuracy' | 'receivedAt'
> & { guardName: string; flagged: ScanFlag | null; flags: ScanFlag[] };

/** Every scan of the checkpoints within [from, to), with the guard's name, oldest first. */
export async function listScansWithGuards(
  db: Db,
  checkpointIds: readonly string[],
  from: Date,
  to: Date,
): Promise<RunScanRow[]> {
  if (checkpointIds.length === 0) return [];
  const s = checkpointScans;
  return db
    .select({
      id: s.id,
      checkpointId: s.checkpointId,
      userId: s.userId,
      guardName: personName(users),
      scannedAt: s.scannedAt,
      latitude: s.latitude,
      longitude: s.longitude,
      accuracy: s.accuracy,
      flagged: sql<ScanFlag | null>`${s.flagged}`,
      flags: sql<ScanFlag[]>`${s.flags}`,
      receivedAt: s.receivedAt,
    })
    .from(s)
    .innerJoin(users, eq(users.id, s.userId))
    .where(and(inArray(s.checkpointId, [...checkpointIds]), gte(s.scannedAt, from), lt(s.scannedAt, to)))
    .orderBy(asc(s.scannedAt), asc(s.id));
}
