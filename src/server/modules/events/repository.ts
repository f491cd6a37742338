import { and, asc, count, desc, eq, ilike, inArray, isNull, notExists, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  AssignablePerson,
  AssignedGuard,
  EventNote,
  EventSortKey,
  EventStatus,
  EventSummary,
  Geofence,
  RestrictedArea,
  ZoneType,
} from '../../../shared/contract/events.ts';
import type { EventScope } from '../../../shared/policy.ts';
import { fromLatLngPairs } from '../../../shared/polygon.ts';
import { eventVisible } from '../../access/event-scope.ts';
import { customerPlannable, eventAssignableRoles, roleShownFor } from '../../access/events.ts';
import type { Database } from '../../db/client.ts';
import { executePrepared } from '../../db/named-query.ts';
import {
  breaks,
  clients,
  clockEntries,
  customers,
  eventAssignments,
  eventNotes,
  events,
  geofences,
  incidentReports,
  type Polygon,
  restrictedAreas,
  users,
} from '../../db/schema.ts';

/** The database or a transaction. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export function statusPredicate(status: EventStatus, now: Date): SQL {
  switch (status) {
    case 'Unassigned':
      return sql`e.unassigned`;
    case 'Upcoming':
      return sql`not e.unassigned and e.start_at > ${now}`;
    case 'Active':
      return sql`not e.unassigned and e.start_at <= ${now} and e.end_at >= ${now}`;
    case 'Completed':
      return sql`not e.unassigned and e.end_at < ${now}`;
  }
}

/** The status as a number in the order of `eventStatuses` (Upcoming, Active, Completed, Unassigned), for sorting. */
function statusRank(now: Date): SQL {
  return sql`(case when e.unassigned then 3 when e.start_at > ${now} then 0 when e.end_at >= ${now} then 1 else 2 end)`;
}

function sortExpression(key: EventSortKey, now: Date): SQL {
  switch (key) {
    case 'eventName':
      return sql`lower(e.name)`;
    case 'customerName':
      return sql`lower(cu.name)`;
    case 'startDate':
      return sql`e.start_at`;
    case 'endDate':
      return sql`e.end_at`;
    case 'status':
      return statusRank(now);
    case 'payrollBudget':
      return sql`e.payroll_budget_cents`;
    case 'guardsAssigned':
      return sql`(select count(*) from event_assignments a where a.event_id = e.id and a.unassigned_at is null)`;
  }
}

/** An event's columns a row of the list (and its CSV) reads. */
type ListedEventColumns = Pick<
  typeof events.$inferSelect,
  | 'id'
  | 'name'
  | 'customerId'
  | 'clientId'
  | 'siteName'
  | 'timeZone'
  | 'startAt'
  | 'endAt'
  | 'unassigned'
  | 'guardPayRateCents'
  | 'managerPayRateCents'
  | 'supervisorPayRateCents'
  | 'payrollBudgetCents'
>;

/** What a row of the list (and its CSV) carries: the summary's columns, the customer's name and the head counts. */
export type EventListRow = ListedEventColumns & {
  customerName: string;
  guardsAssigned: number;
  guardsOnDuty: number;
  guardsOnBreak: number;
};

/** One event as its detail reads it: the list's columns and the rest. */
export type EventRow = EventListRow &
  Pick<
    typeof events.$inferSelect,
    'address' | 'latitude' | 'longitude' | 'checkCallMinutes' | 'noMovementMinutes' | 'createdAt' | 'updatedAt'
  > & { notesCount: number };

// The list's and the detail's queries name the events table `e` and its customer `cu`.
const e = alias(events, 'e');
const cu = alias(customers, 'cu');

/** The head counts of an event `e`: people assigned now, on duty (clocked in) and on a break. */
const headCounts = {
  guardsAssigned: sql<number>`(select count(*)::int from event_assignments a where a.event_id = e.id and a.unassigned_at is null)`,
  guardsOnDuty: sql<number>`(select count(distinct c.user_id)::int from clock_entries c where c.event_id = e.id and c.clock_out is null)`,
  guardsOnBreak: sql<number>`(select count(distinct b.user_id)::int from breaks b where b.event_id = e.id and b.end_at is null)`,
};

/** The list's columns, named as EventListRow names them. */
const listColumns = sql`
  e.id, e.name, e.customer_id as "customerId", cu.name as "customerName", e.client_id as "clientId",
  e.site_name as "siteName", e.time_zone as "timeZone", e.start_at as "startAt", e.end_at as "endAt", e.unassigned,
  e.guard_pay_rate_cents as "guardPayRateCents", e.manager_pay_rate_cents as "managerPayRateCents",
  e.supervisor_pay_rate_cents as "supervisorPayRateCents", e.payroll_budget_cents as "payrollBudgetCents",
  ${headCounts.guardsAssigned} as "guardsAssigned", ${headCounts.guardsOnDuty} as "guardsOnDuty",
  ${headCounts.guardsOnBreak} as "guardsOnBreak"`;

export interface EventListFilter {
  scope: EventScope;
  now: Date;
  status?: EventStatus | undefined;
  q?: string | undefined;
  customerId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  sort: EventSortKey;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export async function listEvents(db: Db, f: EventListFilter) {
  const conditions: SQL[] = [eventVisible(f.scope, 'e')];
  if (f.status) conditions.push(statusPredicate(f.status, f.now));
  if (f.customerId) conditions.push(sql`e.customer_id = ${f.customerId}`);
  if (f.from) conditions.push(sql`e.end_at >= ${f.from}`);
  if (f.to) conditions.push(sql`e.start_at <= ${f.to}`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(e.name ilike ${like} or cu.name ilike ${like} or coalesce(e.site_name, '') ilike ${like})`);
  }
  const where = sql.join(conditions, sql` and `);
  const direction = sql.raw(f.order === 'asc' ? 'asc' : 'desc');
  // The page's rows only: the detail's columns (the notes count, a subquery per row) are not read by the list.
  const result = await executePrepared<EventListRow & { total: number }>(
    db,
    sql`
      select ${listColumns}, count(*) over ()::int as total
      from events e
      join customers cu on cu.id = e.customer_id
      where ${where}
      order by ${sortExpression(f.sort, f.now)} ${direction}, e.start_at desc, e.id
      limit ${f.limit} offset ${f.offset}`,
  );
  return { rows: result.rows, total: result.rows[0]?.total ?? (f.offset > 0 ? await countEvents(db, where) : 0) };
}

async function countEvents(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(e).innerJoin(cu, eq(cu.id, e.customerId)).where(where);
  return row?.n ?? 0;
}

/** One event, if it lies in the scope (another client's or an out-of-scope event is simply not found). */
export async function findVisibleEvent(db: Db, scope: EventScope, id: string): Promise<EventRow | undefined> {
  const [row] = await db
    .select({
      id: e.id,
      name: e.name,
      customerId: e.customerId,
      customerName: cu.name,
      clientId: e.clientId,
      siteName: e.siteName,
      timeZone: e.timeZone,
      startAt: e.startAt,
      endAt: e.endAt,
      unassigned: e.unassigned,
      guardPayRateCents: e.guardPayRateCents,
      managerPayRateCents: e.managerPayRateCents,
      supervisorPayRateCents: e.supervisorPayRateCents,
      payrollBudgetCents: e.payrollBudgetCents,
      ...headCounts,
      address: e.address,
      latitude: e.latitude,
      longitude: e.longitude,
      checkCallMinutes: e.checkCallMinutes,
      noMovementMinutes: e.noMovementMinutes,
      createdAt: e.createdAt,
      updatedAt: e.updatedAt,
      notesCount: sql<number>`(select count(*)::int from event_notes n where n.event_id = ${e.id})`,
    })
    .from(e)
    .innerJoin(cu, eq(cu.id, e.customerId))
    .where(and(eq(e.id, id), eventVisible(scope, 'e')));
  return row;
}

/** An event's pay rates and payroll budget in dollars, as the contract shows them (they are stored in cents). */
export function payInDollars(
  row: Pick<EventValues, 'guardPayRateCents' | 'managerPayRateCents' | 'supervisorPayRateCents' | 'payrollBudgetCents'>,
) {
  return {
    guardPayrate: row.guardPayRateCents / 100,
    managerPayrate: row.managerPayRateCents / 100,
    supervisorPayrate: row.supervisorPayRateCents / 100,
    payrollBudget: row.payrollBudgetCents / 100,
  };
}

export function toEventSummary(row: EventListRow, status: EventStatus): EventSummary {
  return {
    id: row.id,
    eventName: row.name,
    customerId: row.customerId,
    customerName: row.customerName,
    clientId: row.clientId,
    siteName: row.siteName,
    timeZone: row.timeZone,
    startDate: row.startAt.toISOString(),
    endDate: row.endAt.toISOString(),
    status,
    ...payInDollars(row),
    guardsAssigned: row.guardsAssigned,
    guardsOnDuty: row.guardsOnDuty,
    guardsOnBreak: row.guardsOnBreak,
  };
}

// ── Writing events ──────────────────────────────────────────────────────────────────────────────────────

/**
 * A customer a new (or moved) event may belong to, for this scope (`customerPlannable`). Answers its client and
 * time zone.
 */
export async function findCustomerForEvents(db: Db, scope: EventScope, customerId: string) {
  // customerPlannable names the customer `cu`.
  const [row] = await db
    .select({ id: cu.id, clientId: cu.clientId, clientTimeZone: clients.timeZone })
    .from(cu)
    .innerJoin(clients, eq(clients.id, cu.clientId))
    .where(and(eq(cu.id, customerId), customerPlannable(scope, 'cu')));
  return row;
}

export interface EventValues {
  customerId: string;
  name: string;
  siteName: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  timeZone: string;
  startAt: Date;
  endAt: Date;
  guardPayRateCents: number;
  managerPayRateCents: number;
  supervisorPayRateCents: number;
  payrollBudgetCents: number;
  unassigned: boolean;
  checkCallMinutes: number | null;
  noMovementMinutes: number | null;
}

export async function insertEventRow(db: Db, clientId: string, values: EventValues, createdBy: string, now: Date) {
  const [row] = await db
    .insert(events)
    .values({ clientId, ...values, createdBy, createdAt: now, updatedAt: now })
    .returning({ id: events.id });
  if (!row) throw new Error('events insert returned no row');
  return row.id;
}

export async function updateEventRow(db: Db, id: string, values: Partial<EventValues>, now: Date) {
  await db
    .update(events)
    .set({ ...values, updatedAt: now })
    .where(eq(events.id, id));
}

/** Records that would lose their event: time worked and reports. */
export async function countEventRecords(db: Db, id: string) {
  const [clocked] = await db.select({ n: count() }).from(clockEntries).where(eq(clockEntries.eventId, id));
  const [taken] = await db.select({ n: count() }).from(breaks).where(eq(breaks.eventId, id));
  const [reported] = await db.select({ n: count() }).from(incidentReports).where(eq(incidentReports.eventId, id));
  return { clockEntries: clocked?.n ?? 0, breaks: taken?.n ?? 0, reports: reported?.n ?? 0 };
}

export async function deleteEventRow(db: Db, id: string) {
  await db.delete(events).where(eq(events.id, id));
}

// ── Notes ───────────────────────────────────────────────────────────────────────────────────────────────

export async function listEventNotes(db: Db, eventId: string): Promise<EventNote[]> {
  const rows = await db
    .select({
      id: eventNotes.id,
      content: eventNotes.content,
      authorId: eventNotes.authorId,
      authorName: users.displayName,
      createdAt: eventNotes.createdAt,
    })
    .from(eventNotes)
    .leftJoin(users, eq(users.id, eventNotes.authorId))
    .where(eq(eventNotes.eventId, eventId))
    .orderBy(desc(eventNotes.createdAt), desc(eventNotes.id));
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
}

export async function insertEventNote(
  db: Db,
  values: { clientId: string; eventId: string; authorId: string; content: string; now: Date },
) {
  const [row] = await db
    .insert(eventNotes)
    .values({
      clientId: values.clientId,
      eventId: values.eventId,
      authorId: values.authorId,
      content: values.content,
      createdAt: values.now,
    })
    .returning({ id: eventNotes.id });
  if (!row) throw new Error('event_notes insert returned no row');
  return row.id;
}

export async function findEventNote(db: Db, eventId: string, noteId: string) {
  const [row] = await db
    .select({ id: eventNotes.id, authorId: eventNotes.authorId, content: eventNotes.content })
    .from(eventNotes)
    .where(and(eq(eventNotes.eventId, eventId), eq(eventNotes.id, noteId)));
  return row;
}

export async function deleteEventNote(db: Db, noteId: string) {
  await db.delete(eventNotes).where(eq(eventNotes.id, noteId));
}

// ── Geofences and restricted areas ──────────────────────────────────────────────────────────────────────

const geofenceColumns = {
  id: geofences.id,
  eventId: geofences.eventId,
  title: geofences.title,
  zoneType: geofences.zoneType,
  polygon: geofences.polygon,
  createdAt: geofences.createdAt,
  updatedAt: geofences.updatedAt,
};

function toGeofence(row: {
  id: string;
  eventId: string;
  title: string | null;
  zoneType: ZoneType;
  polygon: Polygon;
  createdAt: Date;
  updatedAt: Date;
}): Geofence {
  return {
    ...row,
    polygon: fromLatLngPairs(row.polygon),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export async function listGeofences(db: Db, eventId: string): Promise<Geofence[]> {
  const rows = await db
    .select(geofenceColumns)
    .from(geofences)
    .where(eq(geofences.eventId, eventId))
    .orderBy(asc(geofences.createdAt), asc(geofences.id));
  return rows.map(toGeofence);
}

export async function findGeofence(db: Db, eventId: string, id: string): Promise<Geofence | undefined> {
  const [row] = await db
    .select(geofenceColumns)
    .from(geofences)
    .where(and(eq(geofences.eventId, eventId), eq(geofences.id, id)));
  return row ? toGeofence(row) : undefined;
}

export async function insertGeofence(
  db: Db,
  values: {
    clientId: string;
    eventId: string;
    title: string | null;
    zoneType: ZoneType;
    polygon: Polygon;
    createdBy: string;
    now: Date;
  },
) {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(geofences)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .returning({ id: geofences.id });
  if (!row) throw new Error('geofences insert returned no row');
  return row.id;
}

export async function updateGeofence(
  db: Db,
  id: string,
  values: Partial<{ title: string | null; zoneType: ZoneType; polygon: Polygon }>,
  now: Date,
) {
  await db
    .update(geofences)
    .set({ ...values, updatedAt: now })
    .where(eq(geofences.id, id));
}

export async function deleteGeofence(db: Db, id: string) {
  await db.delete(geofences).where(eq(geofences.id, id));
}

const areaColumns = {
  id: restrictedAreas.id,
  eventId: restrictedAreas.eventId,
  title: restrictedAreas.title,
  description: restrictedAreas.description,
  polygon: restrictedAreas.polygon,
  createdAt: restrictedAreas.createdAt,
};

function toArea(row: {
  id: string;
  eventId: string;
  title: string;
  description: string | null;
  polygon: Polygon;
  createdAt: Date;
}): RestrictedArea {
  return { ...row, polygon: fromLatLngPairs(row.polygon), createdAt: new Date(row.createdAt).toISOString() };
}

export async function listRestrictedAreas(db: Db, eventId: string): Promise<RestrictedArea[]> {
  const rows = await db
    .select(areaColumns)
    .from(restrictedAreas)
    .where(eq(restrictedAreas.eventId, eventId))
    .orderBy(asc(restrictedAreas.createdAt), asc(restrictedAreas.id));
  return rows.map(toArea);
}

export async function findRestrictedArea(db: Db, eventId: string, id: string): Promise<RestrictedArea | undefined> {
  const [row] = await db
    .select(areaColumns)
    .from(restrictedAreas)
    .where(and(eq(restrictedAreas.eventId, eventId), eq(restrictedAreas.id, id)));
  return row ? toArea(row) : undefined;
}

export async function insertRestrictedArea(
  db: Db,
  values: {
    clientId: string;
    eventId: string;
    title: string;
    description: string | null;
    polygon: Polygon;
    createdBy: string;
    now: Date;
  },
) {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(restrictedAreas)
    .values({ ...rest, createdAt: now })
    .returning({ id: restrictedAreas.id });
  if (!row) throw new Error('restricted_areas insert returned no row');
  return row.id;
}

export async function updateRestrictedArea(
  db: Db,
  id: string,
  values: Partial<{ title: string; description: string | null; polygon: Polygon }>,
) {
  if (Object.keys(values).length === 0) return;
  await db.update(restrictedAreas).set(values).where(eq(restrictedAreas.id, id));
}

export async function deleteRestrictedArea(db: Db, id: string) {
  await db.delete(restrictedAreas).where(eq(restrictedAreas.id, id));
}

// ── Assignments ─────────────────────────────────────────────────────────────────────────────────────────

// The subqueries name the assignment `a` and the person `u` in their text.
const a = alias(eventAssignments, 'a');
const u = alias(users, 'u');
const assignedBy = alias(users, 'ab');
const unassignedBy = alias(users, 'ub');

type AssignmentRow = Pick<
  typeof eventAssignments.$inferSelect,
  'userId' | 'assignedAt' | 'assignedBy' | 'unassignedAt' | 'unassignedBy'
> &
  Pick<typeof users.$inferSelect, 'displayName' | 'roles' | 'photoUrl' | 'licenceExpiresOn'> & {
    assignedByName: string | null;
    unassignedByName: string | null;
    onDuty: boolean;
    onBreak: boolean;
  };

function toAssignedGuard(row: AssignmentRow): AssignedGuard {
  return {
    userId: row.userId,
    displayName: row.displayName,
    role: roleShownFor(row.roles),
    photoUrl: row.photoUrl,
    assignedAt: row.assignedAt.toISOString(),
    assignedById: row.assignedBy,
    assignedByName: row.assignedByName,
    unassignedAt: row.unassignedAt?.toISOString() ?? null,
    unassignedById: row.unassignedBy,
    unassignedByName: row.unassignedByName,
    onDuty: row.onDuty,
    onBreak: row.onBreak,
    licenceExpiresOn: row.licenceExpiresOn,
  };
}

/** Current assignments (by name) and past ones (latest first): who assigned and unassigned whom, when. */
export async function listAssignments(db: Db, eventId: string) {
  const rows = await db
    .select({
      userId: a.userId,
      displayName: u.displayName,
      roles: u.roles,
      photoUrl: u.photoUrl,
      assignedAt: a.assignedAt,
      assignedBy: a.assignedBy,
      assignedByName: assignedBy.displayName,
      unassignedAt: a.unassignedAt,
      unassignedBy: a.unassignedBy,
      unassignedByName: unassignedBy.displayName,
      onDuty: sql<boolean>`${a.unassignedAt} is null and exists (select 1 from clock_entries c
        where c.event_id = a.event_id and c.user_id = a.user_id and c.clock_out is null)`,
      onBreak: sql<boolean>`${a.unassignedAt} is null and exists (select 1 from breaks b
        where b.event_id = a.event_id and b.user_id = a.user_id and b.end_at is null)`,
      licenceExpiresOn: u.licenceExpiresOn,
    })
    .from(a)
    .innerJoin(u, eq(u.id, a.userId))
    .leftJoin(assignedBy, eq(assignedBy.id, a.assignedBy))
    .leftJoin(unassignedBy, eq(unassignedBy.id, a.unassignedBy))
    .where(eq(a.eventId, eventId))
    .orderBy(sql`${a.unassignedAt} desc nulls first`, sql`lower(${u.displayName})`, desc(a.assignedAt), asc(a.id));
  const all = rows.map(toAssignedGuard);
  return { current: all.filter((x) => x.unassignedAt === null), history: all.filter((x) => x.unassignedAt !== null) };
}

/** Who is on a break at this event now, longest first. */
export async function listOnBreakNow(db: Db, eventId: string, now: Date) {
  const rows = await db
    .select({
      userId: breaks.userId,
      displayName: users.displayName,
      startAt: breaks.startAt,
      lengthOfBreak: breaks.lengthOfBreak,
    })
    .from(breaks)
    .innerJoin(users, eq(users.id, breaks.userId))
    .where(and(eq(breaks.eventId, eventId), isNull(breaks.endAt)))
    .orderBy(asc(breaks.startAt), asc(users.displayName));
  return rows.map((r) => ({
    userId: r.userId,
    displayName: r.displayName,
    breakStartedAt: r.startAt.toISOString(),
    lengthOfBreak: r.lengthOfBreak,
    overrun: now.getTime() - r.startAt.getTime() > r.lengthOfBreak * 60_000,
  }));
}

/** A user of the client, with what assignment needs to know (role, status, licence as of the event's today). */
function selectPeople(db: Db, clientId: string, timeZone: string, now: Date, where: SQL | undefined) {
  return db
    .select({
      id: users.id,
      displayName: users.displayName,
      email: users.email,
      roles: users.roles,
      status: users.status,
      photoUrl: users.photoUrl,
      licenceNumber: users.licenceNumber,
      licenceExpiresOn: users.licenceExpiresOn,
      licenceExpired: sql<boolean>`coalesce(${users.licenceExpiresOn} < (${now}::timestamptz at time zone ${timeZone})::date, false)`,
    })
    .from(users)
    .where(and(eq(users.clientId, clientId), where));
}

export async function findPerson(db: Db, clientId: string, userId: string, timeZone: string, now: Date) {
  const [row] = await selectPeople(db, clientId, timeZone, now, eq(users.id, userId));
  return row;
}

export async function searchAssignablePeople(
  db: Db,
  f: { clientId: string; eventId: string; timeZone: string; now: Date; q: string | undefined; limit: number },
): Promise<AssignablePerson[]> {
  const like = f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await selectPeople(
    db,
    f.clientId,
    f.timeZone,
    f.now,
    and(
      eq(users.status, 'active'),
      inArray(sql`${users.roles}[1]`, [...eventAssignableRoles]),
      notExists(
        db
          .select({ one: sql`1` })
          .from(eventAssignments)
          .where(
            and(
              eq(eventAssignments.eventId, f.eventId),
              eq(eventAssignments.userId, users.id),
              isNull(eventAssignments.unassignedAt),
            ),
          ),
      ),
      like ? or(ilike(users.displayName, like), ilike(users.email, like)) : undefined,
    ),
  )
    .orderBy(sql`lower(${users.displayName})`, asc(users.id))
    .limit(f.limit);
  return rows.map((r) => ({
    id: r.id,
    displayName: r.displayName,
    email: r.email,
    role: roleShownFor(r.roles),
    photoUrl: r.photoUrl,
    licenceNumber: r.licenceNumber,
    licenceExpiresOn: r.licenceExpiresOn,
    licenceExpired: r.licenceExpired,
  }));
}

/** The person's current assignment to the event (not unassigned), if any. */
export async function findCurrentAssignment(db: Db, eventId: string, userId: string) {
  const [row] = await db
    .select({ id: eventAssignments.id })
    .from(eventAssignments)
    .where(
      and(
        eq(eventAssignments.eventId, eventId),
        eq(eventAssignments.userId, userId),
        isNull(eventAssignments.unassignedAt),
      ),
    );
  return row;
}

export async function insertAssignment(
  db: Db,
  values: { clientId: string; eventId: string; userId: string; assignedBy: string; now: Date },
) {
  const [row] = await db
    .insert(eventAssignments)
    .values({
      clientId: values.clientId,
      eventId: values.eventId,
      userId: values.userId,
      assignedBy: values.assignedBy,
      assignedAt: values.now,
    })
    .onConflictDoNothing()
    .returning({ id: eventAssignments.id });
  return row?.id;
}

export async function endAssignment(db: Db, assignmentId: string, unassignedBy: string, now: Date) {
  await db
    .update(eventAssignments)
    .set({ unassignedAt: now, unassignedBy })
    .where(and(eq(eventAssignments.id, assignmentId), isNull(eventAssignments.unassignedAt)));
}
