/**
 * Who may take a shift, and at what cost (docs/product/shifts.md#eligibility): the reference
 * implementation. The server computes the same facts in SQL (src/server/modules/shifts/eligibility-repository.ts)
 * for speed; a property test checks both agree on random schedules. Both then go through `candidateOf` and
 * `rankCandidates` here, so the texts and the order are written once.
 *
 * Times are epoch milliseconds; sums of time are whole seconds (shift times are kept to the second); money is
 * integer cents, rounded half up once, at the end.
 */
import type { ShiftBlock, ShiftBlockCode, ShiftCandidate, ShiftWarning } from './contract/shifts.ts';
import { dailyHoursLimit } from './contract/shifts.ts';
import { isShiftRole } from './policy.ts';
import { addDaysTo, localDateOf, midnightIn, weekdayOf, weekStartDate } from './zoned-time.ts';

export interface EligibilityRules {
  minRestMinutes: number;
  weeklyOvertimeMinutes: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekStart: number;
  /** Hundredths: 150 = 1.5×. */
  overtimeMultiplierPct: number;
  /** The client's time zone: weeks and calendar days. */
  timeZone: string;
}

export interface TargetShift {
  id: string;
  startAt: number;
  endAt: number;
  requiredRole: string;
  /** The event's time zone: the licence's last valid day and the weekday of availability. */
  eventTimeZone: string;
  /** The event's pay rates in cents by role. */
  payRates: { guard: number; supervisor: number; manager: number };
}

export interface CandidatePerson {
  id: string;
  name: string;
  roles: readonly string[];
  active: boolean;
  /** YYYY-MM-DD or null (no licence on file). */
  licenceExpiresOn: string | null;
  weeklyAvailability: Record<string, boolean> | null;
}

/** A shift a person is assigned to (status assigned, shift not cancelled). */
export interface ScheduledShift {
  shiftId: string;
  userId: string;
  startAt: number;
  endAt: number;
}

export interface EligibilityInput {
  rules: EligibilityRules;
  shift: TargetShift;
  people: readonly CandidatePerson[];
  /** Every assignment (assigned) to a shift that is not cancelled, the target's included. */
  scheduled: readonly ScheduledShift[];
  /** People on the target shift (assigned or pending). */
  onShift: ReadonlySet<string>;
  /** Clock entries without a clock-out. */
  openClockEntries: readonly { userId: string; clockIn: number }[];
  /** Approved time off. */
  timeOff: readonly { userId: string; startAt: number; endAt: number }[];
}

/** What the rules found for one person and one shift; both implementations answer exactly these. */
export interface EligibilityFacts {
  userId: string;
  name: string;
  onShift: boolean;
  licenceMissing: boolean;
  licenceExpired: boolean;
  licenceExpiresOn: string | null;
  overlap: boolean;
  /** The shortest gap (seconds) to another shift that does not overlap this one, if shorter than the minimum rest. */
  restTooShortSeconds: number | null;
  timeOff: boolean;
  unavailable: boolean;
  rateCents: number;
  overtimeSeconds: number;
  overtimeCostCents: number;
  /** Seconds of shifts in the week of the shift's start, this shift included. */
  weekSeconds: number;
  /** The busiest calendar day this shift touches: its seconds of shifts (this one included) and its date. */
  maxDaySeconds: number;
  maxDay: string;
}

const weekdayKeys = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** a / b rounded half up, for a ≥ 0 and b > 0 integers. */
function roundHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

const seconds = (ms: number) => Math.round(ms / 1000);
const overlapSeconds = (a0: number, a1: number, b0: number, b1: number) =>
  Math.max(0, seconds(Math.min(a1, b1) - Math.max(a0, b0)));

/** The pay rate of a person at the shift's event: by their first role, as payroll does. */
export function rateOf(shift: TargetShift, roles: readonly string[]): number {
  const role = roles[0];
  return isShiftRole(role) ? shift.payRates[role] : 0;
}

/** Day windows [start, end) of the calendar days from the day of `from` to the day of `to` (exclusive end). */
function windows(from: number, to: number, timeZone: string, stepDays: number, firstDay: (date: string) => string) {
  const out: { date: string; start: number; end: number }[] = [];
  const last = localDateOf(to - 1, timeZone);
  for (let date = firstDay(localDateOf(from, timeZone)); date <= last; date = addDaysTo(date, stepDays)) {
    out.push({ date, start: midnightIn(date, timeZone), end: midnightIn(addDaysTo(date, stepDays), timeZone) });
  }
  return out;
}

/** The facts for every active person of the client who holds the shift's required role. */
export function eligibilityFacts(input: EligibilityInput): EligibilityFacts[] {
  const { rules, shift } = input;
  const tz = rules.timeZone;
  const weeks = windows(shift.startAt, shift.endAt, tz, 7, (d) => weekStartDate(d, rules.weekStart));
  const days = windows(shift.startAt, shift.endAt, tz, 1, (d) => d);
  const thresholdSeconds = rules.weeklyOvertimeMinutes * 60;
  const minRestSeconds = rules.minRestMinutes * 60;
  // The day of the shift's last instant: a shift ending at midnight ends on the day before.
  const endDay = localDateOf(shift.endAt - 1, shift.eventTimeZone);
  const startWeekday = weekdayKeys[weekdayOf(localDateOf(shift.startAt, shift.eventTimeZone))] ?? 'sun';

  return input.people
    .filter((person) => person.active && person.roles.includes(shift.requiredRole))
    .map((person): EligibilityFacts => {
      const onShift = input.onShift.has(person.id);
      const others = input.scheduled.filter((s) => s.userId === person.id && s.shiftId !== shift.id);
      const overlap =
        others.some((o) => o.startAt < shift.endAt && o.endAt > shift.startAt) ||
        (!onShift && input.openClockEntries.some((c) => c.userId === person.id && c.clockIn < shift.endAt));
      let gap: number | null = null;
      for (const o of others) {
        const g =
          o.endAt <= shift.startAt
            ? seconds(shift.startAt - o.endAt)
            : o.startAt >= shift.endAt
              ? seconds(o.startAt - shift.endAt)
              : null;
        if (g !== null && (gap === null || g < gap)) gap = g;
      }
      const restTooShortSeconds = gap !== null && gap < minRestSeconds ? gap : null;
      const timeOff = input.timeOff.some(
        (t) => t.userId === person.id && t.startAt < shift.endAt && t.endAt > shift.startAt,
      );
      const sumIn = (start: number, end: number) =>
        others.reduce((sum, o) => sum + overlapSeconds(o.startAt, o.endAt, start, end), 0);
      let overtimeSeconds = 0;
      let weekSeconds = 0;
      weeks.forEach((week, index) => {
        const before = sumIn(week.start, week.end);
        const added = overlapSeconds(shift.startAt, shift.endAt, week.start, week.end);
        overtimeSeconds += Math.max(0, before + added - thresholdSeconds) - Math.max(0, before - thresholdSeconds);
        if (index === 0) weekSeconds = before + added;
      });
      let maxDaySeconds = -1;
      let maxDay = '';
      for (const day of days) {
        const total = sumIn(day.start, day.end) + overlapSeconds(shift.startAt, shift.endAt, day.start, day.end);
        if (total > maxDaySeconds) {
          maxDaySeconds = total;
          maxDay = day.date;
        }
      }
      const rateCents = rateOf(shift, person.roles);
      return {
        userId: person.id,
        name: person.name,
        onShift,
        licenceMissing: person.licenceExpiresOn === null,
        licenceExpired: person.licenceExpiresOn !== null && person.licenceExpiresOn < endDay,
        licenceExpiresOn: person.licenceExpiresOn,
        overlap,
        restTooShortSeconds,
        timeOff,
        unavailable: person.weeklyAvailability?.[startWeekday] === false,
        rateCents,
        overtimeSeconds,
        overtimeCostCents: overtimeCostCents(overtimeSeconds, rateCents, rules.overtimeMultiplierPct),
        weekSeconds,
        maxDaySeconds,
        maxDay,
      };
    });
}

/** Overtime's extra cost: hours × rate × (multiplier − 1), in cents rounded half up. */
export function overtimeCostCents(overtimeSeconds: number, rateCents: number, multiplierPct: number): number {
  return roundHalfUp(overtimeSeconds * rateCents * (multiplierPct - 100), 3600 * 100);
}

/** Seconds as hours with 2 decimals, rounded half up. */
export function hoursOf(secondsValue: number): number {
  return roundHalfUp(secondsValue, 36) / 100;
}

/**
 * English texts of the blocks and warnings, for logs and API users; the web shows each code's translation with
 * the same params (the scheduling namespace, `rules.<code>`).
 */
const ruleTexts = {
  'licence.missing': () => 'No licence on file',
  'licence.expired': (p: { expiresOn: string }) => `The licence expires on ${p.expiresOn}, before the shift ends`,
  'shift.overlap': () => 'Already working then: another shift or an open clock entry',
  'rest.too_short': (p: { restHours: number; minRestHours: number }) =>
    `Only ${p.restHours} h of rest next to another shift (at least ${p.minRestHours} h)`,
  time_off: () => 'Approved time off then',
  'overtime.weekly': (p: { overtimeHours: number; overtimeCost: number }) =>
    `${p.overtimeHours} h of weekly overtime, costing $${p.overtimeCost.toFixed(2)} extra`,
  'hours.daily': (p: { hours: number; day: string }) =>
    `${p.hours} h of shifts on ${p.day} (more than ${dailyHoursLimit} h)`,
  'availability.unavailable': () => 'Not available on this weekday',
};

/** The candidate the API answers, from the facts. */
export function candidateOf(facts: EligibilityFacts, rules: Pick<EligibilityRules, 'minRestMinutes'>): ShiftCandidate {
  const blocks: ShiftBlock[] = [];
  const block = (code: ShiftBlockCode, message: string, params?: Record<string, string | number>) =>
    blocks.push(params ? { code, message, params } : { code, message });
  if (facts.licenceMissing) block('licence.missing', ruleTexts['licence.missing']());
  if (facts.licenceExpired && facts.licenceExpiresOn) {
    const params = { expiresOn: facts.licenceExpiresOn };
    block('licence.expired', ruleTexts['licence.expired'](params), params);
  }
  if (facts.overlap) block('shift.overlap', ruleTexts['shift.overlap']());
  if (facts.restTooShortSeconds !== null) {
    const params = { restHours: hoursOf(facts.restTooShortSeconds), minRestHours: rules.minRestMinutes / 60 };
    block('rest.too_short', ruleTexts['rest.too_short'](params), params);
  }
  if (facts.timeOff) block('time_off', ruleTexts.time_off());
  const warnings: ShiftWarning[] = [];
  if (facts.overtimeSeconds > 0) {
    const overtimeHours = hoursOf(facts.overtimeSeconds);
    const overtimeCost = facts.overtimeCostCents / 100;
    warnings.push({
      code: 'overtime.weekly',
      message: ruleTexts['overtime.weekly']({ overtimeHours, overtimeCost }),
      overtimeHours,
      overtimeCost,
      params: { overtimeHours, overtimeCost },
    });
  }
  if (facts.maxDaySeconds > dailyHoursLimit * 3600) {
    const params = { hours: hoursOf(facts.maxDaySeconds), day: facts.maxDay };
    warnings.push({ code: 'hours.daily', message: ruleTexts['hours.daily'](params), params });
  }
  if (facts.unavailable) {
    warnings.push({ code: 'availability.unavailable', message: ruleTexts['availability.unavailable']() });
  }
  return {
    userId: facts.userId,
    name: facts.name,
    eligible: blocks.length === 0,
    blocks,
    warnings,
    weekHours: hoursOf(facts.weekSeconds),
    assigned: facts.onShift,
  };
}

/** 0: eligible without overtime, 1: eligible with overtime, 2: blocked. */
function groupOf(facts: EligibilityFacts, eligible: boolean): number {
  if (!eligible) return 2;
  return facts.overtimeSeconds > 0 ? 1 : 0;
}

/**
 * Candidates in the order a planner wants them: eligible without overtime first, then eligible by overtime cost,
 * then the blocked; within a group the cheaper, then the less busy week, then by name and id.
 */
export function rankCandidates(
  all: readonly EligibilityFacts[],
  rules: Pick<EligibilityRules, 'minRestMinutes'>,
): ShiftCandidate[] {
  const rows = all.map((facts) => {
    const candidate = candidateOf(facts, rules);
    return { facts, candidate, group: groupOf(facts, candidate.eligible) };
  });
  rows.sort(
    (a, b) =>
      a.group - b.group ||
      a.facts.overtimeCostCents - b.facts.overtimeCostCents ||
      a.facts.weekSeconds - b.facts.weekSeconds ||
      (a.facts.name < b.facts.name ? -1 : a.facts.name > b.facts.name ? 1 : 0) ||
      (a.facts.userId < b.facts.userId ? -1 : a.facts.userId > b.facts.userId ? 1 : 0),
  );
  return rows.map((row) => row.candidate);
}

/** The block codes of a candidate, for a refusal's params. */
export function blockCodesOf(candidate: ShiftCandidate): string[] {
  return candidate.blocks.map((b) => b.code);
}
