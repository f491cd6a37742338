/** The SQL of scheduling (docs/product/shifts.md): shifts, their people, the client's rules, time off, swaps. */
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  FieldShift,
  SchedulingSettings,
  Shift,
  ShiftAssignment,
  ShiftSwap,
  ShiftSwapStatus,
  TimeOff,
  TimeOffStatus,
} from '../../../shared/contract/shifts.ts';
import type { ShiftChangeKind } from '../../../shared/contract/stream.ts';
import type { Database } from '../../db/client.ts';
import { personName, personNameOfAlias } from '../../db/person-name.ts';
import {
  events,
  schedulingSettings,
  shiftAssignments,
  shiftSwaps,
  shifts,
  timeOffRequests,
  users,
} from '../../db/schema.ts';
import { settingsColumns } from './eligibility-repository.ts';

export type Db = Pick<Database, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

// ── Shifts ──────────────────────────────────────────────────────────────────────────────────────────────

interface AssignmentJson {
  userId: string;
  name: string;
  status: 'assigned' | 'pending';
  source: 'manager' | 'claim' | 'swap';
  assignedAt: string;
  assignedBy: string | null;
  assignedByName: string | null;
  overrideReason: string | null;
  overrideBy: string | null;
  overrideByName: string | null;
  overrideBlocks: string[] | null;
}

export interface ShiftRow extends Record<string, unknown> {
  id: string;
  client_id: string;
  event_id: string;
  event_name: string;
  event_time_zone: string;
  event_start_at: Date | string;
  event_end_at: Date | string;
  site_name: string | null;
  address: string | null;
  post: string;
  start_at: Date | string;
  end_at: Date | string;
  headcount: number;
  required_role: 'guard' | 'supervisor' | 'manager';
  notes: string | null;
  series_id: string | null;
  published_at: Date | string | null;
  cancelled_at: Date | string | null;
  edit_override_reason: string | null;
  edit_override_by: string | null;
  edit_override_by_name: string | null;
  edit_override_at: Date | string | null;
  edit_override_people: EditOverridePerson[] | null;
  created_at: Date | string;
  updated_at: Date | string;
  assignments: AssignmentJson[];
}

/** Someone an edit blocked, as kept with the edit's override. */
export interface EditOverridePerson {
  userId: string;
  name: string;
  blocks: string[];
  /** The blocks' params (a licence's expiry date, hours of rest). */
  params: Record<string, string | number>;
}

/**
 * Shifts (aliased `s` in `where` and `order`) with their event and their people, in one grouped pass: each shift's
 * people are aggregated once, whatever the planner believes about row counts. Two earlier shapes were each slow:
 * a subquery per shift joined the users table three times for each, and a separate per-shift aggregate joined back
 * to the shifts ran that aggregate once per shift when the table's statistics were stale (14 s for a freshly seeded
 * week of 2,000 shifts; docs/benchmarks.md, the schedule's week answer).
 */
function selectShifts(where: SQL, order?: SQL, limit?: number): SQL {
  return sql`
    select s.id, s.client_id, s.event_id, e.name as event_name, e.time_zone as event_time_zone,
           e.start_at as event_start_at, e.end_at as event_end_at, e.site_name, e.address,
           s.post, s.start_at, s.end_at, s.headcount, s.required_role, s.notes, s.series_id, s.published_at,
           s.cancelled_at, s.edit_override_reason, s.edit_override_by, s.edit_override_at, s.edit_override_people,
           ${personNameOfAlias('eb')} as edit_override_by_name, s.created_at, s.updated_at,
           coalesce(json_agg(json_build_object(
               'userId', a.user_id, 'name', ${personNameOfAlias('u')}, 'status', a.status,
               'source', a.source, 'assignedAt', a.assigned_at, 'assignedBy', a.assigned_by,
               'assignedByName', ${personNameOfAlias('ab')},
               'overrideReason', a.override_reason, 'overrideBy', a.override_by,
               'overrideByName', ${personNameOfAlias('ob')}, 'overrideBlocks', a.override_blocks)
             order by a.assigned_at, a.user_id) filter (where a.user_id is not null), '[]'::json) as assignments
    from shifts s
    join events e on e.id = s.event_id
    left join shift_assignments a on a.shift_id = s.id
    left join users u on u.id = a.user_id
    left join users ab on ab.id = a.assigned_by
    left join users ob on ob.id = a.override_by
    left join users eb on eb.id = s.edit_override_by
    where ${where}
    group by s.id, e.id, eb.id
    ${order ? sql`order by ${order}` : sql``} ${limit === undefined ? sql`` : sql`limit ${limit}`}`;
}

function toAssignment(a: AssignmentJson): ShiftAssignment {
  return {
    userId: a.userId,
    name: a.name,
    status: a.status,
    source: a.source,
    assignedAt: new Date(a.assignedAt).toISOString(),
    assignedBy: a.assignedBy,
    assignedByName: a.assignedByName,
    override:
      a.overrideReason === null
        ? null
        : { reason: a.overrideReason, by: a.overrideBy, byName: a.overrideByName, blocks: a.overrideBlocks ?? [] },
  };
}

export function toShift(row: ShiftRow): Shift {
  const assignments = row.assignments.map(toAssignment);
  return {
    id: row.id,
    eventId: row.event_id,
    eventName: row.event_name,
    eventTimeZone: row.event_time_zone,
    post: row.post,
    startAt: new Date(row.start_at).toISOString(),
    endAt: new Date(row.end_at).toISOString(),
    headcount: row.headcount,
    requiredRole: row.required_role,
    notes: row.notes,
    seriesId: row.series_id,
    status: row.cancelled_at === null ? 'scheduled' : 'cancelled',
    published: row.published_at !== null,
    publishedAt: iso(row.published_at),
    cancelledAt: iso(row.cancelled_at),
    filled: assignments.filter((a) => a.status === 'assigned').length,
    pending: assignments.filter((a) => a.status === 'pending').length,
    assignments,
    editOverride:
      row.edit_override_reason === null
        ? null
        : {
            reason: row.edit_override_reason,
            by: row.edit_override_by,
            byName: row.edit_override_by_name,
            at: new Date(row.edit_override_at ?? row.updated_at).toISOString(),
            people: (row.edit_override_people ?? []).map((p) => ({ ...p, params: p.params ?? {} })),
          },
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** A shift as the field app shows it to one person. */
export function toFieldShift(row: ShiftRow, userId: string, warnings: FieldShift['warnings'] = []): FieldShift {
  const mine = row.assignments.find((a) => a.userId === userId);
  return {
    id: row.id,
    eventId: row.event_id,
    eventName: row.event_name,
    eventTimeZone: row.event_time_zone,
    siteName: row.site_name,
    address: row.address,
    post: row.post,
    startAt: new Date(row.start_at).toISOString(),
    endAt: new Date(row.end_at).toISOString(),
    requiredRole: row.required_role,
    notes: row.notes,
    myStatus: mine?.status ?? null,
    openPlaces: Math.max(0, row.headcount - row.assignments.length),
    warnings,
  };
}

/**
 * How many people are scheduled on the event `eventId` (an SQL expression) at `now`: assigned (not pending) on a
 * shift of it, not cancelled, running at that moment. The dashboard's and the map's "Scheduled now".
 */
export function scheduledNowCount(eventId: SQL, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(select count(*)::int from shift_assignments a join shifts s on s.id = a.shift_id
    where s.event_id = ${eventId} and a.status = 'assigned' and s.cancelled_at is null
      and s.start_at <= ${at} and s.end_at > ${at})`;
}

export interface ShiftListFilter {
  visible: SQL;
  from: Date;
  to: Date;
  eventId?: string | undefined;
  userId?: string | undefined;
  unfilled?: boolean | undefined;
  limit: number;
}

const freePlaces = sql`s.headcount > (select count(*) from shift_assignments a where a.shift_id = s.id)`;

/** The SQL of listShifts (bench/shifts-list-query.ts runs it as is). */
export function listShiftsQuery(f: ShiftListFilter): SQL {
  const conditions: SQL[] = [
    f.visible,
    sql`s.cancelled_at is null`,
    sql`s.start_at < ${f.to}`,
    sql`s.end_at > ${f.from}`,
  ];
  if (f.eventId) conditions.push(sql`s.event_id = ${f.eventId}`);
  if (f.userId)
    conditions.push(
      sql`exists (select 1 from shift_assignments a where a.shift_id = s.id and a.user_id = ${f.userId})`,
    );
  if (f.unfilled === true) conditions.push(freePlaces);
  if (f.unfilled === false) conditions.push(sql`not (${freePlaces})`);
  return selectShifts(sql.join(conditions, sql` and `), sql`s.start_at, s.post, s.id`, f.limit);
}

/** Shifts (not cancelled) overlapping [from, to), by start. */
export async function listShifts(db: Db, f: ShiftListFilter): Promise<ShiftRow[]> {
  const result = await db.execute<ShiftRow>(listShiftsQuery(f));
  return result.rows;
}

export async function findShift(db: Db, visible: SQL, id: string): Promise<ShiftRow | undefined> {
  const result = await db.execute<ShiftRow>(selectShifts(sql`s.id = ${id} and ${visible}`));
  return result.rows[0];
}

/** Locks a shift's row for the rest of the transaction (headcount checks of concurrent assignments). */
export async function lockShift(db: Db, id: string): Promise<void> {
  await db.select({ id: shifts.id }).from(shifts).where(eq(shifts.id, id)).for('update');
}

/**
 * Serialises, until the transaction ends, everything that puts these people on a shift
 * (docs/product/shifts.md#one-person-one-place): a second transaction waits here, and its eligibility query,
 * run after the wait, sees the first one's assignment. Taken after the shift's row lock, in id order, so two
 * transactions never wait on each other.
 */
export async function lockPeople(db: Db, userIds: readonly string[]): Promise<void> {
  for (const userId of [...new Set(userIds)].sort()) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`shift-person:${userId}`}, 0))`);
  }
}

/** The caller's shifts (assigned or pending), not cancelled, overlapping [from, to). */
export async function listOwnShifts(db: Db, clientId: string, userId: string, from: Date, to: Date | null) {
  const result = await db.execute<ShiftRow>(
    selectShifts(
      sql`s.client_id = ${clientId} and s.cancelled_at is null and s.end_at > ${from}
        ${to ? sql`and s.start_at < ${to}` : sql``}
        and exists (select 1 from shift_assignments a where a.shift_id = s.id and a.user_id = ${userId})`,
      sql`s.start_at, s.id`,
      500,
    ),
  );
  return result.rows;
}

/** Published open shifts with free places, not started, the caller not on them (predicate `offered` on `s`). */
export async function listOpenShifts(db: Db, offered: SQL, userId: string, now: Date) {
  const result = await db.execute<ShiftRow>(
    selectShifts(
      sql`${offered} and s.start_at > ${now} and ${freePlaces}
        and not exists (select 1 from shift_assignments a where a.shift_id = s.id and a.user_id = ${userId})`,
      sql`s.start_at, s.id`,
      500,
    ),
  );
  return result.rows;
}

export interface NewShift {
  clientId: string;
  eventId: string;
  post: string;
  startAt: Date;
  endAt: Date;
  headcount: number;
  requiredRole: string;
  notes: string | null;
  seriesId: string | null;
  createdBy: string;
  now: Date;
}

/** Inserts shifts; answers their ids in the order given. */
export async function insertShifts(db: Db, rows: readonly NewShift[]): Promise<string[]> {
  const ids: string[] = [];
  for (const r of rows) {
    const { now, ...values } = r;
    const [row] = await db
      .insert(shifts)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning({ id: shifts.id });
    const id = row?.id;
    if (!id) throw new Error('shift insert failed');
    ids.push(id);
  }
  return ids;
}

export interface ShiftChanges {
  post?: string;
  startAt?: Date;
  endAt?: Date;
  headcount?: number;
  requiredRole?: string;
  notes?: string | null;
}

export async function updateShiftRow(db: Db, id: string, changes: ShiftChanges, now: Date) {
  // What is left out (undefined) stays as it is.
  await db
    .update(shifts)
    .set({
      updatedAt: now,
      post: changes.post,
      startAt: changes.startAt,
      endAt: changes.endAt,
      headcount: changes.headcount,
      requiredRole: changes.requiredRole,
      notes: changes.notes,
    })
    .where(eq(shifts.id, id));
}

/** Keeps (or, with null, clears) the override of an edit that blocked people on the shift. */
export async function setEditOverride(
  db: Db,
  id: string,
  override: { reason: string; by: string; at: Date; people: EditOverridePerson[] } | null,
) {
  await db
    .update(shifts)
    .set({
      editOverrideReason: override?.reason ?? null,
      editOverrideBy: override?.by ?? null,
      editOverrideAt: override?.at ?? null,
      editOverridePeople: override?.people ?? null,
    })
    .where(eq(shifts.id, id));
}

export async function cancelShiftRow(db: Db, id: string, by: string, now: Date) {
  await db
    .update(shifts)
    .set({ cancelledAt: now, cancelledBy: by, updatedAt: now })
    .where(and(eq(shifts.id, id), isNull(shifts.cancelledAt)));
}

export async function setPublished(db: Db, id: string, by: string | null, now: Date) {
  await db
    .update(shifts)
    .set({ publishedAt: by ? now : null, publishedBy: by, updatedAt: now })
    .where(eq(shifts.id, id));
}

/** The event's shifts (not cancelled) starting in [from, to), for copying a week. */
export async function shiftsStartingIn(db: Db, eventId: string, from: Date, to: Date) {
  return db
    .select({
      post: shifts.post,
      startAt: shifts.startAt,
      endAt: shifts.endAt,
      headcount: shifts.headcount,
      requiredRole: shifts.requiredRole,
      notes: shifts.notes,
    })
    .from(shifts)
    .where(
      and(eq(shifts.eventId, eventId), isNull(shifts.cancelledAt), gte(shifts.startAt, from), lt(shifts.startAt, to)),
    )
    .orderBy(asc(shifts.startAt), asc(shifts.post), asc(shifts.id));
}

// ── Assignments ─────────────────────────────────────────────────────────────────────────────────────────

export interface NewAssignment {
  clientId: string;
  shiftId: string;
  userId: string;
  status: 'assigned' | 'pending';
  source: 'manager' | 'claim' | 'swap';
  assignedBy: string;
  now: Date;
  override?: { reason: string; by: string; blocks: string[] } | undefined;
}

/** Inserts an assignment; answers its id, or undefined when the person is already on the shift. */
export async function insertShiftAssignment(db: Db, a: NewAssignment): Promise<string | undefined> {
  const [row] = await db
    .insert(shiftAssignments)
    .values({
      clientId: a.clientId,
      shiftId: a.shiftId,
      userId: a.userId,
      status: a.status,
      source: a.source,
      overrideReason: a.override?.reason ?? null,
      overrideBy: a.override?.by ?? null,
      overrideBlocks: a.override ? a.override.blocks : null,
      assignedBy: a.assignedBy,
      assignedAt: a.now,
    })
    .onConflictDoNothing({ target: [shiftAssignments.shiftId, shiftAssignments.userId] })
    .returning({ id: shiftAssignments.id });
  return row?.id;
}

export async function findShiftAssignment(db: Db, shiftId: string, userId: string) {
  const [row] = await db
    .select({
      id: shiftAssignments.id,
      status: sql<'assigned' | 'pending'>`${shiftAssignments.status}`,
      source: shiftAssignments.source,
    })
    .from(shiftAssignments)
    .where(and(eq(shiftAssignments.shiftId, shiftId), eq(shiftAssignments.userId, userId)));
  return row;
}

export async function deleteShiftAssignment(db: Db, id: string) {
  await db.delete(shiftAssignments).where(eq(shiftAssignments.id, id));
}

export async function approveShiftAssignment(db: Db, id: string, by: string, now: Date) {
  await db
    .update(shiftAssignments)
    .set({ status: 'assigned', approvedBy: by, approvedAt: now })
    .where(eq(shiftAssignments.id, id));
}

/** Moves an assignment to another person (an approved swap). */
export async function moveShiftAssignment(db: Db, id: string, toUserId: string, by: string, now: Date) {
  await db
    .update(shiftAssignments)
    .set({
      userId: toUserId,
      source: 'swap',
      assignedBy: by,
      assignedAt: now,
      approvedBy: by,
      approvedAt: now,
      overrideReason: null,
      overrideBy: null,
      overrideBlocks: null,
    })
    .where(eq(shiftAssignments.id, id));
}

/** An active person of the client, with their roles (for the assignment checks). */
export async function findClientPerson(db: Db, clientId: string, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: personName(users),
      roles: users.roles,
      status: users.status,
    })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)));
  return row;
}

// ── Settings ────────────────────────────────────────────────────────────────────────────────────────────

interface SettingsRow extends Record<string, unknown> {
  time_zone: string;
  min_rest_minutes: number;
  weekly_overtime_minutes: number;
  week_start: number;
  overtime_multiplier_pct: number;
  no_show_grace_minutes: number;
  claim_approval: 'auto' | 'manager';
}

export async function readSettings(db: Db, clientId: string): Promise<SchedulingSettings> {
  const result = await db.execute<SettingsRow>(sql`
    select c.time_zone, ${settingsColumns}
    from clients c left join scheduling_settings ss on ss.client_id = c.id where c.id = ${clientId}`);
  const row = result.rows[0];
  if (!row) throw new Error('client vanished');
  return {
    minRestHours: row.min_rest_minutes / 60,
    weeklyOvertimeHours: row.weekly_overtime_minutes / 60,
    weekStart: row.week_start,
    overtimeMultiplier: row.overtime_multiplier_pct / 100,
    noShowGraceMinutes: row.no_show_grace_minutes,
    claimApproval: row.claim_approval,
    timeZone: row.time_zone,
  };
}

export async function writeSettings(db: Db, clientId: string, s: SchedulingSettings, by: string, now: Date) {
  const values = {
    min: Math.round(s.minRestHours * 60),
    overtime: Math.round(s.weeklyOvertimeHours * 60),
    pct: Math.round(s.overtimeMultiplier * 100),
  };
  const row = {
    minRestMinutes: values.min,
    weeklyOvertimeMinutes: values.overtime,
    weekStart: s.weekStart,
    overtimeMultiplierPct: values.pct,
    noShowGraceMinutes: s.noShowGraceMinutes,
    claimApproval: s.claimApproval,
    updatedBy: by,
    updatedAt: now,
  };
  await db
    .insert(schedulingSettings)
    .values({ clientId, ...row })
    .onConflictDoUpdate({ target: schedulingSettings.clientId, set: row });
}

// ── Time off ────────────────────────────────────────────────────────────────────────────────────────────

/** A time-off request with its person's and decider's names. */
type TimeOffRow = Pick<
  typeof timeOffRequests.$inferSelect,
  | 'id'
  | 'clientId'
  | 'userId'
  | 'startAt'
  | 'endAt'
  | 'reason'
  | 'decidedBy'
  | 'decidedAt'
  | 'decisionNote'
  | 'createdAt'
> & { name: string; status: TimeOffStatus; decidedByName: string | null };

export function toTimeOff(row: TimeOffRow): TimeOff {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    reason: row.reason,
    status: row.status,
    decidedBy: row.decidedBy,
    decidedByName: row.decidedByName,
    decidedAt: iso(row.decidedAt),
    decisionNote: row.decisionNote,
    createdAt: row.createdAt.toISOString(),
  };
}

// The alias the access predicate names (timeOffVisible(actor, 't') is a predicate on `t`).
const t = alias(timeOffRequests, 't');
const timeOffPerson = alias(users, 'u');
const timeOffDecider = alias(users, 'd');

function selectTimeOff(db: Db, where: SQL) {
  return db
    .select({
      id: t.id,
      clientId: t.clientId,
      userId: t.userId,
      name: personName(timeOffPerson),
      startAt: t.startAt,
      endAt: t.endAt,
      reason: t.reason,
      status: sql<TimeOffStatus>`${t.status}`,
      decidedBy: t.decidedBy,
      decidedByName: personName<string | null>(timeOffDecider),
      decidedAt: t.decidedAt,
      decisionNote: t.decisionNote,
      createdAt: t.createdAt,
    })
    .from(t)
    .innerJoin(timeOffPerson, eq(timeOffPerson.id, t.userId))
    .leftJoin(timeOffDecider, eq(timeOffDecider.id, t.decidedBy))
    .where(where);
}

export async function listTimeOff(
  db: Db,
  f: { visible: SQL; status?: TimeOffStatus | undefined; userId?: string | undefined; from?: Date; to?: Date },
) {
  const conditions = [f.visible];
  if (f.status) conditions.push(eq(t.status, f.status));
  if (f.userId) conditions.push(eq(t.userId, f.userId));
  if (f.from) conditions.push(gt(t.endAt, f.from));
  if (f.to) conditions.push(lt(t.startAt, f.to));
  const rows = await selectTimeOff(db, sql.join(conditions, sql` and `)).orderBy(desc(t.startAt), asc(t.id)).limit(500);
  return rows.map(toTimeOff);
}

export async function findTimeOff(db: Db, visible: SQL, id: string): Promise<TimeOffRow | undefined> {
  const [row] = await selectTimeOff(db, sql`${eq(t.id, id)} and ${visible}`);
  return row;
}

export async function insertTimeOff(
  db: Db,
  v: { clientId: string; userId: string; startAt: Date; endAt: Date; reason: string | null; now: Date },
) {
  const { now, ...values } = v;
  const [row] = await db
    .insert(timeOffRequests)
    .values({ ...values, createdAt: now })
    .returning({ id: timeOffRequests.id });
  const id = row?.id;
  if (!id) throw new Error('time off insert failed');
  return id;
}

/** Moves a request from `from` statuses to `status`; answers whether it moved (it may have been decided meanwhile). */
export async function decideTimeOff(
  db: Db,
  id: string,
  from: readonly TimeOffStatus[],
  status: TimeOffStatus,
  by: string,
  note: string | null,
  now: Date,
) {
  const rows = await db
    .update(timeOffRequests)
    .set({
      status,
      decidedBy: by,
      decidedAt: now,
      decisionNote: sql`coalesce(${note}, ${timeOffRequests.decisionNote})`,
    })
    .where(and(eq(timeOffRequests.id, id), inArray(timeOffRequests.status, [...from])))
    .returning({ id: timeOffRequests.id });
  return rows.length > 0;
}

// ── Availability ────────────────────────────────────────────────────────────────────────────────────────

export async function readAvailability(db: Db, userId: string) {
  const [row] = await db
    .select({ weeklyAvailability: sql<Record<string, boolean> | null>`${users.weeklyAvailability}` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.weeklyAvailability ?? null;
}

export async function writeAvailability(db: Db, userId: string, value: Record<string, boolean> | null, now: Date) {
  await db
    .update(users)
    .set({ weeklyAvailability: sql`${value === null ? null : JSON.stringify(value)}::jsonb`, updatedAt: now })
    .where(eq(users.id, userId));
}

// ── Swaps ───────────────────────────────────────────────────────────────────────────────────────────────

/** A swap with its shift's event, post and times and its two people's names. */
type SwapRow = Pick<
  typeof shiftSwaps.$inferSelect,
  | 'id'
  | 'clientId'
  | 'shiftId'
  | 'fromUserId'
  | 'toUserId'
  | 'note'
  | 'createdAt'
  | 'takenAt'
  | 'decidedBy'
  | 'decidedAt'
> &
  Pick<typeof shifts.$inferSelect, 'eventId' | 'post' | 'startAt' | 'endAt'> & {
    eventName: string;
    eventTimeZone: string;
    fromName: string;
    toName: string | null;
    status: ShiftSwapStatus;
  };

export function toSwap(row: SwapRow): ShiftSwap {
  return {
    id: row.id,
    shiftId: row.shiftId,
    eventId: row.eventId,
    eventName: row.eventName,
    eventTimeZone: row.eventTimeZone,
    post: row.post,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    fromUserId: row.fromUserId,
    fromName: row.fromName,
    toUserId: row.toUserId,
    toName: row.toName,
    status: row.status,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    takenAt: iso(row.takenAt),
    decidedBy: row.decidedBy,
    decidedAt: iso(row.decidedAt),
  };
}

// The aliases the access predicate names (swapVisible(actor, 'w', 's'): the swap `w`, its shift `s`).
const w = alias(shiftSwaps, 'w');
const swapShift = alias(shifts, 's');
const swapEvent = alias(events, 'e');
const swapFrom = alias(users, 'f');
const swapTo = alias(users, 't');

function selectSwaps(db: Db, where: SQL) {
  return db
    .select({
      id: w.id,
      clientId: w.clientId,
      shiftId: w.shiftId,
      eventId: swapShift.eventId,
      eventName: swapEvent.name,
      eventTimeZone: swapEvent.timeZone,
      post: swapShift.post,
      startAt: swapShift.startAt,
      endAt: swapShift.endAt,
      fromUserId: w.fromUserId,
      fromName: personName(swapFrom),
      toUserId: w.toUserId,
      toName: personName<string | null>(swapTo),
      status: sql<ShiftSwapStatus>`${w.status}`,
      note: w.note,
      createdAt: w.createdAt,
      takenAt: w.takenAt,
      decidedBy: w.decidedBy,
      decidedAt: w.decidedAt,
    })
    .from(w)
    .innerJoin(swapShift, eq(swapShift.id, w.shiftId))
    .innerJoin(swapEvent, eq(swapEvent.id, swapShift.eventId))
    .innerJoin(swapFrom, eq(swapFrom.id, w.fromUserId))
    .leftJoin(swapTo, eq(swapTo.id, w.toUserId))
    .where(where);
}

export async function listSwaps(db: Db, visible: SQL, status: ShiftSwapStatus | undefined) {
  const rows = await selectSwaps(db, status ? sql`${visible} and ${eq(w.status, status)}` : visible)
    .orderBy(desc(w.createdAt), asc(w.id))
    .limit(500);
  return rows.map(toSwap);
}

export async function findSwap(db: Db, visible: SQL, id: string): Promise<SwapRow | undefined> {
  const [row] = await selectSwaps(db, sql`${eq(w.id, id)} and ${visible}`);
  return row;
}

export async function insertSwap(
  db: Db,
  v: { clientId: string; shiftId: string; fromUserId: string; note: string | null; now: Date },
) {
  const { now, ...values } = v;
  const [row] = await db
    .insert(shiftSwaps)
    .values({ ...values, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: shiftSwaps.id });
  return row?.id;
}

/** Moves a swap from `from` to `status`; answers whether it moved. */
export async function updateSwap(
  db: Db,
  id: string,
  from: ShiftSwapStatus,
  status: ShiftSwapStatus,
  changes: { toUserId?: string; takenAt?: Date; decidedBy?: string; decidedAt?: Date },
) {
  // What is left out (undefined) stays as it is.
  const rows = await db
    .update(shiftSwaps)
    .set({ status, ...changes })
    .where(and(eq(shiftSwaps.id, id), eq(shiftSwaps.status, from)))
    .returning({ id: shiftSwaps.id });
  return rows.length > 0;
}

// ── Notices ─────────────────────────────────────────────────────────────────────────────────────────────

export type ShiftChange = ShiftChangeKind;

/**
 * Tells the people of a shift, and whoever watches its schedule, that it changed: a notice on the live stream's
 * channel (ids only, sent at commit), which the live hub forwards as `shift.changed` (contract/stream.ts).
 */
export async function announceShiftChange(
  db: Db,
  notice: { clientId: string; shiftId: string; eventId: string; userIds: readonly string[]; change: ShiftChange },
) {
  const payload = JSON.stringify({
    t: 'shift.changed',
    c: notice.clientId,
    id: notice.shiftId,
    e: notice.eventId,
    us: notice.userIds.slice(0, 150),
    k: notice.change,
  });
  await db.execute(sql`select pg_notify('watchpost_live', ${payload})`);
}
