/**
 * The reference implementation of docs/product/payroll-and-reports.md#pay-rules and of docs/product/payroll-and-reports.md#ot-savings:
 * pure functions over plain events, users and clock entries. The server computes the same figures in SQL
 * (src/server/modules/workforce-reports); a property test checks that both agree to the cent on random data, and
 * the benchmark's "download everything and compute" baseline runs this function.
 *
 * Money is integer cents and time integer milliseconds throughout, never binary floating point in a sum:
 * - hours are kept in hundredths (2 decimals, docs/product/payroll-and-reports.md#money-and-hours), rounded half up from the exact clipped time;
 * - a row's pay is its rate times those hours, rounded half up to the cent, so Rate × Hours = Total Pay as shown;
 * - an event's actual expenses are the sum of its rows' pay, so the financial report adds up to the payroll report.
 */

/** A date as stored or sent: a Date, an ISO string or epoch milliseconds; anything that is not a finite time is invalid. */
export type DateInput = Date | string | number | null | undefined;

export interface PayEvent {
  id: string;
  name: string;
  clientName?: string | null;
  startDate: DateInput;
  endDate: DateInput;
  guardPayrateCents?: number | null;
  managerPayrateCents?: number | null;
  supervisorPayrateCents?: number | null;
  payrollBudgetCents?: number | null;
}

export interface PayUser {
  id: string;
  displayName?: string | null;
  roles?: readonly string[] | null;
}

export interface PayClockEntry {
  id: string;
  userId: string;
  eventId: string | null;
  clockIn: DateInput;
  clockOut: DateInput;
}

export interface PayrollLine {
  /** The event id and the user id joined (docs/product/payroll-and-reports.md#payroll-report). */
  id: string;
  eventId: string;
  userId: string;
  guardName: string;
  eventName: string;
  /** The user's first role as stored ('' when they have none). */
  role: string;
  payRateCents: number;
  /** Hours worked in hundredths of an hour. */
  hoursHundredths: number;
  totalPayCents: number;
}

export interface FinancialLine {
  id: string;
  eventId: string;
  eventName: string;
  clientName: string | null;
  budgetedCents: number;
  actualCents: number;
  profitLossCents: number;
}

export interface OtSavingsLine {
  eventId: string;
  userId: string;
  payRateCents: number;
  /** Time avoided by the clipping, in hundredths of an hour. */
  savedHundredths: number;
  savingsCents: number;
}

export interface PayWarning {
  text: string;
  eventIds: string[];
}

const msPerHundredthHour = 36_000;

/** a / b rounded half up, for a ≥ 0 and b > 0 integers. */
export function roundHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** Epoch milliseconds of a date input, or null when it is missing or not a finite time. */
export function timeOf(value: DateInput): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(time) ? time : null;
}

/** The pay rate of a user at an event: by the user's first role; any other role, or a missing rate, is 0. */
export function payRateCents(event: PayEvent, roles: readonly string[] | null | undefined): number {
  const rate = (() => {
    switch (roles?.[0]) {
      case 'guard':
        return event.guardPayrateCents;
      case 'manager':
        return event.managerPayrateCents;
      case 'supervisor':
        return event.supervisorPayrateCents;
      default:
        return 0;
    }
  })();
  return rate ?? 0;
}

interface ValidEvent {
  event: PayEvent;
  start: number;
  end: number;
}

/** Events with a valid start and end (end after start); the others are reported once through `warn`. */
function validEvents(events: readonly PayEvent[], warn?: (warning: PayWarning) => void): ValidEvent[] {
  const valid: ValidEvent[] = [];
  const skipped: string[] = [];
  for (const event of events) {
    const start = timeOf(event.startDate);
    const end = timeOf(event.endDate);
    if (start === null || end === null || end <= start) skipped.push(event.id);
    else valid.push({ event, start, end });
  }
  if (skipped.length > 0 && warn) {
    warn({ text: 'Events with an invalid start or end date were skipped', eventIds: skipped });
  }
  return valid;
}

interface EntryTimes {
  rawMs: number;
  clippedMs: number;
}

/**
 * An entry's raw and clipped time at its event, or null when it does not count: no or an invalid clock-in, an
 * invalid clock-out, or no positive raw duration. With no clock-out the entry ends at the event end. Clipped time is
 * the part inside the event's start and end (0 when wholly outside).
 */
export function entryTimes(entry: PayClockEntry, start: number, end: number): EntryTimes | null {
  const clockIn = timeOf(entry.clockIn);
  if (clockIn === null) return null;
  let clockOut: number;
  if (entry.clockOut === null || entry.clockOut === undefined || entry.clockOut === '') clockOut = end;
  else {
    const time = timeOf(entry.clockOut);
    if (time === null) return null;
    clockOut = time;
  }
  if (clockOut <= clockIn) return null;
  const clippedMs = Math.max(0, Math.min(clockOut, end) - Math.max(clockIn, start));
  return { rawMs: clockOut - clockIn, clippedMs };
}

export interface PayrollInput {
  events: readonly PayEvent[];
  users: readonly PayUser[];
  entries: readonly PayClockEntry[];
  /** Ended events whose end falls in [from, to] count. */
  from: Date;
  to: Date;
  now: Date;
  warn?: (warning: PayWarning) => void;
}

/**
 * Payroll rows (one per event and user with counted time) and financial rows (one per counted event): the events
 * that are valid, have ended by `now` and end within [from, to]; each entry clipped to its event, positive clipped
 * time only; hours in hundredths; pay by the first role's rate.
 */
export function computePayroll(input: PayrollInput): { payroll: PayrollLine[]; financial: FinancialLine[] } {
  const now = input.now.getTime();
  const from = input.from.getTime();
  const to = input.to.getTime();
  const counted = new Map<string, ValidEvent>();
  for (const valid of validEvents(input.events, input.warn)) {
    if (valid.end <= now && valid.end >= from && valid.end <= to) counted.set(valid.event.id, valid);
  }
  const users = new Map(input.users.map((user) => [user.id, user]));
  const clipped = new Map<string, { eventId: string; userId: string; ms: number }>();
  for (const entry of input.entries) {
    const valid = entry.eventId === null ? undefined : counted.get(entry.eventId);
    if (!valid) continue;
    const times = entryTimes(entry, valid.start, valid.end);
    if (!times || times.clippedMs <= 0) continue;
    const key = `${valid.event.id}:${entry.userId}`;
    const line = clipped.get(key) ?? { eventId: valid.event.id, userId: entry.userId, ms: 0 };
    line.ms += times.clippedMs;
    clipped.set(key, line);
  }
  const payroll: PayrollLine[] = [];
  const actual = new Map<string, number>();
  for (const [id, line] of clipped) {
    const { event } = counted.get(line.eventId) as ValidEvent;
    const user = users.get(line.userId);
    const rate = payRateCents(event, user?.roles);
    const hoursHundredths = roundHalfUp(line.ms, msPerHundredthHour);
    const totalPayCents = roundHalfUp(rate * hoursHundredths, 100);
    payroll.push({
      id,
      eventId: line.eventId,
      userId: line.userId,
      guardName: user?.displayName?.trim() ? user.displayName : 'Unknown user',
      eventName: event.name,
      role: user?.roles?.[0] ?? '',
      payRateCents: rate,
      hoursHundredths,
      totalPayCents,
    });
    actual.set(line.eventId, (actual.get(line.eventId) ?? 0) + totalPayCents);
  }
  const financial: FinancialLine[] = [...counted.values()].map(({ event }) => {
    const budgetedCents = event.payrollBudgetCents ?? 0;
    const actualCents = actual.get(event.id) ?? 0;
    return {
      id: event.id,
      eventId: event.id,
      eventName: event.name,
      clientName: event.clientName ?? null,
      budgetedCents,
      actualCents,
      profitLossCents: budgetedCents - actualCents,
    };
  });
  return { payroll, financial };
}

export interface OtSavingsInput {
  events: readonly PayEvent[];
  users: readonly PayUser[];
  entries: readonly PayClockEntry[];
  /** Entries whose clock-in falls in [from, to] count, at any valid event (ended or not). */
  from: Date;
  to: Date;
  warn?: (warning: PayWarning) => void;
}

/**
 * OT Savings (docs/product/payroll-and-reports.md#ot-savings): pay avoided by clipping entries to the event's scheduled start and end, per event and
 * user — rate × (raw − clipped), the time in hundredths of an hour rounded half up, the money to the cent.
 */
export function computeOtSavings(input: OtSavingsInput): OtSavingsLine[] {
  const from = input.from.getTime();
  const to = input.to.getTime();
  const events = new Map(validEvents(input.events, input.warn).map((valid) => [valid.event.id, valid]));
  const users = new Map(input.users.map((user) => [user.id, user]));
  const saved = new Map<string, { eventId: string; userId: string; ms: number }>();
  for (const entry of input.entries) {
    const valid = entry.eventId === null ? undefined : events.get(entry.eventId);
    if (!valid) continue;
    const clockIn = timeOf(entry.clockIn);
    if (clockIn === null || clockIn < from || clockIn > to) continue;
    const times = entryTimes(entry, valid.start, valid.end);
    if (!times) continue;
    const key = `${valid.event.id}:${entry.userId}`;
    const line = saved.get(key) ?? { eventId: valid.event.id, userId: entry.userId, ms: 0 };
    line.ms += times.rawMs - times.clippedMs;
    saved.set(key, line);
  }
  return [...saved.values()].map((line) => {
    const { event } = events.get(line.eventId) as ValidEvent;
    const rate = payRateCents(event, users.get(line.userId)?.roles);
    const savedHundredths = roundHalfUp(line.ms, msPerHundredthHour);
    return {
      eventId: line.eventId,
      userId: line.userId,
      payRateCents: rate,
      savedHundredths,
      savingsCents: roundHalfUp(rate * savedHundredths, 100),
    };
  });
}

/** Cents as decimal dollars for the API (docs/product/payroll-and-reports.md#money-and-hours): exact for any whole number of cents below 2^53. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}
