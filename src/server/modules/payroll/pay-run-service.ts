import { createHash } from 'node:crypto';
import { nextDayStart, quantityHundredths } from '../../../shared/billing-rules.ts';
import { fieldError } from '../../../shared/contract/field-errors.ts';
import {
  type PayRun,
  type PayRunCreateBody,
  type PayRunExportFormat,
  type PayRunIssue,
  type PayRunLine,
  type PayRunPerson,
  type PayRunSummary,
  type PayRunTotals,
  type PaySettings,
  payRunIssueCodes,
  providerOfFormat,
} from '../../../shared/contract/payroll.ts';
import { schedulingDefaults } from '../../../shared/contract/shifts.ts';
import {
  type PayrollEntry,
  type PayrollPerson,
  type PayrollTerms,
  type PayWorkweek,
  payMinutes,
  payPeriodOf,
  payrollReadWindow,
  payrollRun,
} from '../../../shared/payroll-rules.ts';
import { addDaysTo } from '../../../shared/zoned-time.ts';
import type { Caller } from '../../access/caller.ts';
import { payRunEventVisible, seesWholePayRun } from '../../access/payroll.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import {
  adpPayDataCsv,
  type ExportPayDay,
  type ExportPayRun,
  gustoHoursCsv,
  type PayExportFile,
  paychexSpiCsv,
  payRunCsv,
  quickbooksTimesheetsIif,
} from './export-files.ts';
import {
  approveRun,
  type Db,
  exportsOf,
  findPayRun,
  holidaysOfCalendar,
  insertPayRun,
  linesPaidFor,
  listPayRunRows,
  lockClientRuns,
  lockWindowEntries,
  overlappingRun,
  type PayRunLineRow,
  type PayRunRow,
  type PayrollEntryRow,
  payrollEntryRows,
  peopleOfRun,
  recordExport,
  runsBetween,
  runsChangedSinceApproval,
  schedulingOfClient,
  storedLines,
} from './pay-run-repository.ts';
import { workweekOfClient } from './settings-repository.ts';
import { paySettingsOfClient } from './settings-service.ts';

/*
 * Pay runs (docs/product/payroll-runs.md#pay-runs): a run per pay period, computed by the rules of
 * src/shared/payroll-rules.ts from the clock entries while open; approval stores its lines, the terms and the
 * entries it paid, which a correction then changes only with a reason, the difference paid as ADJ lines in the next
 * open run.
 */

/** The terms a run is computed with, as an approved run stores them. */
type StoredTerms = Omit<PayrollTerms, 'holidays'> & { holidays: string[] };

interface DayRow extends ExportPayDay {
  userId: string;
}

async function currentTerms(
  db: Db,
  clientId: string,
  now: Date,
): Promise<{ terms: StoredTerms; settings: PaySettings }> {
  // One after another: inside a transaction the queries share one connection.
  const settings = await paySettingsOfClient(db, clientId, now);
  const { timeZone, weekStart } = await workweekOfClient(db, clientId);
  const scheduling = await schedulingOfClient(db, clientId);
  const holidays = settings.holidayCalendarId ? await holidaysOfCalendar(db, clientId, settings.holidayCalendarId) : [];
  return {
    settings,
    terms: {
      timeZone,
      weekStartsOn: weekStart,
      weeklyOtAfterMinutes: scheduling?.weeklyOvertimeMinutes ?? schedulingDefaults.weeklyOvertimeHours * 60,
      otPct: scheduling?.overtimeMultiplierPct ?? Math.round(schedulingDefaults.overtimeMultiplier * 100),
      holidayPct: settings.holidayPayPct,
      dailyOtAfterMinutes: settings.dailyOtAfterMinutes,
      dailyDtAfterMinutes: settings.dailyDtAfterMinutes,
      holidays: [...holidays].sort(),
    },
  };
}

/** The instants a period's local dates span in the zone: [start, end). */
function periodInstants(period: { start: string; end: string }, timeZone: string) {
  return {
    start: new Date(nextDayStart(addDaysTo(period.start, -1), timeZone)),
    end: new Date(nextDayStart(period.end, timeZone)),
  };
}

function readWindow(period: { start: string; end: string }, weekStartsOn: number) {
  const window = payrollReadWindow(period, weekStartsOn);
  return { start: new Date(window.start), end: new Date(window.end) };
}

/** The closed entries as the rules take them, each at the rate an approved run paid it at or its rate now. */
function payrollEntries(rows: readonly PayrollEntryRow[]): PayrollEntry[] {
  return rows
    .filter((row) => row.clockOut !== null)
    .map((row) => ({
      id: row.id,
      userId: row.userId,
      clockIn: row.clockIn.getTime(),
      clockOut: (row.clockOut as Date).getTime(),
      rateCents: row.paidRateCents ?? row.rateCents,
      breaks: row.breaks.map(([start, end]) => ({ start, end })),
    }));
}

const signedHours = (minutes: number) => (Math.sign(minutes) * quantityHundredths(Math.abs(minutes))) / 100;

function linesOfPerson(person: PayrollPerson): PayRunLine[] {
  return person.lines.map((line) => ({
    rateType: line.rateType,
    adjusts: line.adjusts,
    adjustsRunId: null,
    adjustsPeriodStart: null,
    workweek: line.workweek,
    minutes: line.minutes,
    hours: line.hours,
    rateCents: line.rateCents,
    ownRateCents: line.ownRateCents,
    amountCents: line.amountCents,
    entryIds: line.entryIds,
    dates: line.dates,
  }));
}

function lineOfRow(row: PayRunLineRow, periodStartOf: ReadonlyMap<string, string>): PayRunLine {
  return {
    rateType: row.rateType,
    adjusts: row.adjusts,
    adjustsRunId: row.adjustsRunId,
    adjustsPeriodStart: row.adjustsRunId ? (periodStartOf.get(row.adjustsRunId) ?? null) : null,
    workweek: row.workweek,
    minutes: row.minutes,
    hours: signedHours(row.minutes),
    rateCents: row.rateCents,
    ownRateCents: row.ownRateCents,
    amountCents: row.amountCents,
    entryIds: row.entryIds,
    dates: row.dates,
  };
}

/** What a line pays for, to compare a run as approved with the same run computed again. */
function paidKey(
  userId: string,
  line: Pick<PayRunLine, 'rateType' | 'adjusts' | 'adjustsRunId' | 'ownRateCents' | 'workweek'>,
) {
  const type = line.adjustsRunId ? line.adjusts : line.rateType;
  return `${userId}|${type}|${line.ownRateCents}|${line.workweek ?? ''}`;
}

/**
 * The ADJ lines a run owes for approved runs whose entries changed after approval: each such run computed again with
 * its stored terms (and the rates it paid), less what it and the adjustments approved since paid. An approved run's
 * adjustment goes to the earliest open run after it.
 */
async function adjustmentsFor(
  db: Db,
  clientId: string,
  run: PayRunRow,
  userId: string | undefined,
  rates: Map<string, number>,
): Promise<Map<string, PayRunLine[]>> {
  const result = new Map<string, PayRunLine[]>();
  const changed = await runsChangedSinceApproval(db, clientId, run.periodStart);
  if (changed.length === 0) return result;
  const open = await runsBetween(db, clientId, 'open', changed[0]?.periodStart ?? run.periodStart, run.periodStart);
  const owed = changed.filter((approved) => open.find((o) => o.periodStart > approved.periodEnd)?.id === run.id);
  if (owed.length === 0) return result;
  const ids = owed.map((approved) => approved.id);
  const paid = await linesPaidFor(db, ids);
  for (const approved of owed) {
    const terms = approved.terms as unknown as StoredTerms;
    const period = { start: approved.periodStart, end: approved.periodEnd };
    const rows = await payrollEntryRows(db, clientId, readWindow(period, terms.weekStartsOn), undefined, userId);
    for (const row of rows) rates.set(row.id, row.paidRateCents ?? row.rateCents);
    const again = payrollRun(terms, period, payrollEntries(rows));
    const totals = new Map<string, { minutes: number; amountCents: number; line: PayRunLine; userId: string }>();
    const add = (who: string, line: PayRunLine, sign: 1 | -1) => {
      const key = paidKey(who, line);
      const total = totals.get(key) ?? { minutes: 0, amountCents: 0, line, userId: who };
      total.minutes += sign * line.minutes;
      total.amountCents += sign * line.amountCents;
      if (sign === 1) total.line = line;
      totals.set(key, total);
    };
    for (const person of again) for (const line of linesOfPerson(person)) add(person.userId, line, 1);
    for (const row of paid) {
      const forThis = row.adjustsRunId ? row.adjustsRunId === approved.id : row.payRunId === approved.id;
      if (forThis && (!userId || row.userId === userId)) add(row.userId, lineOfRow(row, new Map()), -1);
    }
    for (const { minutes, amountCents, line, userId: who } of totals.values()) {
      if (minutes === 0 && amountCents === 0) continue;
      const lines = result.get(who) ?? [];
      lines.push({
        rateType: 'ADJ',
        adjusts: line.adjustsRunId ? line.adjusts : line.rateType,
        adjustsRunId: approved.id,
        adjustsPeriodStart: approved.periodStart,
        workweek: line.workweek,
        minutes,
        hours: signedHours(minutes),
        rateCents: line.rateCents,
        ownRateCents: line.ownRateCents,
        amountCents,
        entryIds: line.entryIds,
        dates: line.dates,
      });
      result.set(who, lines);
    }
  }
  return result;
}

interface Computed {
  people: { userId: string; lines: PayRunLine[]; grossCents: number; workweeks: PayWorkweek[] }[];
  rows: PayrollEntryRow[];
  /** Every entry's pay rate (the approval stores it with the lock). */
  rates: Map<string, number>;
  days: DayRow[];
}

/** An open run computed now, for everyone or one person. */
async function computeOpenRun(
  db: Db,
  caller: Caller,
  run: PayRunRow,
  terms: StoredTerms,
  userId?: string,
): Promise<Computed> {
  const { clientId } = caller.actor;
  const period = { start: run.periodStart, end: run.periodEnd };
  const visible = (e: string) => payRunEventVisible(caller.actor, e);
  const rows = await payrollEntryRows(db, clientId, readWindow(period, terms.weekStartsOn), visible('e'), userId);
  const rates = new Map(rows.map((row) => [row.id, row.paidRateCents ?? row.rateCents]));
  const entries = payrollEntries(rows);
  const computed = payrollRun(terms, period, entries);
  const adjustments = await adjustmentsFor(db, clientId, run, userId, rates);
  const people = computed.map((person) => ({
    userId: person.userId,
    lines: linesOfPerson(person),
    grossCents: person.grossCents,
    workweeks: person.workweeks,
  }));
  for (const [who, lines] of adjustments) {
    let person = people.find((p) => p.userId === who);
    if (!person) {
      person = { userId: who, lines: [], grossCents: 0, workweeks: [] };
      people.push(person);
    }
    person.lines.push(...lines);
    person.grossCents += lines.reduce((sum, line) => sum + line.amountCents, 0);
  }
  return { people, rows, rates, days: daysOf(terms, period, rows, entries) };
}

/** Minutes per person, local day, event and rate type within the period (the timesheet exports). */
function daysOf(
  terms: StoredTerms,
  period: { start: string; end: string },
  rows: readonly PayrollEntryRow[],
  entries: readonly PayrollEntry[],
): DayRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const days = new Map<string, DayRow>();
  for (const minute of payMinutes(terms, entries)) {
    if (minute.date < period.start || minute.date > period.end) continue;
    const row = byId.get(minute.entryId);
    const key = `${minute.userId}|${minute.date}|${row?.eventId ?? ''}|${minute.rateType}`;
    const day = days.get(key) ?? {
      userId: minute.userId,
      date: minute.date,
      customerName: row?.customerName ?? '',
      eventName: row?.eventName ?? '',
      rateType: minute.rateType,
      minutes: 0,
    };
    day.minutes += minute.minutes;
    days.set(key, day);
  }
  return [...days.values()].sort((a, b) => a.userId.localeCompare(b.userId) || a.date.localeCompare(b.date));
}

function issuesOf(
  rows: readonly PayrollEntryRow[],
  period: { start: Date; end: Date },
  provider: PaySettings['provider'],
  payrollIds: Record<string, string | null> | undefined,
  open: boolean,
): PayRunIssue[] {
  const issues: PayRunIssue[] = [];
  if (provider && !payrollIds?.[provider]) issues.push({ code: 'payrun.missing_provider_id', params: { provider } });
  if (!open) return issues;
  for (const row of rows) {
    if (row.clockIn >= period.end || (row.clockOut !== null && row.clockOut <= period.start)) continue;
    if (row.clockOut === null)
      issues.push({ code: 'payrun.open_entry', params: { entryId: row.id, clockIn: row.clockIn.toISOString() } });
    else if (row.added) issues.push({ code: 'payrun.missed_punch', params: { entryId: row.id } });
    if (row.noRate && row.paidRateCents === null)
      issues.push({ code: 'payrun.no_pay_rate', params: { entryId: row.id, eventName: row.eventName ?? '' } });
  }
  return issues;
}

function totalsOf(people: readonly PayRunPerson[]): PayRunTotals {
  const zero = () => ({ minutes: 0, amountCents: 0 });
  const totals: PayRunTotals = {
    people: people.length,
    minutes: 0,
    grossCents: 0,
    byRateType: { REG: zero(), OT: zero(), DT: zero(), HOL: zero(), ADJ: zero() },
    issues: Object.fromEntries(payRunIssueCodes.map((code) => [code, 0])) as PayRunTotals['issues'],
  };
  for (const person of people) {
    totals.grossCents += person.grossCents;
    for (const line of person.lines) {
      totals.byRateType[line.rateType].minutes += line.minutes;
      totals.byRateType[line.rateType].amountCents += line.amountCents;
      if (line.rateType !== 'ADJ') totals.minutes += line.minutes;
    }
    for (const code of new Set(person.issues.map((issue) => issue.code))) totals.issues[code] += 1;
  }
  return totals;
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function contentHashOf(people: readonly { userId: string; lines: readonly PayRunLine[] }[]): string {
  const lines = people
    .flatMap((person) => person.lines.map((line) => ({ userId: person.userId, ...line })))
    .sort((a, b) => a.userId.localeCompare(b.userId));
  return createHash('sha256').update(JSON.stringify(lines)).digest('hex');
}

async function findRun(db: Db, caller: Caller, id: string, lock = false) {
  const found = await findPayRun(db, caller.actor.clientId, id, lock);
  if (!found) throw AppError.notFound('No such pay run.', 'pay_run');
  return found;
}

/** A run as the review screen shows it: open runs computed now, approved ones as stored. */
async function payRunView(
  ctx: AppContext,
  db: Db,
  caller: Caller,
  found: { run: PayRunRow; approvedByName: string | null },
) {
  const { run } = found;
  const { clientId } = caller.actor;
  const open = run.status === 'open';
  // An approved run keeps the terms it was computed with; only the provider (its ids) is read as it is now.
  const { terms, settings } = open
    ? await currentTerms(db, clientId, ctx.clock())
    : { terms: run.terms as unknown as StoredTerms, settings: await paySettingsOfClient(db, clientId, ctx.clock()) };
  const period = { start: run.periodStart, end: run.periodEnd };
  const instants = periodInstants(period, terms.timeZone);
  let people: { userId: string; lines: PayRunLine[]; grossCents: number; workweeks: PayWorkweek[] }[];
  let rows: PayrollEntryRow[];
  if (open) {
    ({ people, rows } = await computeOpenRun(db, caller, run, terms));
  } else {
    rows = await payrollEntryRows(
      db,
      clientId,
      readWindow(period, terms.weekStartsOn),
      payRunEventVisible(caller.actor, 'e'),
    );
    const stored = await storedLines(db, [run.id]);
    const adjusted = await runsBetween(db, clientId, 'approved', '0001-01-01', run.periodStart);
    const periodStartOf = new Map(adjusted.map((r) => [r.id, r.periodStart]));
    const workweeks = (run.workweeks ?? {}) as Record<string, PayWorkweek[]>;
    people = [...groupByUser(stored)].map(([userId, rows]) => {
      const lines = rows.map((row) => lineOfRow(row, periodStartOf));
      return {
        userId,
        lines,
        grossCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
        workweeks: workweeks[userId] ?? [],
      };
    });
  }
  // People with an open entry in the period have no lines yet but need attention.
  const inPeriod = rows.filter(
    (row) => row.clockIn < instants.end && (row.clockOut === null || row.clockOut > instants.start),
  );
  if (open) {
    for (const row of inPeriod)
      if (row.clockOut === null && !people.some((p) => p.userId === row.userId))
        people.push({ userId: row.userId, lines: [], grossCents: 0, workweeks: [] });
  }
  const whole = seesWholePayRun(caller.actor);
  const visibleUsers = new Set(rows.filter((row) => row.visible).map((row) => row.userId));
  if (!whole) people = people.filter((person) => visibleUsers.has(person.userId));
  const named = new Map(
    (
      await peopleOfRun(
        db,
        clientId,
        people.map((p) => p.userId),
      )
    ).map((p) => [p.id, p]),
  );
  const rowsOf = groupByUser(inPeriod);
  const result: PayRunPerson[] = people
    .map((person) => {
      const who = named.get(person.userId);
      const own = rowsOf.get(person.userId) ?? [];
      return {
        userId: person.userId,
        name: who?.name ?? '',
        lines: person.lines,
        grossCents: person.grossCents,
        workweeks: person.workweeks,
        issues: issuesOf(own, instants, settings.provider, who, open),
        entries: own.map((row) => ({
          id: row.id,
          eventId: row.eventId,
          eventName: row.eventName,
          clockIn: row.clockIn.toISOString(),
          clockOut: iso(row.clockOut),
          breakMinutes: Math.round(
            row.breaks.reduce((sum, [start, end]) => sum + Math.max(0, end - start), 0) / 60_000,
          ),
          added: row.added,
          paidByRunId: row.paidByRunId,
        })),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
  const exports = run.status === 'approved' ? await exportsOf(db, run.id) : [];
  const view: PayRun = {
    id: run.id,
    periodStart: run.periodStart,
    periodEnd: run.periodEnd,
    status: run.status,
    createdAt: run.createdAt.toISOString(),
    approvedAt: iso(run.approvedAt),
    approvedByName: found.approvedByName,
    provider: settings.provider,
    people: result,
    totals: totalsOf(result),
    exports: exports.map(({ export: record, exportedByName }) => ({
      format: record.format,
      fileName: record.fileName,
      sha256: record.sha256,
      rows: record.rows,
      manual: record.manual,
      exportedAt: record.exportedAt.toISOString(),
      exportedByName,
    })),
  };
  return view;
}

export async function listPayRuns(ctx: AppContext, caller: Caller): Promise<{ items: PayRunSummary[] }> {
  const rows = await listPayRunRows(ctx.db, caller.actor.clientId);
  const whole = seesWholePayRun(caller.actor);
  return {
    items: rows.map((row) => ({
      id: row.id,
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      approvedAt: iso(row.approvedAt),
      approvedByName: row.approvedByName,
      // A supervisor sees the figures of their people only, on the run's page.
      people: whole ? row.people : null,
      grossCents: whole ? row.grossCents : null,
    })),
  };
}

export async function getPayRun(ctx: AppContext, caller: Caller, id: string): Promise<PayRun> {
  return payRunView(ctx, ctx.db, caller, await findRun(ctx.db, caller, id));
}

/** Opens the run of the pay period starting on `periodStart` (one run per period, never overlapping). */
export async function createPayRun(ctx: AppContext, caller: Caller, body: PayRunCreateBody) {
  const { actor } = caller;
  const now = ctx.clock();
  const settings = await paySettingsOfClient(ctx.db, actor.clientId, now);
  const period = payPeriodOf(body.periodStart, settings.frequency, settings.anchorDate);
  if (period.start !== body.periodStart)
    throw AppError.invalidFields({ periodStart: fieldError('payrun.not_period_start', { start: period.start }) });
  return ctx.db.transaction(async (tx) => {
    await lockClientRuns(tx, actor.clientId);
    const clash = await overlappingRun(tx, actor.clientId, period.start, period.end);
    if (clash)
      throw new AppError('payrun.exists', 'A pay run for this period exists.', {
        params: { id: clash.id, periodStart: clash.periodStart, periodEnd: clash.periodEnd },
      });
    const run = await insertPayRun(tx, {
      clientId: actor.clientId,
      periodStart: period.start,
      periodEnd: period.end,
      createdBy: actor.userId,
      createdAt: now,
    });
    await recordAudit(tx, {
      at: now,
      clientId: actor.clientId,
      actorId: actor.userId,
      action: 'pay_run.create',
      entity: 'pay_run',
      entityId: run.id,
      data: { periodStart: period.start, periodEnd: period.end },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return { id: run.id, periodStart: run.periodStart, periodEnd: run.periodEnd, status: run.status };
  });
}

/**
 * Approves an open run whose period is over and has no open clock entry: stores its lines, terms, workweeks and
 * days, locks the entries it paid (at the rates it paid), and so enters the proof chain.
 */
export async function approvePayRun(ctx: AppContext, caller: Caller, id: string): Promise<PayRun> {
  const { actor } = caller;
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const { run } = await findRun(tx, caller, id, true);
    if (run.status !== 'open') throw new AppError('payrun.already_approved', 'This pay run is already approved.');
    const { terms } = await currentTerms(tx, actor.clientId, now);
    const period = { start: run.periodStart, end: run.periodEnd };
    const instants = periodInstants(period, terms.timeZone);
    if (now < instants.end)
      throw new AppError('payrun.period_not_over', 'The pay period is not over yet.', {
        params: { periodEnd: run.periodEnd },
      });
    const window = readWindow(period, terms.weekStartsOn);
    await lockWindowEntries(tx, actor.clientId, window);
    const computed = await computeOpenRun(tx, caller, run, terms);
    const open = computed.rows.filter((row) => row.clockOut === null && row.clockIn < instants.end);
    if (open.length > 0) {
      const names = new Map(
        (
          await peopleOfRun(
            tx,
            actor.clientId,
            open.map((row) => row.userId),
          )
        ).map((p) => [p.id, p.name]),
      );
      throw new AppError('payrun.has_open_entries', 'Some clock entries of the period are still open.', {
        params: {
          entries: open.map((row) => ({
            id: row.id,
            userId: row.userId,
            name: names.get(row.userId) ?? '',
            clockIn: row.clockIn.toISOString(),
          })),
        },
      });
    }
    const lines = computed.people.flatMap((person) =>
      person.lines.map((line) => ({
        userId: person.userId,
        rateType: line.rateType,
        adjusts: line.adjusts,
        adjustsRunId: line.adjustsRunId,
        ownRateCents: line.ownRateCents,
        workweek: line.workweek,
        minutes: line.minutes,
        rateCents: line.rateCents,
        amountCents: line.amountCents,
        entryIds: line.entryIds,
        dates: line.dates,
      })),
    );
    const paidEntries = [...new Set(lines.flatMap((line) => line.entryIds))].map((clockEntryId) => ({
      clockEntryId,
      rateCents: computed.rates.get(clockEntryId) ?? 0,
    }));
    const grossCents = computed.people.reduce((sum, person) => sum + person.grossCents, 0);
    await approveRun(
      tx,
      run,
      {
        terms: terms as unknown as Record<string, unknown>,
        workweeks: Object.fromEntries(computed.people.map((person) => [person.userId, person.workweeks])),
        days: computed.days,
        people: computed.people.length,
        grossCents,
        contentHash: contentHashOf(computed.people),
        approvedBy: actor.userId,
        approvedAt: now,
      },
      lines,
      paidEntries,
    );
    await recordAudit(tx, {
      at: now,
      clientId: actor.clientId,
      actorId: actor.userId,
      action: 'pay_run.approve',
      entity: 'pay_run',
      entityId: run.id,
      data: { periodStart: run.periodStart, periodEnd: run.periodEnd, people: computed.people.length, grossCents },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return getPayRun(ctx, caller, id);
}

/** An approved run as a provider's import file or the plain CSV; recorded and audited. */
export async function exportPayRun(
  ctx: AppContext,
  caller: Caller,
  id: string,
  format: PayRunExportFormat,
): Promise<PayExportFile> {
  const { actor } = caller;
  const { run } = await findRun(ctx.db, caller, id);
  if (run.status !== 'approved' || run.approvedAt === null)
    throw new AppError('payrun.not_approved', 'Only an approved pay run can be exported.');
  const settings = await paySettingsOfClient(ctx.db, actor.clientId, ctx.clock());
  const stored = await storedLines(ctx.db, [run.id]);
  const days = (run.days ?? []) as DayRow[];
  const userIds = [...new Set([...stored.map((line) => line.userId), ...days.map((day) => day.userId)])];
  const people = await peopleOfRun(ctx.db, actor.clientId, userIds);
  const provider = providerOfFormat[format];
  if ((format === 'adp' || format === 'paychex') && !settings.companyCode)
    throw new AppError('payrun.missing_company_code', 'The pay settings have no company code.', {
      params: { provider: format },
    });
  if (provider) {
    const missing = people.filter((person) => !person[provider]);
    if (missing.length > 0)
      throw new AppError('payrun.missing_provider_ids', 'Some people have no id at the payroll provider.', {
        params: {
          provider,
          people: missing
            .map((person) => ({ userId: person.id, name: person.name }))
            .sort((a, b) => a.name.localeCompare(b.name)),
        },
      });
  }
  const linesOf = groupByUser(stored);
  const daysOf = groupByUser(days);
  const input: ExportPayRun = {
    id: run.id,
    periodStart: run.periodStart,
    periodEnd: run.periodEnd,
    approvedAt: run.approvedAt.toISOString(),
    companyCode: settings.companyCode,
    earningCodes: settings.earningCodes,
    people: people
      .map((person) => {
        const lines = linesOf.get(person.id) ?? [];
        return {
          userId: person.id,
          name: person.name,
          email: person.email,
          payrollIds: { adp: person.adp, gusto: person.gusto, paychex: person.paychex, quickbooks: person.quickbooks },
          lines: lines.map((line) => ({
            rateType: line.rateType,
            adjusts: line.adjusts,
            workweek: line.workweek,
            minutes: line.minutes,
            hours: signedHours(line.minutes),
            rateCents: line.rateCents,
            ownRateCents: line.ownRateCents,
            amountCents: line.amountCents,
          })),
          days: (daysOf.get(person.id) ?? []).map(({ userId: _userId, ...day }) => day),
          grossCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId)),
  };
  const file = fileOf(format, input, settings);
  const now = ctx.clock();
  const sha256 = createHash('sha256').update(file.text).digest('hex');
  await ctx.db.transaction(async (tx) => {
    await recordExport(tx, {
      clientId: actor.clientId,
      payRunId: run.id,
      format,
      fileName: file.fileName,
      sha256,
      rows: file.rows,
      manual: file.manual,
      exportedBy: actor.userId,
      exportedAt: now,
    });
    await recordAudit(tx, {
      at: now,
      clientId: actor.clientId,
      actorId: actor.userId,
      action: 'pay_run.export',
      entity: 'pay_run',
      entityId: run.id,
      data: { format, fileName: file.fileName, sha256, rows: file.rows, manual: file.manual.length },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return file;
}

function groupByUser<T extends { userId: string }>(rows: readonly T[]): Map<string, T[]> {
  const byUser = new Map<string, T[]>();
  for (const row of rows) {
    const list = byUser.get(row.userId);
    if (list) list.push(row);
    else byUser.set(row.userId, [row]);
  }
  return byUser;
}

function fileOf(format: PayRunExportFormat, run: ExportPayRun, settings: PaySettings): PayExportFile {
  switch (format) {
    case 'adp':
      return adpPayDataCsv(run);
    case 'gusto':
      return gustoHoursCsv(run, settings.gustoColumns);
    case 'paychex':
      return paychexSpiCsv(run);
    case 'iif':
      return quickbooksTimesheetsIif(run);
    case 'csv':
      return payRunCsv(run);
  }
}

/** The signed-in person's own figures in the last runs (newest first): a preview, not a payslip. */
export async function myPayRuns(ctx: AppContext, caller: Caller) {
  const { actor } = caller;
  const all = await listPayRunRows(ctx.db, actor.clientId);
  const periodStartOf = new Map(all.map((run) => [run.id, run.periodStart]));
  const runs = all.slice(0, 6);
  const items = [];
  const terms = runs.some((run) => run.status === 'open')
    ? (await currentTerms(ctx.db, actor.clientId, ctx.clock())).terms
    : null;
  for (const summary of runs) {
    let lines: PayRunLine[];
    if (summary.status === 'approved' || terms === null) {
      lines = (await storedLines(ctx.db, [summary.id], actor.userId)).map((line) => lineOfRow(line, periodStartOf));
    } else {
      const found = await findRun(ctx.db, caller, summary.id);
      const computed = await computeOpenRun(ctx.db, caller, found.run, terms, actor.userId);
      lines = computed.people.find((person) => person.userId === actor.userId)?.lines ?? [];
    }
    if (lines.length === 0) continue;
    items.push({
      id: summary.id,
      periodStart: summary.periodStart,
      periodEnd: summary.periodEnd,
      status: summary.status,
      lines,
      grossCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
    });
  }
  return { items };
}
