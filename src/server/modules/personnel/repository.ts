import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type PersonnelStatus, personnelRoles } from '../../../shared/contract/personnel.ts';
import type { EventScope } from '../../../shared/policy.ts';
import { eventVisible } from '../../access/event-scope.ts';
import { type PersonScope, personVisible } from '../../access/work-records.ts';
import type { Database } from '../../db/client.ts';
import { clients, clockEntries, clockEntryCorrections, users, type WeeklyAvailabilityJson } from '../../db/schema.ts';

export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface PersonRow extends Record<string, unknown> {
  id: string;
  client_id: string;
  display_name: string;
  email: string;
  phone: string | null;
  roles: string[];
  photo_url: string | null;
  user_status: string;
  status: PersonnelStatus;
  current_event_id: string | null;
  current_event_name: string | null;
  /** They are at an event the caller may not see. */
  current_event_hidden: boolean;
  licence_number: string | null;
  licence_expires_on: string | null;
  availability: 'available' | 'unavailable' | 'on_leave';
  weekly_availability: WeeklyAvailabilityJson | null;
  notes: string | null;
  total: number;
}

/** Who the caller may see: the whole client (executive, admin), or themselves plus the people of their events. */
export type { PersonScope };

const fieldRoles = sql.raw(personnelRoles.map((r) => `'${r}'`).join(', '));

/** Every person row with its status now and current event (visible to the caller), as subquery `p`. */
function peopleQuery(scope: PersonScope, extra: SQL = sql`true`): SQL {
  const visible = eventVisible(scope.eventScope, 'e');
  return sql`
    select u.id, u.client_id, u.display_name, u.email, u.phone, u.roles, u.photo_url, u.status as user_status,
      case
        when u.status <> 'active' then 'inactive'
        when exists (select 1 from breaks b where b.user_id = u.id and b.end_at is null) then 'onBreak'
        when exists (select 1 from clock_entries c where c.user_id = u.id and c.clock_out is null) then 'onDuty'
        else 'offDuty'
      end as status,
      ce.id as current_event_id, ce.name as current_event_name,
      (ce.id is null and coalesce(
        (select c.event_id from clock_entries c where c.user_id = u.id and c.clock_out is null limit 1),
        u.current_event_id) is not null) as current_event_hidden,
      u.licence_number, to_char(u.licence_expires_on, 'YYYY-MM-DD') as licence_expires_on,
      u.availability, u.weekly_availability, u.notes
    from users u
    left join lateral (
      select e.id, e.name from events e
      where e.id = coalesce(
        (select c.event_id from clock_entries c where c.user_id = u.id and c.clock_out is null limit 1),
        u.current_event_id)
        and ${visible}
    ) ce on true
    where u.roles[1] in (${fieldRoles}) and ${personVisible(scope, 'u')} and ${extra}`;
}

const sortColumns: Record<string, SQL> = {
  name: sql`lower(p.display_name)`,
  role: sql`p.roles[1]`,
  status: sql`p.status`,
  licenceExpiresOn: sql`p.licence_expires_on`,
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
  const conditions: SQL[] = [sql`true`];
  if (f.role) conditions.push(sql`p.roles[1] = ${f.role}`);
  if (f.status) conditions.push(sql`p.status = ${f.status}`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(p.display_name ilike ${like} or p.email ilike ${like} or coalesce(p.licence_number, '') ilike ${like}
           or coalesce(p.phone, '') ilike ${like})`,
    );
  }
  const column = sortColumns[f.sort] ?? sortColumns.name;
  const direction = f.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const where = sql.join(conditions, sql` and `);
  const result = await db.execute<PersonRow>(sql`
    select p.*, count(*) over ()::int as total
    from (${peopleQuery(f.scope)}) p
    where ${where}
    order by ${column} ${direction}, lower(p.display_name), p.id
    limit ${f.limit} offset ${f.offset}`);
  let total = result.rows[0]?.total ?? 0;
  if (result.rows.length === 0 && f.offset > 0) {
    const counted = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from (${peopleQuery(f.scope)}) p where ${where}`,
    );
    total = counted.rows[0]?.n ?? 0;
  }
  return { rows: result.rows, total };
}

export async function findPerson(db: Db, scope: PersonScope, id: string): Promise<PersonRow | undefined> {
  const result = await db.execute<PersonRow>(
    sql`select p.*, 1 as total from (${peopleQuery(scope, sql`u.id = ${id}`)}) p`,
  );
  return result.rows[0];
}

export async function clientTimeZone(db: Db, clientId: string): Promise<string> {
  const [row] = await db.select({ timeZone: clients.timeZone }).from(clients).where(eq(clients.id, clientId));
  return row?.timeZone ?? 'UTC';
}

export async function assignedEventsOf(db: Db, eventScope: EventScope, userId: string) {
  const result = await db.execute<{ id: string; name: string }>(sql`
    select e.id, e.name from event_assignments a join events e on e.id = a.event_id
    where a.user_id = ${userId} and a.unassigned_at is null and ${eventVisible(eventScope, 'e')}
    order by e.start_at desc`);
  return result.rows;
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

// ── Timesheet ──────────────────────────────────────────────────────────────────────────────────────────────

export interface EntryRow extends Record<string, unknown> {
  id: string;
  client_id: string;
  user_id: string;
  event_id: string | null;
  event_name: string | null;
  event_start: Date | null;
  event_end: Date | null;
  event_time_zone: string | null;
  clock_in: Date;
  clock_out: Date | null;
  source: 'field' | 'timesheet';
  note: string | null;
}

/** Entries of a person overlapping [from, to]; only those on visible events unless the caller sees all. */
export async function listEntries(
  db: Db,
  f: { userId: string; from: Date; to: Date; eventScope: EventScope; allEntries: boolean; now: Date },
) {
  const visible = f.allEntries ? sql`true` : sql`e.id is not null and ${eventVisible(f.eventScope, 'e')}`;
  const result = await db.execute<EntryRow>(sql`
    select c.id, c.client_id, c.user_id, c.event_id, e.name as event_name, e.start_at as event_start,
      e.end_at as event_end, e.time_zone as event_time_zone, c.clock_in, c.clock_out, c.source, c.note
    from clock_entries c
    left join events e on e.id = c.event_id
    where c.user_id = ${f.userId} and c.clock_in <= ${f.to}
      and coalesce(c.clock_out, greatest(e.end_at, ${f.now}::timestamptz), ${f.now}::timestamptz) >= ${f.from}
      and ${visible}
    order by c.clock_in desc`);
  return result.rows;
}

export async function findEntry(db: Db, userId: string, entryId: string, eventScope: EventScope, allEntries: boolean) {
  const visible = allEntries ? sql`true` : sql`e.id is not null and ${eventVisible(eventScope, 'e')}`;
  const result = await db.execute<EntryRow>(sql`
    select c.id, c.client_id, c.user_id, c.event_id, e.name as event_name, e.start_at as event_start,
      e.end_at as event_end, e.time_zone as event_time_zone, c.clock_in, c.clock_out, c.source, c.note
    from clock_entries c
    left join events e on e.id = c.event_id
    where c.id = ${entryId} and c.user_id = ${userId} and ${visible}`);
  return result.rows[0];
}

export interface CorrectionRow extends Record<string, unknown> {
  id: string;
  clock_entry_id: string;
  kind: 'added' | 'corrected';
  before_clock_in: Date | null;
  before_clock_out: Date | null;
  after_clock_in: Date;
  after_clock_out: Date | null;
  reason: string;
  by_name: string | null;
  corrected_at: Date;
}

export async function correctionsOf(db: Db, entryIds: string[]) {
  if (entryIds.length === 0) return [];
  const result = await db.execute<CorrectionRow>(sql`
    select k.id, k.clock_entry_id, k.kind, k.before_clock_in, k.before_clock_out, k.after_clock_in,
      k.after_clock_out, k.reason, u.display_name as by_name, k.corrected_at
    from clock_entry_corrections k left join users u on u.id = k.corrected_by
    where k.clock_entry_id in (${sql.join(
      entryIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    order by k.seq`);
  return result.rows;
}

export interface BreakRow extends Record<string, unknown> {
  id: string;
  clock_entry_id: string | null;
  start_at: Date;
  end_at: Date | null;
  length_of_break: number;
  status: string;
}

/** Breaks of the person that started within [from, to] — the caller places them in their entries. */
export async function breaksOf(db: Db, userId: string, from: Date, to: Date) {
  const result = await db.execute<BreakRow>(sql`
    select b.id, b.clock_entry_id, b.start_at, b.end_at, b.length_of_break, b.status
    from breaks b where b.user_id = ${userId} and b.start_at >= ${from} and b.start_at <= ${to}
    order by b.start_at`);
  return result.rows;
}

/** Another entry of the person that overlaps [clockIn, clockOut ?? forever), other than `exceptId`. */
export async function overlappingEntry(
  db: Db,
  userId: string,
  clockIn: Date,
  clockOut: Date | null,
  exceptId: string | null,
) {
  const result = await db.execute<{ id: string }>(sql`
    select c.id from clock_entries c
    where c.user_id = ${userId} ${exceptId ? sql`and c.id <> ${exceptId}` : sql``}
      and (c.clock_out is null or c.clock_out > ${clockIn})
      ${clockOut ? sql`and c.clock_in < ${clockOut}` : sql``}
    limit 1`);
  return result.rows[0];
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
  const result = await db.execute<{ id: string; client_id: string; name: string }>(sql`
    select e.id, e.client_id, e.name from events e where e.id = ${id} and ${eventVisible(eventScope, 'e')}`);
  return result.rows[0];
}
