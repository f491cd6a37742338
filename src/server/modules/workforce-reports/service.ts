import type { FastifyBaseLogger } from 'fastify';
import type {
  ActivityCsvQuery,
  ActivityQuery,
  ClockActivityResponse,
  ClockActivityRow,
  ComplianceCsvQuery,
  ComplianceQuery,
  ComplianceResponse,
  ComplianceRow,
  EventPerformanceQuery,
  EventPerformanceResponse,
  EventPerformanceRow,
  FinancialCsvQuery,
  FinancialQuery,
  FinancialResponse,
  FinancialRow,
  GeofenceActivityResponse,
  GeofenceActivityRow,
  PayrollCsvQuery,
  PayrollQuery,
  PayrollResponse,
  PayrollRow,
  PersonnelPerformanceQuery,
  PersonnelPerformanceResponse,
  PersonnelPerformanceRow,
} from '../../../shared/contract/workforce-reports.ts';
import { reportCsvFileNames } from '../../../shared/contract/workforce-reports.ts';
import { toCsv } from '../../../shared/csv.ts';
import { roleLabels } from '../../../shared/roles.ts';
import { centsToDollars } from '../../../shared/workforce-pay.ts';
import { isAdmin } from '../../access/actor.ts';
import type { Caller } from '../../access/caller.ts';
import { workforceReportScope } from '../../access/workforce-reports.ts';
import type { AppContext } from '../../context.ts';
import { type BreakRow, breaksMatching } from '../breaks/index.ts';
import {
  type ActivityColumnFilters,
  type ClockActivityLine,
  clockActivity,
  eventPerformance,
  type FinancialColumnFilter,
  type FinancialLineRow,
  financialLines,
  type GeofenceActivityLine,
  geofenceActivity,
  invalidEventIds,
  type PageFilter,
  type PayrollColumnFilter,
  type PayrollLineRow,
  type Period,
  type PersonnelPerformanceLine,
  payrollLines,
  personnelPerformance,
  type ReportScope,
} from './repository.ts';

/** Rows an export holds at most (a period of a large operation stays well below it). */
export const reportCsvMaxRows = 100_000;

interface PeriodQuery {
  from?: string | undefined;
  to?: string | undefined;
  clientId?: string | undefined;
}

/** docs/product/payroll-and-reports.md#report-period: default from the start of this month (UTC) to now. */
export function periodOf(ctx: AppContext, query: PeriodQuery): Period {
  const now = ctx.clock();
  const to = query.to ? new Date(query.to) : now;
  const from = query.from
    ? new Date(query.from)
    : new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), 1, 0, 0, 0, 0));
  return { from, to, now };
}

/** An admin reaches every client (or the one asked for); anyone else their own client and event scope. */
export function scopeOf(caller: Caller, query: PeriodQuery): ReportScope {
  return workforceReportScope(caller.actor, query.clientId);
}

const periodOut = (period: Period) => ({ from: period.from.toISOString(), to: period.to.toISOString() });
const money = (cents: number) => (cents / 100).toFixed(2);
const hours = (hundredths: number) => hundredths / 100;

/** A timestamp as ISO 8601; ±infinity (a date that is not a real time) as null. */
function iso(value: Date | number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isFinite(date.getTime()) ? date.toISOString() : null;
}

async function warnInvalidEvents(ctx: AppContext, log: FastifyBaseLogger, scope: ReportScope) {
  const ids = await invalidEventIds(ctx.db, scope);
  if (ids.length > 0) {
    log.warn({ eventIds: ids }, 'Events with an invalid start or end date were skipped by the report');
  }
}

const pageFilter = (query: { q?: string | undefined; page: number; limit: number }): PageFilter => ({
  q: query.q || undefined,
  limit: query.limit,
  offset: (query.page - 1) * query.limit,
});
const csvFilter = (query: { q?: string | undefined }): PageFilter => ({
  q: query.q || undefined,
  limit: reportCsvMaxRows,
  offset: 0,
});

// ── Payroll ───────────────────────────────────────────────────────────────────────────────────────────────

/** The grid's "contains" column filters; an empty text filters nothing. */
const payrollColumns = (query: PayrollCsvQuery): PayrollColumnFilter => ({
  guard: query.guard || undefined,
  event: query.event || undefined,
  role: query.role || undefined,
});

function toPayrollRow(row: PayrollLineRow): PayrollRow {
  return {
    id: `${row.event_id}:${row.user_id}`,
    eventId: row.event_id,
    userId: row.user_id,
    guardName: row.guard_name,
    eventName: row.event_name,
    clientName: row.client_name,
    role: row.role,
    payRate: centsToDollars(row.rate_cents),
    hoursWorked: hours(row.hundredths),
    totalPay: centsToDollars(row.total_cents),
  };
}

export async function payrollReport(
  ctx: AppContext,
  log: FastifyBaseLogger,
  caller: Caller,
  query: PayrollQuery,
): Promise<PayrollResponse> {
  const scope = scopeOf(caller, query);
  const period = periodOf(ctx, query);
  await warnInvalidEvents(ctx, log, scope);
  const result = await payrollLines(ctx.db, scope, period, pageFilter(query), payrollColumns(query));
  return {
    rows: result.rows.map(toPayrollRow),
    total: result.total,
    page: query.page,
    limit: query.limit,
    period: periodOut(period),
    totals: { hoursWorked: hours(result.sumHundredths), totalPay: centsToDollars(result.sumCents) },
  };
}

/** The role as the screen shows it, capitalised (docs/product/payroll-and-reports.md#payroll-report). */
export function roleLabel(role: string): string {
  if (role in roleLabels) return roleLabels[role as keyof typeof roleLabels];
  return role ? role.charAt(0).toUpperCase() + role.slice(1) : '';
}

export async function payrollCsv(ctx: AppContext, log: FastifyBaseLogger, caller: Caller, query: PayrollCsvQuery) {
  const scope = scopeOf(caller, query);
  await warnInvalidEvents(ctx, log, scope);
  const admin = isAdmin(caller.actor);
  const { rows } = await payrollLines(ctx.db, scope, periodOf(ctx, query), csvFilter(query), payrollColumns(query));
  return {
    fileName: reportCsvFileNames.payroll,
    csv: toCsv(
      ['Guard', 'Event', ...(admin ? ['Client'] : []), 'Role', 'Rate ($)', 'Hours', 'Total Pay ($)'],
      rows.map((r) => [
        r.guard_name,
        r.event_name,
        ...(admin ? [r.client_name] : []),
        roleLabel(r.role),
        money(r.rate_cents),
        (r.hundredths / 100).toFixed(2),
        money(r.total_cents),
      ]),
    ),
  };
}

// ── Financial ─────────────────────────────────────────────────────────────────────────────────────────────

const financialColumns = (query: FinancialCsvQuery): FinancialColumnFilter => ({
  event: query.event || undefined,
  client: query.client || undefined,
});

function toFinancialRow(row: FinancialLineRow): FinancialRow {
  return {
    id: row.event_id,
    eventId: row.event_id,
    eventName: row.event_name,
    clientName: row.client_name,
    budgetedExpenses: centsToDollars(row.budget_cents),
    actualExpenses: centsToDollars(row.actual_cents),
    profitLoss: centsToDollars(row.budget_cents - row.actual_cents),
  };
}

export async function financialReport(
  ctx: AppContext,
  log: FastifyBaseLogger,
  caller: Caller,
  query: FinancialQuery,
): Promise<FinancialResponse> {
  const scope = scopeOf(caller, query);
  const period = periodOf(ctx, query);
  await warnInvalidEvents(ctx, log, scope);
  const result = await financialLines(ctx.db, scope, period, pageFilter(query), financialColumns(query));
  return {
    rows: result.rows.map(toFinancialRow),
    total: result.total,
    page: query.page,
    limit: query.limit,
    period: periodOut(period),
    totals: {
      budgetedExpenses: centsToDollars(result.sumBudget),
      actualExpenses: centsToDollars(result.sumActual),
      profitLoss: centsToDollars(result.sumBudget - result.sumActual),
    },
  };
}

/** The financial report's first `limit` lines and totals for a period, as the operations dashboard shows them. */
export async function financialSummary(ctx: AppContext, caller: Caller, query: PeriodQuery, limit: number) {
  const period = periodOf(ctx, query);
  const result = await financialLines(ctx.db, scopeOf(caller, query), period, {
    q: undefined,
    limit,
    offset: 0,
  });
  return {
    period: periodOut(period),
    total: result.total,
    totals: {
      budgetedExpenses: centsToDollars(result.sumBudget),
      actualExpenses: centsToDollars(result.sumActual),
      profitLoss: centsToDollars(result.sumBudget - result.sumActual),
    },
    rows: result.rows.map(toFinancialRow),
  };
}

export async function financialCsv(ctx: AppContext, log: FastifyBaseLogger, caller: Caller, query: FinancialCsvQuery) {
  const scope = scopeOf(caller, query);
  await warnInvalidEvents(ctx, log, scope);
  const { rows } = await financialLines(ctx.db, scope, periodOf(ctx, query), csvFilter(query), financialColumns(query));
  return {
    fileName: reportCsvFileNames.financial,
    csv: toCsv(
      ['Event', 'Client', 'Budgeted Expenses ($)', 'Actual Expenses ($)', 'Profit/Loss ($)'],
      rows.map((r) => [
        r.event_name,
        r.client_name ?? 'Unknown client',
        money(r.budget_cents),
        money(r.actual_cents),
        money(r.budget_cents - r.actual_cents),
      ]),
    ),
  };
}

// ── Performance ───────────────────────────────────────────────────────────────────────────────────────────

function toPersonnelRow(row: PersonnelPerformanceLine): PersonnelPerformanceRow {
  return {
    id: row.user_id,
    personnelName: row.personnel_name,
    role: row.role_group,
    client: { id: row.client_id, name: row.client_name },
    breakViolations: row.breaks,
    alerts: row.alerts,
    otSavings: centsToDollars(row.ot_cents),
  };
}

async function personnelRows(
  ctx: AppContext,
  log: FastifyBaseLogger,
  caller: Caller,
  query: PersonnelPerformanceQuery,
) {
  const scope = scopeOf(caller, query);
  const period = periodOf(ctx, query);
  await warnInvalidEvents(ctx, log, scope);
  const rows = await personnelPerformance(ctx.db, scope, period, {
    role: query.role === 'all' ? undefined : query.role,
    q: query.q || undefined,
  });
  return { rows: rows.map(toPersonnelRow), period };
}

export async function personnelPerformanceReport(
  ctx: AppContext,
  log: FastifyBaseLogger,
  caller: Caller,
  query: PersonnelPerformanceQuery,
): Promise<PersonnelPerformanceResponse> {
  const { rows, period } = await personnelRows(ctx, log, caller, query);
  return { rows, period: periodOut(period) };
}

export async function personnelPerformanceCsv(
  ctx: AppContext,
  log: FastifyBaseLogger,
  caller: Caller,
  query: PersonnelPerformanceQuery,
) {
  const { rows } = await personnelRows(ctx, log, caller, query);
  const admin = isAdmin(caller.actor);
  return {
    fileName: reportCsvFileNames.personnelPerformance,
    csv: toCsv(
      ['Name', 'Role', ...(admin ? ['Client'] : []), 'Break Violations', 'Alerts', 'OT Savings ($)'],
      rows.map((r) => [
        r.personnelName,
        roleLabel(r.role),
        ...(admin ? [r.client.name] : []),
        r.breakViolations,
        r.alerts,
        r.otSavings.toFixed(2),
      ]),
    ),
  };
}

async function eventRows(ctx: AppContext, log: FastifyBaseLogger, caller: Caller, query: EventPerformanceQuery) {
  const scope = scopeOf(caller, query);
  const period = periodOf(ctx, query);
  await warnInvalidEvents(ctx, log, scope);
  const rows = await eventPerformance(ctx.db, scope, period, query.eventId);
  return {
    period,
    rows: rows.map(
      (row): EventPerformanceRow => ({
        eventId: row.event_id,
        eventName: row.event_name,
        clientId: row.client_id,
        clientName: row.client_name,
        breakViolations: row.breaks,
        alerts: row.alerts,
        otSavings: centsToDollars(row.ot_cents),
      }),
    ),
  };
}

export async function eventPerformanceReport(
  ctx: AppContext,
  log: FastifyBaseLogger,
  caller: Caller,
  query: EventPerformanceQuery,
): Promise<EventPerformanceResponse> {
  const { rows, period } = await eventRows(ctx, log, caller, query);
  return { rows, period: periodOut(period) };
}

export async function eventPerformanceCsv(
  ctx: AppContext,
  log: FastifyBaseLogger,
  caller: Caller,
  query: EventPerformanceQuery,
) {
  const { rows } = await eventRows(ctx, log, caller, query);
  const admin = isAdmin(caller.actor);
  return {
    fileName: reportCsvFileNames.eventPerformance,
    csv: toCsv(
      ['Event', ...(admin ? ['Client'] : []), 'Break Violations', 'Alerts', 'OT Savings ($)'],
      rows.map((r) => [
        r.eventName,
        ...(admin ? [r.clientName ?? 'Unknown Client'] : []),
        r.breakViolations,
        r.alerts,
        r.otSavings.toFixed(2),
      ]),
    ),
  };
}

// ── Activity logs ─────────────────────────────────────────────────────────────────────────────────────────

/** The column filters of the activity tables (each endpoint reads its own). */
const activityColumns = (query: ActivityCsvQuery): ActivityColumnFilters => ({
  guard: query.guard || undefined,
  event: query.event || undefined,
  client: query.client || undefined,
  title: query.title || undefined,
  zoneType: query.zoneType || undefined,
});

function toClockRow(row: ClockActivityLine): ClockActivityRow {
  return {
    id: row.id,
    guard: row.user_id ? { id: row.user_id, name: row.guard_name ?? '' } : null,
    event: row.event_id ? { id: row.event_id, name: row.event_name ?? '' } : null,
    client: { id: row.client_id, name: row.client_name },
    clockIn: iso(row.clock_in),
    clockOut: iso(row.clock_out),
  };
}

/** Reads one activity report (clock or geofence) in the caller's scope: a page of it, or every row for a CSV. */
type ActivityReader<Line> = (
  db: AppContext['db'],
  scope: ReportScope,
  period: Period,
  page: PageFilter,
  columns: ActivityColumnFilters,
) => Promise<{ rows: Line[]; total: number }>;

async function activityPage<Line, Row>(
  ctx: AppContext,
  caller: Caller,
  query: ActivityQuery,
  read: ActivityReader<Line>,
  toRow: (line: Line) => Row,
) {
  const period = periodOf(ctx, query);
  const { rows, total } = await read(ctx.db, scopeOf(caller, query), period, pageFilter(query), activityColumns(query));
  return { rows: rows.map(toRow), total, page: query.page, limit: query.limit, period: periodOut(period) };
}

async function activityCsvRows<Line, Row>(
  ctx: AppContext,
  caller: Caller,
  query: ActivityCsvQuery,
  read: ActivityReader<Line>,
  toRow: (line: Line) => Row,
) {
  const { rows } = await read(
    ctx.db,
    scopeOf(caller, query),
    periodOf(ctx, query),
    csvFilter(query),
    activityColumns(query),
  );
  return { rows: rows.map(toRow), admin: isAdmin(caller.actor) };
}

export function clockActivityReport(
  ctx: AppContext,
  caller: Caller,
  query: ActivityQuery,
): Promise<ClockActivityResponse> {
  return activityPage(ctx, caller, query, clockActivity, toClockRow);
}

export async function clockActivityCsv(ctx: AppContext, caller: Caller, query: ActivityCsvQuery) {
  const { rows, admin } = await activityCsvRows(ctx, caller, query, clockActivity, toClockRow);
  return {
    fileName: reportCsvFileNames.clockActivity,
    csv: toCsv(
      ['Guard', 'Event', ...(admin ? ['Client'] : []), 'Clocked In', 'Clocked Out'],
      rows.map((r) => [
        r.guard?.name ?? 'Unknown user',
        r.event?.name ?? 'No Event Assigned',
        ...(admin ? [r.client.name] : []),
        r.clockIn ?? 'No Clock In',
        r.clockOut ?? 'No Clock Out',
      ]),
    ),
  };
}

function toGeofenceRow(row: GeofenceActivityLine): GeofenceActivityRow {
  return {
    id: row.id,
    title: row.title,
    event: row.event_id ? { id: row.event_id, name: row.event_name ?? '' } : null,
    zoneType: row.zone_type,
    guard: row.user_id ? { id: row.user_id, name: row.guard_name ?? '' } : null,
    client: { id: row.client_id, name: row.client_name },
    crossing: row.crossing,
    at: iso(row.at) ?? '',
  };
}

export function geofenceActivityReport(
  ctx: AppContext,
  caller: Caller,
  query: ActivityQuery,
): Promise<GeofenceActivityResponse> {
  return activityPage(ctx, caller, query, geofenceActivity, toGeofenceRow);
}

export async function geofenceActivityCsv(ctx: AppContext, caller: Caller, query: ActivityCsvQuery) {
  const { rows, admin } = await activityCsvRows(ctx, caller, query, geofenceActivity, toGeofenceRow);
  return {
    fileName: reportCsvFileNames.geofenceActivity,
    csv: toCsv(
      ['Title', 'Event', 'Zone Type', 'Guard', ...(admin ? ['Client'] : []), 'Crossing', 'Time'],
      rows.map((r) => [
        r.title ?? 'Untitled',
        r.event?.name ?? 'No Event Found',
        r.zoneType ?? 'N/A',
        r.guard?.name ?? 'Unknown user',
        ...(admin ? [r.client.name] : []),
        r.crossing === 'enter' ? 'Enter' : 'Exit',
        r.at,
      ]),
    ),
  };
}

// ── Compliance (break reports) ────────────────────────────────────────────────────────────────────────────

function toComplianceRow(row: BreakRow): ComplianceRow {
  const overrunMinutes = row.overrun ? Math.max(1, row.takenMinutes - row.lengthOfBreak) : 0;
  return {
    id: row.id,
    guard: { id: row.userId, name: row.guardName },
    client: { id: row.clientId, name: row.clientName },
    event: row.eventId ? { id: row.eventId, name: row.eventName ?? '' } : null,
    start: iso(row.startAt) ?? '',
    end: iso(row.endAt),
    allowedMinutes: row.lengthOfBreak,
    takenMinutes: row.takenMinutes,
    overrunMinutes,
    overrun: row.overrun,
    overrunAlertedAt: iso(row.overrunAlertedAt),
  };
}

async function complianceRows(ctx: AppContext, caller: Caller, query: ComplianceCsvQuery, page: PageFilter) {
  const scope = scopeOf(caller, query);
  const period = periodOf(ctx, query);
  const filter = {
    scope,
    now: period.now,
    live: false,
    from: period.from,
    to: period.to,
    eventId: undefined,
    userId: undefined,
    q: page.q,
    guard: query.guard || undefined,
    event: query.event || undefined,
    sort: 'startAt' as const,
    order: 'desc' as const,
    limit: page.limit,
    offset: page.offset,
  };
  const listed = await breaksMatching(ctx, { ...filter, overrunOnly: query.overrunOnly === 'true' });
  return { listed, period, filter };
}

export async function complianceReport(
  ctx: AppContext,
  caller: Caller,
  query: ComplianceQuery,
): Promise<ComplianceResponse> {
  const { listed, period, filter } = await complianceRows(ctx, caller, query, pageFilter(query));
  // Both counts cover the whole period and search, not only this page: the one not filtered on is counted apart.
  const overrunOnly = query.overrunOnly === 'true';
  const other = (await breaksMatching(ctx, { ...filter, overrunOnly: !overrunOnly, limit: 1, offset: 0 })).total;
  return {
    rows: listed.rows.map(toComplianceRow),
    total: listed.total,
    page: query.page,
    limit: query.limit,
    period: periodOut(period),
    totals: { breaks: overrunOnly ? other : listed.total, overruns: overrunOnly ? listed.total : other },
  };
}

export async function complianceCsv(ctx: AppContext, caller: Caller, query: ComplianceCsvQuery) {
  const { listed } = await complianceRows(ctx, caller, query, csvFilter(query));
  return {
    fileName: reportCsvFileNames.compliance,
    csv: toCsv(
      ['Guard', 'Client', 'Event', 'Start', 'End', 'Allowed (min)', 'Taken (min)', 'Overrun', 'Over by (min)'],
      listed.rows
        .map(toComplianceRow)
        .map((r) => [
          r.guard?.name ?? 'Unknown user',
          r.client.name,
          r.event?.name ?? 'No Event Assigned',
          r.start,
          r.end ?? '',
          r.allowedMinutes,
          r.takenMinutes,
          r.overrun ? 'Yes' : 'No',
          r.overrunMinutes,
        ]),
    ),
  };
}
