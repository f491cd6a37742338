import type { BillBasis, MinuteRateType, OtBasis } from './contract/billing.ts';
import { addDaysTo, dayStart, localDateOf, midnightIn, weekStartDate, zoneOffsetMs } from './zoned-time.ts';

/**
 * Billable minutes and invoice figures (docs/product/billing.md#rules), as pure functions the server's invoice
 * and coverage services call with rows they read:
 *
 * - R1 basis: `actual` = clock time; `scheduled` = the shift's window for the entry that clocked in for it (once
 *   per person and shift, less the breaks of all its entries); `actual_within_shift` = clock time clipped to the
 *   shift's window. An entry with no
 *   shift counts its clock time under every basis. Breaks taken inside the billed time are unpaid and deducted,
 *   then the entry's minutes are rounded half-up to the contract's rounding; the difference belongs to the
 *   entry's last local day.
 * - R2 the time is split at local midnight (the event's zone); a day on the holiday calendar is HOL.
 * - R3 per person (and line, or the whole contract) and billing week, minutes are counted in time order; holiday
 *   minutes count toward the threshold; non-holiday minutes beyond it are OT. HOL > OT > REG.
 * - R4 quantity, unit price and amount of a line; R5 tax. (R6, adjustments, compares two results of these.)
 *
 * Minutes of a day belong to the line version of the entry's event and post (a version for the post before one
 * for every post) in force on that day, inside the contract's dates; other minutes are not billable.
 */

const minuteMs = 60_000;

export interface BillingTerms {
  billBasis: BillBasis;
  otBasis: OtBasis;
  otAfterMinutes: number;
  roundingMinutes: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekStartsOn: number;
  contractStartsOn: string;
  contractEndsOn: string | null;
  holidays: ReadonlySet<string> | readonly string[];
}

export interface BillingLineVersion {
  id: string;
  eventId: string;
  /** null = every post of the event. */
  post: string | null;
  effectiveFrom: string;
  effectiveTo: string | null;
}

export interface BillingInterval {
  start: number;
  end: number;
}

export interface BillingEntry {
  id: string;
  userId: string;
  eventId: string;
  /** The event's IANA zone. */
  timeZone: string;
  /** The post of the entry's shift; null when it covers no shift. */
  post: string | null;
  shiftId: string | null;
  clockIn: number;
  clockOut: number;
  shiftStart: number | null;
  shiftEnd: number | null;
  /** Breaks the person took during the entry (ended ones). */
  breaks: readonly BillingInterval[];
}

/** Minutes of one entry on one local day, on one line version, of one rate type. */
export interface BilledMinutes {
  entryId: string;
  userId: string;
  lineId: string;
  date: string;
  rateType: MinuteRateType;
  minutes: number;
  /** When the day's time began: the order minutes are counted in. */
  start: number;
}

function holidaySet(holidays: BillingTerms['holidays']): ReadonlySet<string> {
  return holidays instanceof Set ? holidays : new Set(holidays);
}

/** Integer a ÷ b rounded half-up (half away from zero for negatives, so −x rounds to −(x rounded)). */
export function divideHalfUp(a: number, b: number): number {
  if (b <= 0) throw new Error('divideHalfUp: divisor must be positive');
  const sign = a < 0 ? -1 : 1;
  const abs = Math.abs(a);
  return sign * Math.floor((2 * abs + b) / (2 * b));
}

/** R1: the times of the entry that are billed, before breaks. */
function billedWindow(entry: BillingEntry, basis: BillBasis): BillingInterval | null {
  const hasShift = entry.shiftStart !== null && entry.shiftEnd !== null;
  let start = entry.clockIn;
  let end = entry.clockOut;
  if (hasShift && basis === 'scheduled') {
    start = entry.shiftStart as number;
    end = entry.shiftEnd as number;
  } else if (hasShift && basis === 'actual_within_shift') {
    start = Math.max(start, entry.shiftStart as number);
    end = Math.min(end, entry.shiftEnd as number);
  }
  return end > start ? { start, end } : null;
}

function minusBreaks(window: BillingInterval, breaks: readonly BillingInterval[]): BillingInterval[] {
  let parts = [window];
  for (const pause of breaks) {
    if (!(pause.end > pause.start)) continue;
    const next: BillingInterval[] = [];
    for (const part of parts) {
      if (pause.end <= part.start || pause.start >= part.end) {
        next.push(part);
        continue;
      }
      if (pause.start > part.start) next.push({ start: part.start, end: pause.start });
      if (pause.end < part.end) next.push({ start: pause.end, end: part.end });
    }
    parts = next;
  }
  return parts;
}

interface DayPart {
  date: string;
  ms: number;
  start: number;
}

/**
 * When the local day after `date` begins. Where clocks go back from 01:00 to 00:00 (the Azores), midnight happens
 * twice and midnightIn gives the later one; the day begins at the first, as localDateOf dates it.
 */
export function nextDayStart(date: string, timeZone: string): number {
  const next = addDaysTo(date, 1);
  const later = midnightIn(next, timeZone);
  const earlier = dayStart(next) - zoneOffsetMs(later - 1, timeZone);
  return earlier < later && localDateOf(earlier, timeZone) === next ? earlier : later;
}

/** R2: the parts split at the zone's local midnights, as milliseconds per local day (in time order). */
function splitByLocalDay(parts: readonly BillingInterval[], timeZone: string): DayPart[] {
  const days: DayPart[] = [];
  for (const part of parts) {
    let cursor = part.start;
    while (cursor < part.end) {
      const date = localDateOf(cursor, timeZone);
      const nextMidnight = nextDayStart(date, timeZone);
      const end = Math.min(part.end, nextMidnight > cursor ? nextMidnight : part.end);
      const last = days.at(-1);
      if (last && last.date === date) last.ms += end - cursor;
      else days.push({ date, ms: end - cursor, start: cursor });
      cursor = end;
    }
  }
  return days;
}

/**
 * R1's rounding: the entry's total minutes rounded half-up to a multiple of `rounding`; each day keeps its whole
 * minutes and the difference goes to the last day (taken back from earlier days when the total rounds below them).
 */
function roundedDayMinutes(days: readonly DayPart[], rounding: number): number[] {
  const totalMs = days.reduce((sum, day) => sum + day.ms, 0);
  const total = divideHalfUp(totalMs, rounding * minuteMs) * rounding;
  const minutes = days.map((day) => Math.floor(day.ms / minuteMs));
  let difference = total - minutes.reduce((sum, m) => sum + m, 0);
  if (difference >= 0) {
    minutes[minutes.length - 1] = (minutes.at(-1) ?? 0) + difference;
    return minutes;
  }
  for (let i = minutes.length - 1; i >= 0 && difference < 0; i--) {
    const take = Math.min(minutes[i] ?? 0, -difference);
    minutes[i] = (minutes[i] ?? 0) - take;
    difference += take;
  }
  return minutes;
}

/** The version in force on `date` for the entry's event and post: the post's own before the every-post one. */
export function lineVersionFor(
  versions: readonly BillingLineVersion[],
  eventId: string,
  post: string | null,
  date: string,
): BillingLineVersion | undefined {
  let general: BillingLineVersion | undefined;
  for (const version of versions) {
    if (version.eventId !== eventId) continue;
    if (date < version.effectiveFrom || (version.effectiveTo !== null && date > version.effectiveTo)) continue;
    if (version.post === null) general ??= version;
    else if (post !== null && version.post === post) return version;
  }
  return general;
}

/** The billing week (its first day) a local date belongs to. */
export function billingWeekOf(date: string, weekStartsOn: number): string {
  return weekStartDate(date, weekStartsOn);
}

interface Segment {
  entry: BillingEntry;
  lineId: string;
  /** The line's identity across versions (event and post), for `guard_line_week`. */
  lineKey: string;
  date: string;
  minutes: number;
  start: number;
}

/**
 * R1–R3 over a set of entries: every billable minute, classified REG, OT or HOL. Give it whole billing weeks of
 * entries (overtime counts the whole week); keep the dates a period needs from the result.
 */
export function billableMinutes(
  terms: BillingTerms,
  versions: readonly BillingLineVersion[],
  entries: readonly BillingEntry[],
): BilledMinutes[] {
  const holidays = holidaySet(terms.holidays);
  const segments: Segment[] = [];
  const scheduledTaken = new Set<string>();
  const versionsOf = new Map<string, BillingLineVersion[]>();
  for (const version of versions) {
    const list = versionsOf.get(version.eventId);
    if (list) list.push(version);
    else versionsOf.set(version.eventId, [version]);
  }
  const ordered = [...entries].sort((a, b) => a.clockIn - b.clockIn || a.id.localeCompare(b.id));
  // Under `scheduled`, a shift is billed once, on its first entry, less every break taken during any of its entries.
  const shiftBreaks = new Map<string, BillingInterval[]>();
  if (terms.billBasis === 'scheduled') {
    for (const entry of ordered) {
      if (entry.shiftId === null || entry.shiftStart === null) continue;
      const key = `${entry.userId}|${entry.shiftId}`;
      shiftBreaks.set(key, [...(shiftBreaks.get(key) ?? []), ...entry.breaks]);
    }
  }
  for (const entry of ordered) {
    if (!(entry.clockOut > entry.clockIn)) continue;
    if (terms.billBasis === 'scheduled' && entry.shiftId !== null && entry.shiftStart !== null) {
      const key = `${entry.userId}|${entry.shiftId}`;
      if (scheduledTaken.has(key)) continue;
      scheduledTaken.add(key);
    }
    const window = billedWindow(entry, terms.billBasis);
    if (!window) continue;
    const pauses = shiftBreaks.get(`${entry.userId}|${entry.shiftId}`) ?? entry.breaks;
    const days = splitByLocalDay(minusBreaks(window, pauses), entry.timeZone);
    if (days.length === 0) continue;
    const minutes = roundedDayMinutes(days, terms.roundingMinutes);
    days.forEach((day, index) => {
      const dayMinutes = minutes[index] ?? 0;
      if (dayMinutes <= 0) return;
      if (day.date < terms.contractStartsOn || (terms.contractEndsOn !== null && day.date > terms.contractEndsOn))
        return;
      const version = lineVersionFor(versionsOf.get(entry.eventId) ?? [], entry.eventId, entry.post, day.date);
      if (!version) return;
      segments.push({
        entry,
        lineId: version.id,
        lineKey: `${version.eventId}|${version.post ?? ''}`,
        date: day.date,
        minutes: dayMinutes,
        start: day.start,
      });
    });
  }
  segments.sort((a, b) => a.start - b.start || a.entry.id.localeCompare(b.entry.id));

  const running = new Map<string, number>();
  const result: BilledMinutes[] = [];
  const push = (segment: Segment, rateType: MinuteRateType, minutes: number) => {
    if (minutes <= 0) return;
    result.push({
      entryId: segment.entry.id,
      userId: segment.entry.userId,
      lineId: segment.lineId,
      date: segment.date,
      rateType,
      minutes,
      start: segment.start,
    });
  };
  for (const segment of segments) {
    if (holidays.has(segment.date)) {
      push(segment, 'HOL', segment.minutes);
    }
    if (terms.otBasis === 'none') {
      if (!holidays.has(segment.date)) push(segment, 'REG', segment.minutes);
      continue;
    }
    const week = billingWeekOf(segment.date, terms.weekStartsOn);
    const scope = terms.otBasis === 'guard_line_week' ? segment.lineKey : '';
    const key = `${segment.entry.userId}|${scope}|${week}`;
    const before = running.get(key) ?? 0;
    running.set(key, before + segment.minutes);
    if (holidays.has(segment.date)) continue;
    const regular = Math.max(0, Math.min(segment.minutes, terms.otAfterMinutes - before));
    push(segment, 'REG', regular);
    push(segment, 'OT', segment.minutes - regular);
  }
  return result;
}

// ── R4, R5: invoice figures ──────────────────────────────────────────────────────────────────────────────

/** Hours in hundredths: minutes ÷ 60 rounded half-up to 2 decimals (42.00 h = 4,200). */
export function quantityHundredths(minutes: number): number {
  return divideHalfUp(minutes * 100, 60);
}

/** The unit price of a rate type: the bill rate × its percentage ÷ 100, rounded half-up to the cent. */
export function unitCents(billRateCents: number, pct: number): number {
  return divideHalfUp(billRateCents * pct, 100);
}

/** quantity × unit price rounded half-up to the cent, as an accounting system recomputes it from the two. */
export function amountCents(quantity: number, unit: number): number {
  return divideHalfUp(quantity * unit, 100);
}

/** R5: subtotal × rate (basis points) ÷ 10,000, rounded half-up. */
export function taxCents(subtotal: number, taxRateBp: number): number {
  return divideHalfUp(subtotal * taxRateBp, 10_000);
}

export function ratePct(rateType: MinuteRateType, terms: { otBillPct: number; holidayBillPct: number }): number {
  if (rateType === 'OT') return terms.otBillPct;
  if (rateType === 'HOL') return terms.holidayBillPct;
  return 100;
}

/** Every local date from `from` to `to`, both inclusive. */
export function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDaysTo(date, 1)) dates.push(date);
  return dates;
}

/** The whole billing weeks a period touches: from the first week's first day to the last week's last day. */
export function weeksAround(from: string, to: string, weekStartsOn: number): { from: string; to: string } {
  return { from: billingWeekOf(from, weekStartsOn), to: addDaysTo(billingWeekOf(to, weekStartsOn), 6) };
}

/** The widest instants a set of local dates can span in any zone (a day either side), for reading entries. */
export function instantBounds(from: string, to: string): { start: number; end: number } {
  return { start: dayStart(addDaysTo(from, -1)), end: dayStart(addDaysTo(to, 2)) };
}

/** The billing period of a cycle that holds `date`: the week (from the contract's first week day) or the month. */
export function billingPeriodOf(
  date: string,
  cycle: 'weekly' | 'monthly',
  weekStartsOn: number,
): { from: string; to: string } {
  if (cycle === 'weekly') {
    const from = billingWeekOf(date, weekStartsOn);
    return { from, to: addDaysTo(from, 6) };
  }
  const from = `${date.slice(0, 7)}-01`;
  const nextMonth = new Date(dayStart(from));
  nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
  return { from, to: addDaysTo(nextMonth.toISOString().slice(0, 10), -1) };
}

/** Coverage %: delivered ÷ contracted × 100 with 2 decimals (half-up); null when nothing is contracted. */
export function coveragePct(delivered: number, contracted: number): number | null {
  if (contracted <= 0) return null;
  return divideHalfUp(delivered * 10_000, contracted) / 100;
}

/** Contracted minutes of a week a version is in force on only some days of: its weekly figure × days ÷ 7. */
export function contractedMinutesOfWeek(perWeek: number, daysInForce: number): number {
  return daysInForce >= 7 ? perWeek : divideHalfUp(perWeek * daysInForce, 7);
}
