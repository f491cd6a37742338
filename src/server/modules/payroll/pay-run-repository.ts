import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { PayRunStatus } from '../../../shared/contract/payroll.ts';
import type { Database } from '../../db/client.ts';
import {
  clockEntries,
  holidayDates,
  payRunEntries,
  payRunExports,
  payRunLines,
  payRuns,
  personPayrollIds,
  schedulingSettings,
  users,
} from '../../db/schema.ts';

export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type PayRunRow = typeof payRuns.$inferSelect;
export type PayRunLineRow = typeof payRunLines.$inferSelect;

/** The client's scheduling settings (the weekly threshold and OT multiplier of the run's terms); none until saved. */
export async function schedulingOfClient(db: Db, clientId: string) {
  const [row] = await db
    .select({
      weeklyOvertimeMinutes: schedulingSettings.weeklyOvertimeMinutes,
      overtimeMultiplierPct: schedulingSettings.overtimeMultiplierPct,
    })
    .from(schedulingSettings)
    .where(eq(schedulingSettings.clientId, clientId));
  return row;
}

export async function holidaysOfCalendar(db: Db, clientId: string, calendarId: string): Promise<string[]> {
  const rows = await db
    .select({ date: holidayDates.date })
    .from(holidayDates)
    .where(and(eq(holidayDates.clientId, clientId), eq(holidayDates.calendarId, calendarId)));
  return rows.map((row) => row.date);
}

/** Serialises the opening of runs of one client (the overlap check and the insert). */
export async function lockClientRuns(db: Db, clientId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pay_runs:${clientId}`}, 0))`);
}

/** A run of the client whose period overlaps [start, end]. */
export async function overlappingRun(db: Db, clientId: string, start: string, end: string) {
  const [row] = await db
    .select()
    .from(payRuns)
    .where(
      and(eq(payRuns.clientId, clientId), sql`${payRuns.periodStart} <= ${end}`, sql`${payRuns.periodEnd} >= ${start}`),
    )
    .limit(1);
  return row;
}

export async function insertPayRun(
  db: Db,
  values: { clientId: string; periodStart: string; periodEnd: string; createdBy: string; createdAt: Date },
): Promise<PayRunRow> {
  const [row] = await db.insert(payRuns).values(values).returning();
  return row as PayRunRow;
}

const approver = sql<string | null>`(select u.display_name from ${users} u where u.id = ${payRuns.approvedBy})`;

export async function listPayRunRows(db: Db, clientId: string) {
  return db
    .select({
      id: payRuns.id,
      periodStart: payRuns.periodStart,
      periodEnd: payRuns.periodEnd,
      status: payRuns.status,
      people: payRuns.people,
      grossCents: payRuns.grossCents,
      createdAt: payRuns.createdAt,
      approvedAt: payRuns.approvedAt,
      approvedByName: approver,
    })
    .from(payRuns)
    .where(eq(payRuns.clientId, clientId))
    .orderBy(desc(payRuns.periodStart));
}

export async function findPayRun(db: Db, clientId: string, id: string, lock = false) {
  const query = db
    .select({ run: payRuns, approvedByName: approver })
    .from(payRuns)
    .where(and(eq(payRuns.clientId, clientId), eq(payRuns.id, id)));
  const [row] = lock ? await query.for('update', { of: payRuns }) : await query;
  return row;
}

/** The client's runs with a period in [from, to] (both inclusive), oldest first. */
export async function runsBetween(db: Db, clientId: string, status: PayRunStatus | null, from: string, to: string) {
  return db
    .select()
    .from(payRuns)
    .where(
      and(
        eq(payRuns.clientId, clientId),
        status ? eq(payRuns.status, status) : undefined,
        sql`${payRuns.periodStart} >= ${from}`,
        sql`${payRuns.periodStart} <= ${to}`,
      ),
    )
    .orderBy(asc(payRuns.periodStart));
}

/** A clock entry of the run's window as the pay-run service reads it. */
export interface PayrollEntryRow {
  id: string;
  userId: string;
  eventId: string | null;
  eventName: string | null;
  customerName: string | null;
  clockIn: Date;
  clockOut: Date | null;
  /** The pay rate of the person's first role at the event now. */
  rateCents: number;
  /** The person's first role had no pay rate at the event (another role), or the event pays 0. */
  noRate: boolean;
  /** The approved run that paid it and the rate it was paid at. */
  paidByRunId: string | null;
  paidRateCents: number | null;
  /** Unpaid breaks taken in it: [start, end] in epoch milliseconds. */
  breaks: [number, number][];
  /** Added by hand as a missed punch. */
  added: boolean;
  /** On an event the reader may see (a supervisor reviews the people of their events). */
  visible: boolean;
}

/**
 * The client's clock entries (open ones too) overlapping [start, end), optionally of one person, with each one's pay
 * rate: the event's rate for the person's first role (docs/product/payroll-and-reports.md#pay-rules), or the rate
 * an approved run paid it at.
 */
export async function payrollEntryRows(
  db: Db,
  clientId: string,
  window: { start: Date; end: Date },
  visible: SQL = sql`true`,
  userId?: string,
): Promise<PayrollEntryRow[]> {
  const result = await db.execute<{
    id: string;
    user_id: string;
    event_id: string | null;
    event_name: string | null;
    customer_name: string | null;
    clock_in: Date | string;
    clock_out: Date | string | null;
    rate_cents: number | null;
    paid_by_run_id: string | null;
    paid_rate_cents: number | null;
    breaks: [string, string][] | null;
    added: boolean;
    visible: boolean;
  }>(sql`
    select c.id, c.user_id, c.event_id, e.name as event_name, cu.name as customer_name, c.clock_in, c.clock_out,
      case u.roles[1]
        when 'guard' then e.guard_pay_rate_cents
        when 'manager' then e.manager_pay_rate_cents
        when 'supervisor' then e.supervisor_pay_rate_cents
      end as rate_cents,
      p.pay_run_id as paid_by_run_id, p.rate_cents as paid_rate_cents,
      (select json_agg(json_build_array(b.start_at, b.end_at) order by b.start_at) from breaks b
        where b.clock_entry_id = c.id and b.end_at > b.start_at) as breaks,
      exists (select 1 from clock_entry_corrections k where k.clock_entry_id = c.id and k.kind = 'added') as added,
      coalesce(${visible}, false) as visible
    from clock_entries c
    join users u on u.id = c.user_id
    left join events e on e.id = c.event_id
    left join customers cu on cu.id = e.customer_id
    left join pay_run_entries p on p.clock_entry_id = c.id
    where c.client_id = ${clientId} and c.clock_in < ${window.end}
      and (c.clock_out is null or c.clock_out > ${window.start})
      ${userId ? sql`and c.user_id = ${userId}` : sql``}
    order by c.user_id, c.clock_in`);
  return result.rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    eventId: row.event_id,
    eventName: row.event_name,
    customerName: row.customer_name,
    clockIn: new Date(row.clock_in),
    clockOut: row.clock_out === null ? null : new Date(row.clock_out),
    rateCents: row.rate_cents ?? 0,
    noRate: !row.rate_cents,
    paidByRunId: row.paid_by_run_id,
    paidRateCents: row.paid_rate_cents,
    breaks: (row.breaks ?? []).map(([start, end]): [number, number] => [Date.parse(start), Date.parse(end)]),
    added: row.added,
    visible: row.visible,
  }));
}

/** The people's names, emails and payroll ids. */
export async function peopleOfRun(db: Db, clientId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      name: users.displayName,
      email: users.email,
      adp: personPayrollIds.adp,
      gusto: personPayrollIds.gusto,
      paychex: personPayrollIds.paychex,
      quickbooks: personPayrollIds.quickbooks,
    })
    .from(users)
    .leftJoin(
      personPayrollIds,
      and(eq(personPayrollIds.clientId, users.clientId), eq(personPayrollIds.userId, users.id)),
    )
    .where(and(eq(users.clientId, clientId), inArray(users.id, [...userIds])));
}

/** Locks the client's entries overlapping [start, end) against corrections until the approval commits. */
export async function lockWindowEntries(db: Db, clientId: string, window: { start: Date; end: Date }): Promise<void> {
  await db.execute(sql`select id from ${clockEntries} where client_id = ${clientId} and clock_in < ${window.end}
    and (clock_out is null or clock_out > ${window.start}) for update`);
}

/** The lines approved runs stored, optionally of one person only. */
export async function storedLines(db: Db, runIds: readonly string[], userId?: string): Promise<PayRunLineRow[]> {
  if (runIds.length === 0) return [];
  return db
    .select()
    .from(payRunLines)
    .where(and(inArray(payRunLines.payRunId, [...runIds]), userId ? eq(payRunLines.userId, userId) : undefined))
    .orderBy(asc(payRunLines.userId));
}

/**
 * What has been paid for the given runs: their own lines and the ADJ lines later runs hold for them (lines are stored
 * only when a run is approved).
 */
export async function linesPaidFor(db: Db, runIds: readonly string[]): Promise<PayRunLineRow[]> {
  if (runIds.length === 0) return [];
  return db
    .select()
    .from(payRunLines)
    .where(or(inArray(payRunLines.payRunId, [...runIds]), inArray(payRunLines.adjustsRunId, [...runIds])));
}

/**
 * Approved runs ending before `before` whose entries have been corrected (or had punches added on their dates) after
 * their approval: the runs whose pay may owe an adjustment.
 */
export async function runsChangedSinceApproval(db: Db, clientId: string, before: string): Promise<PayRunRow[]> {
  return db
    .select()
    .from(payRuns)
    .where(
      and(
        eq(payRuns.clientId, clientId),
        eq(payRuns.status, 'approved'),
        sql`${payRuns.periodEnd} < ${before}`,
        sql`exists (select 1 from clock_entry_corrections k where k.client_id = ${clientId}
          and k.corrected_at >= pay_runs.approved_at
          and ((k.after_clock_in < (pay_runs.period_end + 9)::timestamptz
              and coalesce(k.after_clock_out, 'infinity') > (pay_runs.period_start - 8)::timestamptz)
            or (k.before_clock_in < (pay_runs.period_end + 9)::timestamptz
              and coalesce(k.before_clock_out, 'infinity') > (pay_runs.period_start - 8)::timestamptz)))`,
      ),
    )
    .orderBy(asc(payRuns.periodStart));
}

export async function approveRun(
  db: Db,
  run: { id: string; clientId: string },
  values: {
    terms: Record<string, unknown>;
    workweeks: Record<string, unknown>;
    days: unknown[];
    people: number;
    grossCents: number;
    contentHash: string;
    approvedBy: string;
    approvedAt: Date;
  },
  lines: Omit<typeof payRunLines.$inferInsert, 'clientId' | 'payRunId'>[],
  entries: { clockEntryId: string; rateCents: number }[],
): Promise<void> {
  const chunk = 2000;
  for (let i = 0; i < lines.length; i += chunk) {
    await db
      .insert(payRunLines)
      .values(lines.slice(i, i + chunk).map((line) => ({ ...line, clientId: run.clientId, payRunId: run.id })));
  }
  for (let i = 0; i < entries.length; i += chunk) {
    await db
      .insert(payRunEntries)
      .values(entries.slice(i, i + chunk).map((entry) => ({ ...entry, clientId: run.clientId, payRunId: run.id })))
      .onConflictDoNothing();
  }
  await db
    .update(payRuns)
    .set({ status: 'approved', ...values })
    .where(and(eq(payRuns.clientId, run.clientId), eq(payRuns.id, run.id)));
}

export async function recordExport(db: Db, values: typeof payRunExports.$inferInsert): Promise<void> {
  await db.insert(payRunExports).values(values);
}

export async function exportsOf(db: Db, runId: string) {
  return db
    .select({
      export: payRunExports,
      exportedByName: sql<
        string | null
      >`(select u.display_name from ${users} u where u.id = ${payRunExports.exportedBy})`,
    })
    .from(payRunExports)
    .where(eq(payRunExports.payRunId, runId))
    .orderBy(desc(payRunExports.exportedAt));
}

/** The approved run that paid a clock entry, locking the entry's row until the caller's transaction ends. */
export async function paidRunOfEntry(db: Db, entryId: string) {
  await db.execute(sql`select id from ${clockEntries} where id = ${entryId} for update`);
  const [row] = await db
    .select({ id: payRuns.id, periodStart: payRuns.periodStart, periodEnd: payRuns.periodEnd })
    .from(payRunEntries)
    .innerJoin(payRuns, eq(payRuns.id, payRunEntries.payRunId))
    .where(eq(payRunEntries.clockEntryId, entryId));
  return row;
}

/** The approved runs that paid each of the entries (the timesheet shows them). */
export async function paidRunsOfEntries(db: Db, entryIds: readonly string[]) {
  if (entryIds.length === 0) return [];
  return db
    .select({
      clockEntryId: payRunEntries.clockEntryId,
      payRunId: payRuns.id,
      periodStart: payRuns.periodStart,
      periodEnd: payRuns.periodEnd,
    })
    .from(payRunEntries)
    .innerJoin(payRuns, eq(payRuns.id, payRunEntries.payRunId))
    .where(inArray(payRunEntries.clockEntryId, [...entryIds]));
}
