import { and, asc, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CallActionKind, CallSource } from '../../../shared/contract/dispatch.ts';
import type { CallOutcome, CallStatus, CallType } from '../../../shared/dispatch-rules.ts';
import type { Database } from '../../db/client.ts';
import { personName } from '../../db/person-name.ts';
import {
  clients,
  clockEntries,
  contracts,
  customers,
  dispatchCallEvents,
  dispatchCalls,
  events,
  guardZoneStates,
  incidentReports,
  users,
} from '../../db/schema.ts';

export type Db = Pick<Database, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

// The alias the access predicate names (callVisible: a predicate on the call `x`).
const x = alias(dispatchCalls, 'x');
const ev = alias(events, 'ev');
const cu = alias(customers, 'cu');
const assignee = alias(users, 'asg');
const creator = alias(users, 'cby');

const openStatuses: CallStatus[] = ['new', 'assigned', 'acknowledged', 'en_route', 'on_scene'];
const isOpen = sql`${x.status} not in ('cleared', 'cancelled')`;

export type CallRow = typeof dispatchCalls.$inferSelect & {
  eventName: string | null;
  siteName: string | null;
  eventLat: number | null;
  eventLng: number | null;
  customerName: string | null;
  assigneeName: string | null;
  createdByName: string | null;
};

function selectCalls(db: Pick<Database, 'select'>) {
  return db
    .select({
      id: x.id,
      clientId: x.clientId,
      eventId: x.eventId,
      customerId: x.customerId,
      address: x.address,
      latitude: x.latitude,
      longitude: x.longitude,
      type: x.type,
      priority: x.priority,
      description: x.description,
      callerName: x.callerName,
      callerPhone: x.callerPhone,
      source: x.source,
      status: x.status,
      outcome: x.outcome,
      receivedAt: x.receivedAt,
      targetMinutes: x.targetMinutes,
      targetAt: x.targetAt,
      assigneeId: x.assigneeId,
      assignedAt: x.assignedAt,
      acknowledgedAt: x.acknowledgedAt,
      enRouteAt: x.enRouteAt,
      onSceneAt: x.onSceneAt,
      clearedAt: x.clearedAt,
      cancelledAt: x.cancelledAt,
      arrivalFar: x.arrivalFar,
      incidentReportId: x.incidentReportId,
      ackAlertId: x.ackAlertId,
      targetAlertId: x.targetAlertId,
      createdBy: x.createdBy,
      createdAt: x.createdAt,
      updatedAt: x.updatedAt,
      eventName: ev.name,
      siteName: ev.siteName,
      eventLat: ev.latitude,
      eventLng: ev.longitude,
      customerName: cu.name,
      assigneeName: personName<string | null>(assignee),
      createdByName: personName<string | null>(creator),
    })
    .from(x)
    .leftJoin(ev, eq(ev.id, x.eventId))
    .leftJoin(cu, eq(cu.id, x.customerId))
    .leftJoin(assignee, eq(assignee.id, x.assigneeId))
    .leftJoin(creator, eq(creator.id, x.createdBy));
}

export interface CallFilter {
  status?: 'open' | CallStatus | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
}

/** The calls of `scope` (a predicate on `x`): open ones first by priority and target, then the newest. */
export function listCalls(db: Pick<Database, 'select'>, scope: SQL, filter: CallFilter): Promise<CallRow[]> {
  const status = filter.status === 'open' ? isOpen : filter.status ? eq(x.status, filter.status) : undefined;
  return selectCalls(db)
    .where(
      and(
        scope,
        status,
        filter.from ? gte(x.receivedAt, filter.from) : undefined,
        filter.to ? lt(x.receivedAt, filter.to) : undefined,
      ),
    )
    .orderBy(sql`(${isOpen}) desc`, asc(x.priority), asc(x.targetAt), desc(x.receivedAt), asc(x.id))
    .limit(filter.limit);
}

export async function findCall(db: Pick<Database, 'select'>, scope: SQL, id: string): Promise<CallRow | undefined> {
  const [row] = await selectCalls(db).where(and(eq(x.id, id), scope));
  return row;
}

/** Any client's call by id (the live hub loads it, then checks each stream's access). */
export async function loadCall(db: Pick<Database, 'select'>, id: string): Promise<CallRow | undefined> {
  const [row] = await selectCalls(db).where(eq(x.id, id));
  return row;
}

/** The open calls assigned to a person. */
export function listOpenCallsOf(db: Pick<Database, 'select'>, clientId: string, userId: string): Promise<CallRow[]> {
  return selectCalls(db)
    .where(and(eq(x.clientId, clientId), eq(x.assigneeId, userId), isOpen))
    .orderBy(asc(x.priority), asc(x.targetAt), asc(x.id));
}

/** Locks a call of `scope` for a status step (steps on one call wait for each other); undefined when not visible. */
export async function lockCall(tx: Db, scope: SQL, id: string): Promise<CallRow | undefined> {
  const [locked] = await tx
    .select({ id: x.id })
    .from(x)
    .where(and(eq(x.id, id), scope))
    .for('update');
  if (!locked) return undefined;
  return loadCall(tx, id);
}

export interface NewCall {
  clientId: string;
  eventId: string | null;
  customerId: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  type: CallType;
  priority: number;
  description: string;
  callerName: string | null;
  callerPhone: string | null;
  source: CallSource;
  receivedAt: Date;
  incidentReportId: string | null;
  targetMinutes: number;
  targetAt: Date;
  createdBy: string;
  now: Date;
}

export async function insertCall(tx: Db, values: NewCall): Promise<string> {
  const { now, ...rest } = values;
  const [row] = await tx
    .insert(dispatchCalls)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .returning({ id: dispatchCalls.id });
  if (!row) throw new Error('call insert returned nothing');
  return row.id;
}

export type CallPatch = Partial<
  Pick<
    typeof dispatchCalls.$inferInsert,
    | 'status'
    | 'outcome'
    | 'assigneeId'
    | 'assignedAt'
    | 'acknowledgedAt'
    | 'enRouteAt'
    | 'onSceneAt'
    | 'clearedAt'
    | 'cancelledAt'
    | 'arrivalFar'
    | 'ackAlertId'
  >
>;

export async function updateCall(tx: Db, id: string, patch: CallPatch, now: Date): Promise<void> {
  await tx
    .update(dispatchCalls)
    .set({ ...patch, updatedAt: now })
    .where(eq(dispatchCalls.id, id));
}

export interface NewCallEvent {
  clientId: string;
  callId: string;
  action: CallActionKind;
  status: CallStatus;
  at: Date;
  byId: string | null;
  assigneeId?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  accuracy?: number | null;
  far?: boolean;
  outcome?: CallOutcome | null;
  reason?: string | null;
  now: Date;
}

export async function insertCallEvent(tx: Db, values: NewCallEvent): Promise<string> {
  const { now, ...rest } = values;
  const [row] = await tx
    .insert(dispatchCallEvents)
    .values({ ...rest, recordedAt: now })
    .returning({ id: dispatchCallEvents.id });
  if (!row) throw new Error('call event insert returned nothing');
  return row.id;
}

const by = alias(users, 'tby');
const to = alias(users, 'tto');

export type CallEventRow = typeof dispatchCallEvents.$inferSelect & {
  byName: string | null;
  assigneeName: string | null;
};

export function listCallEvents(db: Pick<Database, 'select'>, callId: string): Promise<CallEventRow[]> {
  const t = dispatchCallEvents;
  return db
    .select({
      id: t.id,
      clientId: t.clientId,
      callId: t.callId,
      action: t.action,
      status: t.status,
      at: t.at,
      byId: t.byId,
      assigneeId: t.assigneeId,
      latitude: t.latitude,
      longitude: t.longitude,
      accuracy: t.accuracy,
      far: t.far,
      outcome: t.outcome,
      reason: t.reason,
      recordedAt: t.recordedAt,
      seq: t.seq,
      byName: personName<string | null>(by),
      assigneeName: personName<string | null>(to),
    })
    .from(t)
    .leftJoin(by, eq(by.id, t.byId))
    .leftJoin(to, eq(to.id, t.assigneeId))
    .where(eq(t.callId, callId))
    .orderBy(asc(t.seq));
}

/** An event a call may be taken at, if `scope` (a predicate on events `e`) lets the caller see it. */
export async function findCallEvent(db: Pick<Database, 'select'>, scope: SQL, eventId: string) {
  const e = alias(events, 'e');
  const [row] = await db
    .select({
      id: e.id,
      clientId: e.clientId,
      customerId: e.customerId,
      name: e.name,
      latitude: e.latitude,
      longitude: e.longitude,
    })
    .from(e)
    .where(and(eq(e.id, eventId), scope));
  return row;
}

/** A guard's incident report within `scope` (a predicate on `r`), for a call raised from it. */
export async function findReportForCall(db: Pick<Database, 'select'>, scope: SQL, id: string) {
  const r = alias(incidentReports, 'r');
  const [row] = await db
    .select({ id: r.id, clientId: r.clientId, eventId: r.eventId })
    .from(r)
    .where(and(eq(r.id, id), scope));
  return row;
}

/**
 * The customer's response targets on the day `at` (in the client's zone): those of its contract in force then, the
 * latest to start when several are; null when it has none, or none sets targets.
 */
export async function responseTargetsOf(db: Pick<Database, 'select'>, clientId: string, customerId: string, at: Date) {
  const day = sql`(${at.toISOString()}::timestamptz at time zone (select time_zone from clients where id = ${clientId}))::date`;
  const [row] = await db
    .select({ targets: contracts.responseTargets })
    .from(contracts)
    .where(
      and(
        eq(contracts.clientId, clientId),
        eq(contracts.customerId, customerId),
        sql`${contracts.startsOn} <= ${day}`,
        sql`(${contracts.endsOn} is null or ${contracts.endsOn} >= ${day})`,
      ),
    )
    .orderBy(desc(contracts.startsOn))
    .limit(1);
  return row?.targets ?? null;
}

/** The client's average speed for ETAs. */
export async function dispatchSpeedOf(db: Pick<Database, 'select'>, clientId: string): Promise<number | undefined> {
  const [row] = await db.select({ speed: clients.dispatchSpeedKmh }).from(clients).where(eq(clients.id, clientId));
  return row?.speed;
}

export interface UnitRow {
  userId: string;
  name: string;
  eventName: string | null;
  latitude: number | null;
  longitude: number | null;
  positionAt: Date | null;
  callId: string | null;
}

/**
 * Every unit of the client: a person with an open clock entry, their last position and the open call they are on
 * (the most urgent, when several).
 */
export function listUnits(db: Pick<Database, 'select' | 'selectDistinctOn'>, clientId: string): Promise<UnitRow[]> {
  const u = alias(users, 'u');
  const c = clockEntries;
  const e = alias(events, 'ue');
  const s = guardZoneStates;
  const d = dispatchCalls;
  // Each person's most urgent open call, once for the client (not a subquery per unit).
  const onCall = db
    .selectDistinctOn([d.assigneeId], { assigneeId: d.assigneeId, callId: d.id })
    .from(d)
    .where(and(eq(d.clientId, clientId), inArray(d.status, openStatuses)))
    .orderBy(d.assigneeId, asc(d.priority), asc(d.targetAt))
    .as('oc');
  return db
    .select({
      userId: c.userId,
      name: personName(u),
      eventName: e.name,
      latitude: s.latitude,
      longitude: s.longitude,
      positionAt: s.positionAt,
      callId: onCall.callId,
    })
    .from(c)
    .innerJoin(u, eq(u.id, c.userId))
    .leftJoin(e, eq(e.id, c.eventId))
    .leftJoin(s, eq(s.userId, c.userId))
    .leftJoin(onCall, eq(onCall.assigneeId, c.userId))
    .where(and(eq(c.clientId, clientId), isNull(c.clockOut)));
}

/** Whether the person of the client is clocked in now (a unit), with their name; undefined when no such person. */
export async function findPerson(db: Pick<Database, 'select'>, clientId: string, userId: string) {
  const u = alias(users, 'u');
  const [row] = await db
    .select({
      id: u.id,
      name: personName(u),
      // Spelled with the alias: in a one-table select Drizzle leaves columns unqualified, which the subquery would
      // read as its own.
      onDuty: sql<boolean>`exists (select 1 from clock_entries oc
        where oc.user_id = u.id and oc.client_id = ${clientId} and oc.clock_out is null)`,
    })
    .from(u)
    .where(and(eq(u.id, userId), eq(u.clientId, clientId)));
  return row;
}

// ── The scheduled check's alerts ────────────────────────────────────────────────────────────────────────

/**
 * Calls due an alert at `now`, locked (skip locked: several processes share the check): assigned and not
 * acknowledged for `ackMinutes` with no alert yet for that assignment; or past the target with nobody on scene and
 * no alert yet.
 */
export function lockDueAlertCalls(tx: Db, now: Date, ackMinutes: number) {
  const d = dispatchCalls;
  return tx
    .select({
      id: d.id,
      clientId: d.clientId,
      eventId: d.eventId,
      status: d.status,
      priority: d.priority,
      type: d.type,
      address: d.address,
      assigneeId: d.assigneeId,
      assignedAt: d.assignedAt,
      targetAt: d.targetAt,
      targetMinutes: d.targetMinutes,
      onSceneAt: d.onSceneAt,
      ackAlertId: d.ackAlertId,
      targetAlertId: d.targetAlertId,
    })
    .from(d)
    .where(
      and(
        inArray(d.status, openStatuses),
        sql`((${d.status} = 'assigned' and ${d.ackAlertId} is null
              and ${d.assignedAt} < ${now.toISOString()}::timestamptz - make_interval(mins => ${ackMinutes}))
          or (${d.targetAlertId} is null and ${d.onSceneAt} is null and ${d.targetAt} < ${now.toISOString()}::timestamptz))`,
      ),
    )
    .orderBy(asc(d.targetAt))
    .limit(500)
    .for('update', { skipLocked: true });
}

export async function markCallAlerts(
  tx: Db,
  id: string,
  marks: { ackAlertId?: string; targetAlertId?: string },
): Promise<void> {
  await tx.update(dispatchCalls).set(marks).where(eq(dispatchCalls.id, id));
}

/** Names for an alert's text: the guard and the event. */
export async function namesFor(db: Pick<Database, 'select'>, userId: string | null, eventId: string | null) {
  const u = alias(users, 'u');
  const [guard] = userId
    ? await db
        .select({ name: personName(u) })
        .from(u)
        .where(eq(u.id, userId))
    : [];
  const [event] = eventId ? await db.select({ name: events.name }).from(events).where(eq(events.id, eventId)) : [];
  return { guardName: guard?.name ?? null, eventName: event?.name ?? null };
}

// ── Response times ─────────────────────────────────────────────────────────────────────────────────────

export interface ResponseTimeRowDb {
  customerId: string | null;
  customerName: string | null;
  priority: number;
  month: string;
  calls: number;
  reached: number;
  p50: number | null;
  p90: number | null;
  withinTarget: number;
}

/**
 * Per customer, priority and month (in `timeZone`) of the calls of `scope` received in [from, to) and not
 * cancelled, counting those reached or past their target at `now`: the nearest-rank p50 and p90 of the minutes to
 * on scene (one decimal), and how many were on scene by the target.
 */
export function responseTimeRows(
  db: Pick<Database, 'select'>,
  scope: SQL,
  period: { from: Date; to: Date; now: Date; timeZone: string; customerId?: string | undefined },
): Promise<ResponseTimeRowDb[]> {
  const minutes = sql`round((extract(epoch from (${x.onSceneAt} - ${x.receivedAt})) / 60)::numeric, 1)`;
  const month = sql<string>`to_char(${x.receivedAt} at time zone ${period.timeZone}, 'YYYY-MM')`;
  return (
    db
      .select({
        customerId: x.customerId,
        customerName: cu.name,
        priority: sql<number>`${x.priority}::int`,
        month,
        calls: sql<number>`count(*)::int`,
        reached: sql<number>`count(${x.onSceneAt})::int`,
        p50: sql<number | null>`(percentile_disc(0.5) within group (order by ${minutes}))::float8`,
        p90: sql<number | null>`(percentile_disc(0.9) within group (order by ${minutes}))::float8`,
        withinTarget: sql<number>`count(*) filter (where ${x.onSceneAt} <= ${x.targetAt})::int`,
      })
      .from(x)
      .leftJoin(cu, eq(cu.id, x.customerId))
      .where(
        and(
          scope,
          gte(x.receivedAt, period.from),
          lt(x.receivedAt, period.to),
          sql`${x.status} <> 'cancelled'`,
          sql`(${x.onSceneAt} is not null or ${x.targetAt} < ${period.now.toISOString()}::timestamptz)`,
          period.customerId ? eq(x.customerId, period.customerId) : undefined,
        ),
      )
      // By position: the month's zone is a parameter, and a repeated parameter is not the same expression to GROUP BY.
      .groupBy(sql`1, 2, 3, 4`)
      .orderBy(sql`2 nulls last, 1, 3, 4`)
  );
}

export async function clientTimeZone(db: Pick<Database, 'select'>, clientId: string): Promise<string> {
  const [row] = await db.select({ timeZone: clients.timeZone }).from(clients).where(eq(clients.id, clientId));
  return row?.timeZone ?? 'UTC';
}
