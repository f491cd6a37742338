import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { personName } from '../../db/person-name.ts';
import {
  checkpointScans,
  checkpoints,
  clockEntries,
  events,
  patrolAssignments,
  patrolRouteStops,
  patrolRoutes,
  patrolVisits,
  shiftAssignments,
  shifts,
  users,
} from '../../db/schema.ts';

export type Db = Pick<Database, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;
type Reader = Pick<Database, 'select'>;

// The alias the event-scope predicate names.
const e = alias(events, 'e');

// ── Routes and stops ────────────────────────────────────────────────────────────────────────────────

export interface RouteRow {
  id: string;
  clientId: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface StopRow {
  id: string;
  routeId: string;
  position: number;
  eventId: string;
  eventName: string;
  timeZone: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  windowStart: string;
  windowEnd: string;
  checkpointIds: string[];
}

// A one-table select writes its columns unqualified, so the correlated subquery names the route's table itself.
const everyStopIn = (scope: SQL) =>
  sql`not exists (select 1 from patrol_route_stops s join events e on e.id = s.event_id
    where s.route_id = "patrol_routes"."id" and s.archived_at is null and not (${scope}))`;

const routeColumns = {
  id: patrolRoutes.id,
  clientId: patrolRoutes.clientId,
  name: patrolRoutes.name,
  createdAt: patrolRoutes.createdAt,
  updatedAt: patrolRoutes.updatedAt,
};

/**
 * The client's routes every stop of which is at an event of `scope` (a predicate on `e`): a route is planned and
 * read whole, so one naming a site the caller cannot see stays hidden from them.
 */
export function listRoutes(db: Reader, clientId: string, scope: SQL): Promise<RouteRow[]> {
  return db
    .select(routeColumns)
    .from(patrolRoutes)
    .where(and(eq(patrolRoutes.clientId, clientId), isNull(patrolRoutes.archivedAt), everyStopIn(scope)))
    .orderBy(asc(patrolRoutes.name), asc(patrolRoutes.id));
}

export async function findRoute(db: Reader, clientId: string, scope: SQL, id: string): Promise<RouteRow | undefined> {
  const [row] = await db
    .select(routeColumns)
    .from(patrolRoutes)
    .where(
      and(
        eq(patrolRoutes.id, id),
        eq(patrolRoutes.clientId, clientId),
        isNull(patrolRoutes.archivedAt),
        everyStopIn(scope),
      ),
    );
  return row;
}

/** Takes the route's row lock: edits, removal and assignments of one route go one at a time. */
export async function lockRoute(tx: Db, id: string): Promise<void> {
  await tx.select({ id: patrolRoutes.id }).from(patrolRoutes).where(eq(patrolRoutes.id, id)).for('update');
}

/** The current stops of routes, in route order, with their site. Archived stops when `stopIds` names them. */
export function listStops(db: Reader, where: { routeIds?: string[]; stopIds?: string[] }): Promise<StopRow[]> {
  const s = patrolRouteStops;
  const filter = where.stopIds
    ? inArray(s.id, where.stopIds)
    : and(inArray(s.routeId, where.routeIds ?? []), isNull(s.archivedAt));
  if ((where.stopIds ?? where.routeIds ?? []).length === 0) return Promise.resolve([]);
  return db
    .select({
      id: s.id,
      routeId: s.routeId,
      position: s.position,
      eventId: s.eventId,
      eventName: e.name,
      timeZone: e.timeZone,
      address: e.address,
      latitude: e.latitude,
      longitude: e.longitude,
      windowStart: s.windowStart,
      windowEnd: s.windowEnd,
      checkpointIds: s.checkpointIds,
    })
    .from(s)
    .innerJoin(e, eq(e.id, s.eventId))
    .where(filter)
    .orderBy(asc(s.routeId), asc(s.position));
}

export async function insertRoute(
  tx: Db,
  v: { clientId: string; name: string; createdBy: string; now: Date },
): Promise<string> {
  const [row] = await tx
    .insert(patrolRoutes)
    .values({ clientId: v.clientId, name: v.name, createdBy: v.createdBy, createdAt: v.now, updatedAt: v.now })
    .returning({ id: patrolRoutes.id });
  if (!row) throw new Error('route insert returned nothing');
  return row.id;
}

export async function updateRoute(tx: Db, id: string, patch: { name?: string; archivedAt?: Date }, now: Date) {
  await tx
    .update(patrolRoutes)
    .set({ ...patch, updatedAt: now })
    .where(eq(patrolRoutes.id, id));
}

export async function insertStops(
  tx: Db,
  clientId: string,
  routeId: string,
  stops: { eventId: string; windowStart: string; windowEnd: string; checkpointIds: string[] }[],
): Promise<void> {
  if (stops.length === 0) return;
  await tx.insert(patrolRouteStops).values(stops.map((stop, i) => ({ clientId, routeId, position: i + 1, ...stop })));
}

/** An edit replaces the stops: the former ones stay (archived) for the visits that name them. */
export async function archiveStops(tx: Db, routeId: string, now: Date): Promise<void> {
  await tx
    .update(patrolRouteStops)
    .set({ archivedAt: now })
    .where(and(eq(patrolRouteStops.routeId, routeId), isNull(patrolRouteStops.archivedAt)));
}

/** The events of `ids` within `scope` (a predicate on `e`). */
export function listScopedEvents(db: Reader, scope: SQL, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: e.id, clientId: e.clientId })
    .from(e)
    .where(and(inArray(e.id, ids), scope));
}

export function listCheckpoints(db: Reader, clientId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: checkpoints.id,
      eventId: checkpoints.eventId,
      name: checkpoints.name,
      archivedAt: checkpoints.archivedAt,
    })
    .from(checkpoints)
    .where(and(eq(checkpoints.clientId, clientId), inArray(checkpoints.id, ids)));
}

/** The checkpoints in use at an event, by name. */
export function listEventCheckpoints(db: Reader, eventId: string) {
  return db
    .select({ id: checkpoints.id, name: checkpoints.name })
    .from(checkpoints)
    .where(and(eq(checkpoints.eventId, eventId), isNull(checkpoints.archivedAt)))
    .orderBy(asc(checkpoints.name), asc(checkpoints.id));
}

// ── Assignments ─────────────────────────────────────────────────────────────────────────────────────

export interface ShiftOfRoute {
  id: string;
  clientId: string;
  eventId: string;
  eventName: string;
  post: string;
  startAt: Date;
  endAt: Date;
  cancelledAt: Date | null;
}

/** A shift at an event of `scope` (a predicate on `e`). */
export async function findShift(db: Reader, scope: SQL, id: string): Promise<ShiftOfRoute | undefined> {
  const [row] = await db
    .select({
      id: shifts.id,
      clientId: shifts.clientId,
      eventId: shifts.eventId,
      eventName: e.name,
      post: shifts.post,
      startAt: shifts.startAt,
      endAt: shifts.endAt,
      cancelledAt: shifts.cancelledAt,
    })
    .from(shifts)
    .innerJoin(e, eq(e.id, shifts.eventId))
    .where(and(eq(shifts.id, id), scope));
  return row;
}

/** Gives the route to the shift; null when the shift already has a route (one per shift, by its unique index). */
export async function insertAssignment(
  tx: Db,
  v: { clientId: string; routeId: string; shiftId: string; assignedBy: string; now: Date },
): Promise<string | null> {
  const [row] = await tx
    .insert(patrolAssignments)
    .values({
      clientId: v.clientId,
      routeId: v.routeId,
      shiftId: v.shiftId,
      assignedBy: v.assignedBy,
      assignedAt: v.now,
    })
    .onConflictDoNothing()
    .returning({ id: patrolAssignments.id });
  return row?.id ?? null;
}

/** The route a shift runs (its name), when it has one. */
export async function routeOfShift(db: Reader, shiftId: string) {
  const [row] = await db
    .select({ assignmentId: patrolAssignments.id, routeId: patrolRoutes.id, routeName: patrolRoutes.name })
    .from(patrolAssignments)
    .innerJoin(patrolRoutes, eq(patrolRoutes.id, patrolAssignments.routeId))
    .where(eq(patrolAssignments.shiftId, shiftId));
  return row;
}

export async function findAssignment(db: Reader, routeId: string, id: string) {
  const [row] = await db
    .select({ id: patrolAssignments.id, shiftId: patrolAssignments.shiftId, endAt: shifts.endAt })
    .from(patrolAssignments)
    .innerJoin(shifts, eq(shifts.id, patrolAssignments.shiftId))
    .where(and(eq(patrolAssignments.id, id), eq(patrolAssignments.routeId, routeId)));
  return row;
}

export async function deleteAssignment(tx: Db, id: string): Promise<void> {
  await tx.delete(patrolAssignments).where(eq(patrolAssignments.id, id));
}

/** Removing a route takes it off the shifts that have not started; those under way or past keep it. */
export async function deleteFutureAssignments(tx: Db, routeId: string, now: Date): Promise<void> {
  await tx
    .delete(patrolAssignments)
    .where(
      and(
        eq(patrolAssignments.routeId, routeId),
        sql`${patrolAssignments.shiftId} in (select id from shifts where start_at > ${now})`,
      ),
    );
}

export interface AssignmentRow {
  id: string;
  clientId: string;
  routeId: string;
  routeName: string;
  shiftId: string;
  eventId: string;
  eventName: string;
  post: string;
  startAt: Date;
  endAt: Date;
}

const assignmentColumns = {
  id: patrolAssignments.id,
  clientId: patrolAssignments.clientId,
  routeId: patrolAssignments.routeId,
  routeName: patrolRoutes.name,
  shiftId: patrolAssignments.shiftId,
  eventId: shifts.eventId,
  eventName: e.name,
  post: shifts.post,
  startAt: shifts.startAt,
  endAt: shifts.endAt,
};

function selectAssignments(db: Reader) {
  return db
    .select(assignmentColumns)
    .from(patrolAssignments)
    .innerJoin(patrolRoutes, eq(patrolRoutes.id, patrolAssignments.routeId))
    .innerJoin(shifts, eq(shifts.id, patrolAssignments.shiftId))
    .innerJoin(e, eq(e.id, shifts.eventId));
}

/** A route's nights: its shifts (not cancelled) meeting [from, to), oldest first. */
export function listAssignments(db: Reader, routeId: string, from: Date, to: Date): Promise<AssignmentRow[]> {
  return selectAssignments(db)
    .where(
      and(
        eq(patrolAssignments.routeId, routeId),
        isNull(shifts.cancelledAt),
        lt(shifts.startAt, to),
        gt(shifts.endAt, from),
      ),
    )
    .orderBy(asc(shifts.startAt), asc(patrolAssignments.id))
    .limit(400);
}

/**
 * The night a guard runs now or next: a shift of theirs with a route, under way at `now` or starting within
 * `aheadMs`, the one under way first.
 */
export async function findRunsheetAssignment(
  db: Reader,
  clientId: string,
  userId: string,
  now: Date,
  aheadMs: number,
): Promise<AssignmentRow | undefined> {
  const [row] = await selectAssignments(db)
    .where(
      and(
        eq(patrolAssignments.clientId, clientId),
        isNull(shifts.cancelledAt),
        isNull(patrolRoutes.archivedAt),
        gt(shifts.endAt, now),
        lte(shifts.startAt, new Date(now.getTime() + aheadMs)),
        sql`exists (select 1 from shift_assignments sa where sa.shift_id = ${shifts.id} and sa.user_id = ${userId}
          and sa.status = 'assigned')`,
      ),
    )
    .orderBy(sql`(${shifts.startAt} <= ${now}) desc`, asc(shifts.startAt))
    .limit(1);
  return row;
}

/**
 * The assignments whose shifts (not cancelled) overlap (since, now] across every client: the windows of those
 * nights that have closed are judged.
 */
export function listAssignmentsToJudge(db: Reader, since: Date, now: Date): Promise<AssignmentRow[]> {
  return selectAssignments(db)
    .where(and(isNull(shifts.cancelledAt), lt(shifts.startAt, now), gt(shifts.endAt, since)))
    .orderBy(asc(shifts.startAt), asc(patrolAssignments.id));
}

/**
 * The people of shifts: those assigned, then anyone else who clocked in to them (a swap on the night); each
 * list in assignment order.
 */
export async function listShiftPeople(db: Reader, shiftIds: string[]) {
  const people = new Map<string, { id: string; name: string }[]>();
  if (shiftIds.length === 0) return people;
  const assigned = await db
    .select({ shiftId: shiftAssignments.shiftId, id: users.id, name: personName(users) })
    .from(shiftAssignments)
    .innerJoin(users, eq(users.id, shiftAssignments.userId))
    .where(and(inArray(shiftAssignments.shiftId, shiftIds), eq(shiftAssignments.status, 'assigned')))
    .orderBy(asc(shiftAssignments.assignedAt), asc(users.id));
  const clocked = await db
    .select({ shiftId: sql<string>`${clockEntries.shiftId}`, id: users.id, name: personName(users) })
    .from(clockEntries)
    .innerJoin(users, eq(users.id, clockEntries.userId))
    .where(inArray(clockEntries.shiftId, shiftIds));
  for (const row of [...assigned, ...clocked]) {
    const list = people.get(row.shiftId) ?? [];
    if (!list.some((p) => p.id === row.id)) list.push({ id: row.id, name: row.name });
    people.set(row.shiftId, list);
  }
  return people;
}

/** Scans of the checkpoints by the people within [from, to). */
export function listScans(db: Reader, userIds: string[], checkpointIds: string[], from: Date, to: Date) {
  if (userIds.length === 0 || checkpointIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      checkpointId: checkpointScans.checkpointId,
      userId: checkpointScans.userId,
      scannedAt: checkpointScans.scannedAt,
    })
    .from(checkpointScans)
    .where(
      and(
        inArray(checkpointScans.userId, userIds),
        inArray(checkpointScans.checkpointId, checkpointIds),
        gte(checkpointScans.scannedAt, from),
        lt(checkpointScans.scannedAt, to),
      ),
    );
}

// ── Visits ──────────────────────────────────────────────────────────────────────────────────────────

export interface VisitRow {
  id: string;
  assignmentId: string;
  stopId: string;
  windowStartsAt: Date;
  windowEndsAt: Date;
  status: 'visited' | 'missed';
  visitedAt: Date | null;
}

export function listVisits(db: Reader, assignmentIds: string[]): Promise<VisitRow[]> {
  if (assignmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: patrolVisits.id,
      assignmentId: patrolVisits.assignmentId,
      stopId: patrolVisits.stopId,
      windowStartsAt: patrolVisits.windowStartsAt,
      windowEndsAt: patrolVisits.windowEndsAt,
      status: patrolVisits.status,
      visitedAt: patrolVisits.visitedAt,
    })
    .from(patrolVisits)
    .where(inArray(patrolVisits.assignmentId, assignmentIds));
}

/** Judges a window once: null when another check judged it first. */
export async function insertVisit(
  tx: Db,
  v: {
    clientId: string;
    assignmentId: string;
    stopId: string;
    eventId: string;
    windowStartsAt: Date;
    windowEndsAt: Date;
    status: 'visited' | 'missed';
    visitedAt: Date | null;
    guardId: string | null;
    now: Date;
  },
): Promise<string | null> {
  const { now, ...values } = v;
  const [row] = await tx
    .insert(patrolVisits)
    .values({ ...values, judgedAt: now })
    .onConflictDoNothing()
    .returning({ id: patrolVisits.id });
  return row?.id ?? null;
}

export async function setVisitAlert(tx: Db, id: string, alertId: string): Promise<void> {
  await tx.update(patrolVisits).set({ alertId }).where(eq(patrolVisits.id, id));
}

// ── Scanning on a patrol ────────────────────────────────────────────────────────────────────────────

/** Whether the route the shift runs has a current stop with the checkpoint: its guard may scan it there. */
export async function shiftPatrolsCheckpoint(db: Reader, shiftId: string, checkpointId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(patrolAssignments)
    .innerJoin(patrolRouteStops, eq(patrolRouteStops.routeId, patrolAssignments.routeId))
    .where(
      and(
        eq(patrolAssignments.shiftId, shiftId),
        isNull(patrolRouteStops.archivedAt),
        sql`${checkpointId}::uuid = any(${patrolRouteStops.checkpointIds})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
