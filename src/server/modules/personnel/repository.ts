import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PayrollIds } from '../../../shared/contract/payroll.ts';
import { type PersonnelStatus, personnelRoles } from '../../../shared/contract/personnel.ts';
import type { EventScope } from '../../../shared/policy.ts';
import { eventVisible } from '../../access/event-scope.ts';
import { type PersonScope, personVisible } from '../../access/work-records.ts';
import type { Database } from '../../db/client.ts';
import {
  breaks,
  clients,
  clockEntries,
  clockEntryCorrections,
  eventAssignments,
  events,
  personPayrollIds,
  users,
  type WeeklyAvailabilityJson,
} from '../../db/schema.ts';

export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A person of the personnel list: their row, their status now and their current event (if the caller sees it). */
export type PersonRow = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'clientId'
  | 'displayName'
  | 'email'
  | 'phone'
  | 'roles'
  | 'photoUrl'
  | 'licenceNumber'
  | 'licenceExpiresOn'
  | 'weeklyAvailability'
  | 'notes'
> & {
  userStatus: string;
  status: PersonnelStatus;
  availability: 'available' | 'unavailable' | 'on_leave';
  currentEventId: string | null;
  currentEventName: string | null;
  /** They are at an event the caller may not see. */
  currentEventHidden: boolean;
};

/** Who the caller may see: the whole client (executive, admin), or themselves plus the people of their events. */
export type { PersonScope };

const fieldRoles = sql.raw(personnelRoles.map((r) => `'${r}'`).join(', '));

// The access predicates name the user `u` (personVisible) and the event `e` (eventVisible).
const u = alias(users, 'u');
const e = alias(events, 'e');

/** Every person row with its status now and current event (visible to the caller), as subquery `p`. */
function peopleQuery(db: Db, scope: PersonScope, extra?: SQL) {
  const openClockEvent = sql`(select c.event_id from clock_entries c where c.user_id = u.id and c.clock_out is null limit 1)`;
  const ce = db
    .select({ id: e.id, name: e.name })
    .from(e)
    .where(and(sql`${e.id} = coalesce(${openClockEvent}, u.current_event_id)`, eventVisible(scope.eventScope, 'e')))
    .as('ce');
  return db
    .select({
      id: u.id,
      clientId: u.clientId,
      displayName: u.displayName,
      email: u.email,
      phone: u.phone,
      roles: u.roles,
      photoUrl: u.photoUrl,
      userStatus: sql<string>`${u.status}`.as('user_status'),
      status: sql<PersonnelStatus>`case
        when ${u.status} <> 'active' then 'inactive'
        when exists (select 1 from breaks b where b.user_id = u.id and b.end_at is null) then 'onBreak'
        when exists (select 1 from clock_entries c where c.user_id = u.id and c.clock_out is null) then 'onDuty'
        else 'offDuty'
      end`.as('status'),
      currentEventId: sql<string | null>`${ce.id}`.as('current_event_id'),
      currentEventName: sql<string | null>`${ce.name}`.as('current_event_name'),
      currentEventHidden:
        sql<boolean>`(${ce.id} is null and coalesce(${openClockEvent}, u.current_event_id) is not null)`.as(
          'current_event_hidden',
        ),
      licenceNumber: u.licenceNumber,
      licenceExpiresOn: u.licenceExpiresOn,
      // The users_availability check holds the text column to these values.
      availability: sql<PersonRow['availability']>`${u.availability}`.as('availability'),
      weeklyAvailability: u.weeklyAvailability,
      notes: u.notes,
    })
    .from(u)
    .leftJoinLateral(ce, sql`true`)
    .where(and(sql`${u.roles}[1] in (${fieldRoles})`, personVisible(scope, 'u'), extra))
    .as('p');
}

type People = ReturnType<typeof peopleQuery>;

const sortColumns: Record<string, (p: People) => SQL> = {
  name: (p) => sql`lower(${p.displayName})`,
  role: (p) => sql`${p.roles}[1]`,
  status: (p) => sql`${p.status}`,
  licenceExpiresOn: (p) => sql`${p.licenceExpiresOn}`,
};

export interface PersonnelFilter {
  scope: PersonScope;
  q: string | undefined;
  role: string | undefined;
  status: PersonnelStatus | undefined;
  sort: keyof typeof sortColumns | string;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export async function listPeople(db: Db, f: PersonnelFilter) {
  const p = peopleQuery(db, f.scope);
  const conditions: (SQL | undefined)[] = [];
  if (f.role) conditions.push(sql`${p.roles}[1] = ${f.role}`);
  if (f.status) conditions.push(sql`${p.status} = ${f.status}`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(${p.displayName} ilike ${like} or ${p.email} ilike ${like} or coalesce(${p.licenceNumber}, '') ilike ${like}
           or coalesce(${p.phone}, '') ilike ${like})`,
    );
  }
  const column = (sortColumns[f.sort] ?? sortColumns.name)?.(p) ?? sql`true`;
  const direction = f.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const where = and(...conditions);
  const rows = await db
    .select({ ...p._.selectedFields, total: sql<number>`count(*) over ()::int` })
    .from(p)
    .where(where)
    .orderBy(sql`${column} ${direction}`, sql`lower(${p.displayName})`, asc(p.id))
    .limit(f.limit)
    .offset(f.offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && f.offset > 0) {
    const [counted] = await db.select({ n: count() }).from(p).where(where);
    total = counted?.n ?? 0;
  }
  return { rows, total };
}

export async function findPerson(db: Db, scope: PersonScope, id: string): Promise<PersonRow | undefined> {
  const [row] = await db.select().from(peopleQuery(db, scope, eq(u.id, id)));
  return row;
}

export async function clientTimeZone(db: Db, clientId: string): Promise<string> {
  const [row] = await db.select({ timeZone: clients.timeZone }).from(clients).where(eq(clients.id, clientId));
  return row?.timeZone ?? 'UTC';
}

export async function assignedEventsOf(db: Db, eventScope: EventScope, userId: string) {
  return db
    .select({ id: e.id, name: e.name })
    .from(eventAssignments)
    .innerJoin(e, eq(e.id, eventAssignments.eventId))
    .where(
      and(eq(eventAssignments.userId, userId), isNull(eventAssignments.unassignedAt), eventVisible(eventScope, 'e')),
    )
    .orderBy(desc(e.startAt));
}

export async function updatePersonRow(
  db: Db,
  clientId: string,
  id: string,
  values: Partial<{
    licenceNumber: string | null;
    licenceExpiresOn: string | null;
    availability: 'available' | 'unavailable' | 'on_leave';
    weeklyAvailability: WeeklyAvailabilityJson | null;
    notes: string | null;
  }>,
  now: Date,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(and(eq(users.clientId, clientId), eq(users.id, id)));
}

type PayrollIdsRow = typeof personPayrollIds.$inferSelect;

const payrollIdsOf = (row: PayrollIdsRow | undefined): PayrollIds => ({
  adp: row?.adp ?? null,
  gusto: row?.gusto ?? null,
  paychex: row?.paychex ?? null,
  quickbooks: row?.quickbooks ?? null,
});

/** A person's payroll-provider ids (all null when they have none). */
export async function payrollIdsOfPerson(db: Db, clientId: string, userId: string): Promise<PayrollIds> {
  const [row] = await db
    .select()
    .from(personPayrollIds)
    .where(and(eq(personPayrollIds.clientId, clientId), eq(personPayrollIds.userId, userId)));
  return payrollIdsOf(row);
}

/** Writes a person's payroll-provider ids (the row is made on the first one). */
export async function savePayrollIds(db: Db, clientId: string, userId: string, ids: PayrollIds, now: Date) {
  const values = { ...ids, updatedAt: now };
  await db
    .insert(personPayrollIds)
    .values({ clientId, userId, ...values })
    .onConflictDoUpdate({ target: [personPayrollIds.clientId, personPayrollIds.userId], set: values });
}

// ── Timesheet ──────────────────────────────────────────────────────────────────────────────────────────────

/** A clock entry with its event's name, times and time zone. */
export type EntryRow = Pick<
  typeof clockEntries.$inferSelect,
  'id' | 'clientId' | 'userId' | 'eventId' | 'clockIn' | 'clockOut' | 'note'
> & {
  source: 'field' | 'timesheet';
  eventName: string | null;
  eventStart: Date | null;
  eventEnd: Date | null;
  eventTimeZone: string | null;
};

function selectEntries(db: Db) {
  const c = clockEntries;
  return db
    .select({
      id: c.id,
      clientId: c.clientId,
      userId: c.userId,
      eventId: c.eventId,
      eventName: e.name,
      eventStart: e.startAt,
      eventEnd: e.endAt,
      eventTimeZone: e.timeZone,
      clockIn: c.clockIn,
      clockOut: c.clockOut,
      // The clock_entries source check holds the text column to these values.
      source: sql<EntryRow['source']>`${c.source}`,
      note: c.note,
    })
    .from(c)
    .leftJoin(e, eq(e.id, c.eventId));
}

const entryVisible = (eventScope: EventScope, allEntries: boolean) =>
  allEntries ? undefined : sql`${e.id} is not null and ${eventVisible(eventScope, 'e')}`;

/** Entries of a person overlapping [from, to]; only those on visible events unless the caller sees all. */
export async function listEntries(
  db: Db,
  f: { userId: string; from: Date; to: Date; eventScope: EventScope; allEntries: boolean; now: Date },
): Promise<EntryRow[]> {
  const c = clockEntries;
  return selectEntries(db)
    .where(
      and(
        eq(c.userId, f.userId),
        lte(c.clockIn, f.to),
        sql`coalesce(${c.clockOut}, greatest(${e.endAt}, ${f.now}::timestamptz), ${f.now}::timestamptz) >= ${f.from}`,
        entryVisible(f.eventScope, f.allEntries),
      ),
    )
    .orderBy(desc(c.clockIn));
}

export async function findEntry(
  db: Db,
  userId: string,
  entryId: string,
  eventScope: EventScope,
  allEntries: boolean,
): Promise<EntryRow | undefined> {
  const c = clockEntries;
  const [row] = await selectEntries(db).where(
    and(eq(c.id, entryId), eq(c.userId, userId), entryVisible(eventScope, allEntries)),
  );
  return row;
}

/** A change of an entry's times, with the name of who made it. */
export type CorrectionRow = Pick<
  typeof clockEntryCorrections.$inferSelect,
  | 'id'
  | 'clockEntryId'
  | 'beforeClockIn'
  | 'beforeClockOut'
  | 'afterClockIn'
  | 'afterClockOut'
  | 'reason'
  | 'correctedAt'
> & { kind: 'added' | 'corrected'; byName: string | null };

export async function correctionsOf(db: Db, entryIds: string[]): Promise<CorrectionRow[]> {
  if (entryIds.length === 0) return [];
  const k = clockEntryCorrections;
  return db
    .select({
      id: k.id,
      clockEntryId: k.clockEntryId,
      // The clock_entry_corrections_kind check holds the text column to these values.
      kind: sql<CorrectionRow['kind']>`${k.kind}`,
      beforeClockIn: k.beforeClockIn,
      beforeClockOut: k.beforeClockOut,
      afterClockIn: k.afterClockIn,
      afterClockOut: k.afterClockOut,
      reason: k.reason,
      byName: users.displayName,
      correctedAt: k.correctedAt,
    })
    .from(k)
    .leftJoin(users, eq(users.id, k.correctedBy))
    .where(inArray(k.clockEntryId, entryIds))
    .orderBy(asc(k.seq));
}

export type BreakRow = Pick<
  typeof breaks.$inferSelect,
  'id' | 'clockEntryId' | 'startAt' | 'endAt' | 'lengthOfBreak' | 'status'
>;

/** Breaks of the person that started within [from, to] — the caller places them in their entries. */
export async function breaksOf(db: Db, userId: string, from: Date, to: Date): Promise<BreakRow[]> {
  return db
    .select({
      id: breaks.id,
      clockEntryId: breaks.clockEntryId,
      startAt: breaks.startAt,
      endAt: breaks.endAt,
      lengthOfBreak: breaks.lengthOfBreak,
      status: breaks.status,
    })
    .from(breaks)
    .where(and(eq(breaks.userId, userId), gte(breaks.startAt, from), lte(breaks.startAt, to)))
    .orderBy(asc(breaks.startAt));
}

/** Another entry of the person that overlaps [clockIn, clockOut ?? forever), other than `exceptId`. */
export async function overlappingEntry(
  db: Db,
  userId: string,
  clockIn: Date,
  clockOut: Date | null,
  exceptId: string | null,
) {
  const c = clockEntries;
  const [row] = await db
    .select({ id: c.id })
    .from(c)
    .where(
      and(
        eq(c.userId, userId),
        exceptId ? ne(c.id, exceptId) : undefined,
        or(isNull(c.clockOut), gt(c.clockOut, clockIn)),
        clockOut ? lt(c.clockIn, clockOut) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function insertEntry(
  db: Db,
  values: {
    clientId: string;
    userId: string;
    eventId: string;
    clockIn: Date;
    clockOut: Date | null;
    note: string;
    createdBy: string;
    now: Date;
  },
) {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(clockEntries)
    .values({ ...rest, source: 'timesheet', createdAt: now, updatedAt: now })
    .returning({ id: clockEntries.id });
  if (!row) throw new Error('clock entry insert returned no row');
  return row.id;
}

export async function updateEntryTimes(db: Db, id: string, clockIn: Date, clockOut: Date | null, now: Date) {
  await db.update(clockEntries).set({ clockIn, clockOut, updatedAt: now }).where(eq(clockEntries.id, id));
}

export async function insertCorrection(
  db: Db,
  values: {
    clientId: string;
    clockEntryId: string;
    kind: 'added' | 'corrected';
    beforeClockIn: Date | null;
    beforeClockOut: Date | null;
    afterClockIn: Date;
    afterClockOut: Date | null;
    reason: string;
    correctedBy: string;
    correctedAt: Date;
  },
) {
  const [row] = await db.insert(clockEntryCorrections).values(values).returning({ id: clockEntryCorrections.id });
  if (!row) throw new Error('correction insert returned no row');
  return row.id;
}

export async function findVisibleEventRow(db: Db, eventScope: EventScope, id: string) {
  const [row] = await db
    .select({ id: e.id, clientId: e.clientId, name: e.name })
    .from(e)
    .where(and(eq(e.id, id), eventVisible(eventScope, 'e')));
  return row;
}
