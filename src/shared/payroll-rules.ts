import {
  type BillingEntry,
  type BillingInterval,
  billableMinutes,
  billingPeriodOf,
  billingWeekOf,
  instantBounds,
  quantityHundredths,
  weeksAround,
} from './billing-rules.ts';
import { addDaysTo, daysBetween } from './zoned-time.ts';

/**
 * Gross pay of a payroll run by the law's rules (docs/product/payroll-runs.md#rules), as pure functions the
 * server's pay-run service calls with rows it read. Person by person, across all events, in the client's zone:
 *
 * - P1 hours worked = closed clock entries less their unpaid breaks, split at local midnight (billing's R1 with the
 *   `actual` basis and 1-minute rounding, so both count the same minutes); each minute at its entry's pay rate.
 * - P2 minutes on a holiday are HOL (own rate × holiday %) and count toward the weekly threshold. HOL > OT > REG.
 * - P3 daily overtime: a day's minutes beyond the first threshold are OT, beyond the second DT; they do not count
 *   toward the weekly threshold (no pyramiding).
 * - P4 weekly overtime: per workweek, counted in time order, the regular minutes beyond the threshold are OT.
 * - P5 regular rate of a workweek = straight-time pay of its non-holiday minutes ÷ those minutes; an OT minute is paid
 *   its own rate + (OT % − 100) % of the regular rate, a DT minute its own rate + the regular rate.
 * - P6 exact rational arithmetic in integers (bigint); one half-up rounding per line.
 * - P7 pay periods; a workweek that crosses a period's end is paid at straight time in that run and settled
 *   (its overtime premiums as ADJ lines) in the run holding its last day.
 */

export type PayRateType = 'REG' | 'OT' | 'DT' | 'HOL' | 'ADJ';
/** The rate types minutes are classified into (ADJ settles the premium of OT or DT minutes of an earlier run). */
export type PayMinuteType = 'REG' | 'OT' | 'DT' | 'HOL';
export type PayFrequency = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';
export const payFrequencies = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;

/** Double time is always twice the regular rate: its own rate + 100 % of the regular rate. */
export const doubleTimePct = 200;

export const payrollDefaults = {
  weeklyOtAfterMinutes: 2400,
  otPct: 150,
  holidayPct: 150,
  dailyOtAfterMinutes: null,
  dailyDtAfterMinutes: null,
} as const;

export interface PayrollTerms {
  /** The client's IANA zone: one zone for the whole run. */
  timeZone: string;
  /** The workweek's first day, 0 = Sunday … 6 = Saturday. */
  weekStartsOn: number;
  /** Weekly overtime threshold in minutes (default 2,400). */
  weeklyOtAfterMinutes: number;
  /** The OT multiplier as a percentage (150 = 1.5×, premium 0.5 × the regular rate). */
  otPct: number;
  /** Holiday pay as a percentage of the minute's own rate (default 150). */
  holidayPct: number;
  /** Daily OT after this many minutes of a local day; null = no daily overtime. */
  dailyOtAfterMinutes: number | null;
  /** Daily DT after this many minutes of a local day; null = no daily double time. */
  dailyDtAfterMinutes: number | null;
  holidays: ReadonlySet<string> | readonly string[];
}

/** A closed clock entry of one person, with the pay rate of their role on the entry's event. */
export interface PayrollEntry {
  id: string;
  userId: string;
  clockIn: number;
  clockOut: number;
  /** Cents per hour. */
  rateCents: number;
  /** Unpaid breaks taken during the entry (only the part inside the entry is deducted). */
  breaks: readonly BillingInterval[];
}

/** Minutes of one entry on one local day, of one rate type (the classification before pricing). */
export interface PayMinutes {
  entryId: string;
  userId: string;
  date: string;
  /** The first day of the workweek the date belongs to. */
  workweek: string;
  rateType: PayMinuteType;
  minutes: number;
  /** The entry's own (straight-time) rate, cents per hour. */
  rateCents: number;
  /** When the day's time began: the order minutes are counted in. */
  start: number;
}

export interface PayLine {
  rateType: PayRateType;
  /** For ADJ: the rate type whose premium it settles; null otherwise. */
  adjusts: 'OT' | 'DT' | null;
  /** The straight-time rate of the minutes on the line, cents per hour. */
  ownRateCents: number;
  /** OT, DT and ADJ lines are per workweek (its regular rate); null for REG and HOL. */
  workweek: string | null;
  /** Exact minutes. */
  minutes: number;
  /** minutes ÷ 60 rounded half-up to 2 decimals (display only; the amount comes from the minutes). */
  hours: number;
  /** The line's rate per hour rounded half-up to the cent (display only). */
  rateCents: number;
  /** minutes × the exact rate ÷ 60, rounded half-up once. */
  amountCents: number;
  /** The clock entries and local dates behind the line (sorted). */
  entryIds: string[];
  dates: string[];
}

/** A workweek of a person as priced in the run (P5), for the review screen. */
export interface PayWorkweek {
  start: string;
  /** Non-holiday minutes of the whole workweek. */
  nonHolidayMinutes: number;
  /** Their straight-time pay, rounded half-up. */
  straightTimeCents: number;
  /** The regular rate rounded half-up to the cent; null when the week has no non-holiday minutes. */
  regularRateCents: number | null;
  /** false: the week ends after the period; its days in the period are paid at straight time (settled later). */
  settled: boolean;
}

export interface PayrollPerson {
  userId: string;
  lines: PayLine[];
  grossCents: number;
  workweeks: PayWorkweek[];
}

export interface PayPeriod {
  /** Local dates, both inclusive. */
  start: string;
  end: string;
}

function holidaySet(holidays: PayrollTerms['holidays']): ReadonlySet<string> {
  return holidays instanceof Set ? holidays : new Set(holidays);
}

/** Integer a ÷ b (b > 0) rounded half-up, away from zero for negatives, in bigint: products of cents fit. */
function roundHalfUp(a: bigint, b: bigint): number {
  if (b <= 0n) throw new Error('roundHalfUp: divisor must be positive');
  const sign = a < 0n ? -1n : 1n;
  const abs = a < 0n ? -a : a;
  return Number(sign * ((2n * abs + b) / (2n * b)));
}

function clamp(value: number, low: number, high: number): number {
  return Math.max(low, Math.min(high, value));
}

/** The workweek (its first day) a local date belongs to. */
export function workweekOf(date: string, weekStartsOn: number): string {
  return billingWeekOf(date, weekStartsOn);
}

/**
 * P1: every paid minute of the entries, per entry and local day of the client's zone, less breaks, in time order.
 * Billing's R1 under the `actual` basis with 1-minute rounding is exactly this (an entry's minutes rounded half-up
 * to the minute, the difference on its last day), so payroll and invoices count the same minutes.
 */
function workedMinutes(
  timeZone: string,
  entries: readonly PayrollEntry[],
): { entry: PayrollEntry; date: string; minutes: number; start: number }[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const asBilling = entries.map(
    (entry): BillingEntry => ({
      id: entry.id,
      userId: entry.userId,
      eventId: 'payroll',
      timeZone,
      post: null,
      shiftId: null,
      clockIn: entry.clockIn,
      clockOut: entry.clockOut,
      shiftStart: null,
      shiftEnd: null,
      breaks: entry.breaks,
    }),
  );
  const rows = billableMinutes(
    {
      billBasis: 'actual',
      otBasis: 'none',
      otAfterMinutes: 0,
      roundingMinutes: 1,
      weekStartsOn: 0,
      contractStartsOn: '0001-01-01',
      contractEndsOn: null,
      holidays: [],
    },
    [{ id: 'payroll', eventId: 'payroll', post: null, effectiveFrom: '0001-01-01', effectiveTo: null }],
    asBilling,
  );
  return rows
    .map((row) => ({
      entry: byId.get(row.entryId) as PayrollEntry,
      date: row.date,
      minutes: row.minutes,
      start: row.start,
    }))
    .sort((a, b) => a.start - b.start || a.entry.id.localeCompare(b.entry.id));
}

/**
 * P1–P4: every paid minute classified REG, OT, DT or HOL. Give it whole workweeks of entries (overtime counts the
 * whole week). Per person, in time order: a holiday day's minutes are HOL and count toward the weekly threshold; on
 * other days the minutes beyond the daily OT threshold are OT, beyond the daily DT threshold DT (neither counts toward
 * the week); the rest counts toward the week and is OT beyond the weekly threshold.
 */
export function payMinutes(terms: PayrollTerms, entries: readonly PayrollEntry[]): PayMinutes[] {
  const holidays = holidaySet(terms.holidays);
  const dtLimit = terms.dailyDtAfterMinutes ?? Number.POSITIVE_INFINITY;
  const otLimit = Math.min(terms.dailyOtAfterMinutes ?? Number.POSITIVE_INFINITY, dtLimit);
  const daily = new Map<string, number>();
  const weekly = new Map<string, number>();
  const result: PayMinutes[] = [];
  for (const part of workedMinutes(terms.timeZone, entries)) {
    const { entry, date, minutes, start } = part;
    const workweek = workweekOf(date, terms.weekStartsOn);
    const push = (rateType: PayMinuteType, count: number) => {
      if (count <= 0) return;
      result.push({
        entryId: entry.id,
        userId: entry.userId,
        date,
        workweek,
        rateType,
        minutes: count,
        rateCents: entry.rateCents,
        start,
      });
    };
    const weekKey = `${entry.userId}|${workweek}`;
    const weekBefore = weekly.get(weekKey) ?? 0;
    if (holidays.has(date)) {
      weekly.set(weekKey, weekBefore + minutes);
      push('HOL', minutes);
      continue;
    }
    const dayKey = `${entry.userId}|${date}`;
    const dayBefore = daily.get(dayKey) ?? 0;
    daily.set(dayKey, dayBefore + minutes);
    const dailyRegular = clamp(otLimit - dayBefore, 0, minutes);
    const doubleTime = minutes - clamp(dtLimit - dayBefore, 0, minutes);
    const dailyOvertime = minutes - dailyRegular - doubleTime;
    // No pyramiding: only the day's regular minutes count toward the week.
    weekly.set(weekKey, weekBefore + dailyRegular);
    const regular = clamp(terms.weeklyOtAfterMinutes - weekBefore, 0, dailyRegular);
    push('REG', regular);
    push('OT', dailyOvertime + dailyRegular - regular);
    push('DT', doubleTime);
  }
  return result;
}

/** A rate per hour as an exact fraction of cents: numerator ÷ denominator. */
interface ExactRate {
  num: bigint;
  den: bigint;
}

interface WeekFigures {
  /** Σ minutes × own rate of the non-holiday minutes (cent-minutes per hour). */
  straight: bigint;
  minutes: number;
}

interface LineBuild {
  rateType: PayRateType;
  adjusts: 'OT' | 'DT' | null;
  ownRateCents: number;
  workweek: string | null;
  rate: ExactRate;
  minutes: number;
  entryIds: Set<string>;
  dates: Set<string>;
}

/** P5: the exact rate per hour a minute of this type is paid at, given its week's straight-time figures. */
function exactRate(
  rateType: PayRateType,
  adjusts: 'OT' | 'DT' | null,
  own: number,
  week: WeekFigures,
  terms: PayrollTerms,
): ExactRate {
  const n = BigInt(week.minutes);
  const premiumPct = BigInt((adjusts === 'DT' || rateType === 'DT' ? doubleTimePct : terms.otPct) - 100);
  switch (rateType) {
    case 'REG':
      return { num: BigInt(own), den: 1n };
    case 'HOL':
      return { num: BigInt(own) * BigInt(terms.holidayPct), den: 100n };
    case 'OT':
    case 'DT':
      // own + premium% × straight ÷ minutes
      return { num: BigInt(own) * 100n * n + premiumPct * week.straight, den: 100n * n };
    case 'ADJ':
      // the premium alone: the own rate was paid in the run that held the minutes
      return { num: premiumPct * week.straight, den: 100n * n };
  }
}

const lineOrder: Record<PayRateType, number> = { REG: 0, HOL: 1, OT: 2, DT: 3, ADJ: 4 };

/**
 * P5–P7: a person's lines and gross for a run over `period`. Give it the entries of the whole workweeks around the
 * period (payrollReadWindow). Minutes dated in the period are paid; a workweek that ends after the period is paid at
 * straight time (holidays at holiday %) and settled in the run holding its last day, which also pays, as ADJ lines,
 * the premium of its OT and DT minutes dated before its period.
 */
export function payrollRun(terms: PayrollTerms, period: PayPeriod, entries: readonly PayrollEntry[]): PayrollPerson[] {
  const minutes = payMinutes(terms, entries);
  const weeks = new Map<string, WeekFigures>();
  for (const row of minutes) {
    if (row.rateType === 'HOL') continue;
    const key = `${row.userId}|${row.workweek}`;
    const figures = weeks.get(key) ?? { straight: 0n, minutes: 0 };
    figures.straight += BigInt(row.minutes) * BigInt(row.rateCents);
    figures.minutes += row.minutes;
    weeks.set(key, figures);
  }

  const people = new Map<string, { lines: Map<string, LineBuild>; weeks: Set<string> }>();
  for (const row of minutes) {
    const weekEnd = addDaysTo(row.workweek, 6);
    const inPeriod = row.date >= period.start && row.date <= period.end;
    const settledHere = weekEnd >= period.start && weekEnd <= period.end;
    let rateType: PayRateType;
    let adjusts: 'OT' | 'DT' | null = null;
    if (inPeriod && weekEnd > period.end) rateType = row.rateType === 'HOL' ? 'HOL' : 'REG';
    else if (inPeriod) rateType = row.rateType;
    else if (row.date < period.start && settledHere && (row.rateType === 'OT' || row.rateType === 'DT')) {
      rateType = 'ADJ';
      adjusts = row.rateType;
    } else continue;
    const person = people.get(row.userId) ?? { lines: new Map<string, LineBuild>(), weeks: new Set<string>() };
    people.set(row.userId, person);
    person.weeks.add(row.workweek);
    const perWeek = rateType === 'OT' || rateType === 'DT' || rateType === 'ADJ';
    const workweek = perWeek ? row.workweek : null;
    const key = `${rateType}|${adjusts ?? ''}|${row.rateCents}|${workweek ?? ''}`;
    let line = person.lines.get(key);
    if (!line) {
      const week = weeks.get(`${row.userId}|${row.workweek}`) ?? { straight: 0n, minutes: 0 };
      line = {
        rateType,
        adjusts,
        ownRateCents: row.rateCents,
        workweek,
        rate: exactRate(rateType, adjusts, row.rateCents, week, terms),
        minutes: 0,
        entryIds: new Set(),
        dates: new Set(),
      };
      person.lines.set(key, line);
    }
    line.minutes += row.minutes;
    line.entryIds.add(row.entryId);
    line.dates.add(row.date);
  }

  const result: PayrollPerson[] = [];
  for (const [userId, person] of people) {
    const lines = [...person.lines.values()]
      .sort(
        (a, b) =>
          lineOrder[a.rateType] - lineOrder[b.rateType] ||
          (a.workweek ?? '').localeCompare(b.workweek ?? '') ||
          (a.adjusts ?? '').localeCompare(b.adjusts ?? '') ||
          b.ownRateCents - a.ownRateCents,
      )
      .map(
        (line): PayLine => ({
          rateType: line.rateType,
          adjusts: line.adjusts,
          ownRateCents: line.ownRateCents,
          workweek: line.workweek,
          minutes: line.minutes,
          hours: quantityHundredths(line.minutes) / 100,
          rateCents: roundHalfUp(line.rate.num, line.rate.den),
          amountCents: roundHalfUp(BigInt(line.minutes) * line.rate.num, 60n * line.rate.den),
          entryIds: [...line.entryIds].sort((a, b) => a.localeCompare(b)),
          dates: [...line.dates].sort(),
        }),
      );
    const workweeks = [...person.weeks].sort().map((start): PayWorkweek => {
      const week = weeks.get(`${userId}|${start}`) ?? { straight: 0n, minutes: 0 };
      return {
        start,
        nonHolidayMinutes: week.minutes,
        straightTimeCents: roundHalfUp(week.straight, 60n),
        regularRateCents: week.minutes > 0 ? roundHalfUp(week.straight, BigInt(week.minutes)) : null,
        settled: addDaysTo(start, 6) <= period.end,
      };
    });
    result.push({ userId, lines, grossCents: lines.reduce((sum, line) => sum + line.amountCents, 0), workweeks });
  }
  return result.sort((a, b) => a.userId.localeCompare(b.userId));
}

// ── P7: pay periods ─────────────────────────────────────────────────────────────────────────────────────

/** Whether a date may anchor weekly and biweekly runs: it is a workweek's first day. */
export function isWorkweekAnchor(anchorDate: string, weekStartsOn: number): boolean {
  return workweekOf(anchorDate, weekStartsOn) === anchorDate;
}

/**
 * The pay period holding `date`. Weekly and biweekly periods run 7 or 14 days from `anchorDate` (before or after
 * it); semi-monthly runs the 1st–15th and the 16th–end of the month; monthly the calendar month (both ignore the
 * anchor).
 */
export function payPeriodOf(date: string, frequency: PayFrequency, anchorDate: string): PayPeriod {
  if (frequency === 'weekly' || frequency === 'biweekly') {
    const length = frequency === 'weekly' ? 7 : 14;
    const start = addDaysTo(anchorDate, Math.floor(daysBetween(anchorDate, date) / length) * length);
    return { start, end: addDaysTo(start, length - 1) };
  }
  const month = billingPeriodOf(date, 'monthly', 0);
  if (frequency === 'monthly') return { start: month.from, end: month.to };
  const fifteenth = `${date.slice(0, 7)}-15`;
  return date <= fifteenth ? { start: month.from, end: fifteenth } : { start: addDaysTo(fifteenth, 1), end: month.to };
}

/**
 * What a run over `period` must read: the whole workweeks it touches (local dates), and the widest instants those
 * dates span in any zone: read the entries that overlap [start, end).
 */
export function payrollReadWindow(
  period: PayPeriod,
  weekStartsOn: number,
): { from: string; to: string; start: number; end: number } {
  const weeks = weeksAround(period.start, period.end, weekStartsOn);
  return { ...weeks, ...instantBounds(weeks.from, weeks.to) };
}
