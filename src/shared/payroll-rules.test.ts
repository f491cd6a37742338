import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coveredMs } from './intervals.test-data.ts';
import {
  isWorkweekAnchor,
  type PayLine,
  type PayPeriod,
  type PayrollEntry,
  type PayrollPerson,
  type PayrollTerms,
  payMinutes,
  payPeriodOf,
  payrollDefaults,
  payrollReadWindow,
  payrollRun,
} from './payroll-rules.ts';
import { addDaysTo, instantOfLocal, midnightIn } from './zoned-time.ts';

// The payroll rules (docs/product/payroll-runs.md#rules). Every expected figure is worked out by hand in the comment
// beside it; none comes from the code under test.

const minute = 60_000;
const hour = 60 * minute;
const newYork = 'America/New_York';

/** The instant of a wall-clock time `YYYY-MM-DDTHH:mm[:ss]` in a zone. */
function at(local: string, timeZone: string): number {
  const withSeconds = local.length === 16 ? `${local}:00` : local;
  return instantOfLocal(Date.parse(`${withSeconds}Z`), timeZone);
}

function termsOf(overrides: Partial<PayrollTerms> = {}): PayrollTerms {
  return { timeZone: newYork, weekStartsOn: 1, ...payrollDefaults, holidays: [], ...overrides };
}

interface EntrySpec {
  id: string;
  clock: [string, string];
  rate: number;
  userId?: string;
  zone?: string;
  breaks?: [string, string][];
}

function entry(spec: EntrySpec): PayrollEntry {
  const zone = spec.zone ?? newYork;
  return {
    id: spec.id,
    userId: spec.userId ?? 'u1',
    clockIn: at(spec.clock[0], zone),
    clockOut: at(spec.clock[1], zone),
    rateCents: spec.rate,
    breaks: (spec.breaks ?? []).map(([start, end]) => ({ start: at(start, zone), end: at(end, zone) })),
  };
}

/** Entries of one person on consecutive days from `first`, `from`–`to` local each day. */
function days(prefix: string, first: string, count: number, from: string, to: string, rate: number, userId = 'u1') {
  return Array.from({ length: count }, (_, index) => {
    const date = addDaysTo(first, index);
    return entry({ id: `${prefix}-${date}`, userId, rate, clock: [`${date}T${from}`, `${date}T${to}`] });
  });
}

/** A line reduced to what a test states: `type own→rate hours amount` (ADJ names what it adjusts). */
function lineOf(line: PayLine): string {
  const type = line.adjusts ? `${line.rateType}(${line.adjusts})` : line.rateType;
  return `${type} ${line.ownRateCents}→${line.rateCents} ${line.hours.toFixed(2)}h ${line.amountCents}`;
}

function personOf(people: readonly PayrollPerson[], userId: string): PayrollPerson {
  const person = people.find((p) => p.userId === userId);
  if (!person) throw new Error(`no ${userId}`);
  return person;
}

function linesOf(people: readonly PayrollPerson[], userId: string): string[] {
  return personOf(people, userId).lines.map(lineOf);
}

function week(start: string): PayPeriod {
  return { start, end: addDaysTo(start, 6) };
}

describe('the worked example: Memorial Day week, America/New_York', () => {
  // 18.00/h, weekly OT after 2,400 min at 150 %, holiday 150 %, workweek from Monday 25 May 2026 (a holiday).
  const terms = termsOf({ holidays: ['2026-05-25'] });
  const guardA = days('a', '2026-05-25', 5, '08:00', '18:00', 1800, 'guard-a');
  const guardB = entry({ id: 'b', userId: 'guard-b', rate: 1800, clock: ['2026-05-30T08:00', '2026-05-30T20:00'] });
  const people = payrollRun(terms, week('2026-05-25'), [...guardA, guardB]);

  it('pays guard A HOL 10 h, REG 30 h and OT 10 h: 1,080.00', () => {
    // Mon HOL 600 min (running 600); Tue–Thu REG 1,800 min (running 2,400); Fri 600 min beyond 2,400 → OT.
    // HOL: 18.00 × 150 % = 27.00/h × 10 h = 270.00. REG: 30 h × 18.00 = 540.00.
    // Regular rate = straight time of the non-holiday hours ÷ those hours = 40 × 18.00 ÷ 40 = 18.00;
    // OT rate = 18.00 + 0.5 × 18.00 = 27.00 × 10 h = 270.00. Gross 270 + 540 + 270 = 1,080.00.
    expect(linesOf(people, 'guard-a')).toEqual([
      'REG 1800→1800 30.00h 54000',
      'HOL 1800→2700 10.00h 27000',
      'OT 1800→2700 10.00h 27000',
    ]);
    expect(personOf(people, 'guard-a').grossCents).toBe(108_000);
  });

  it('pays guard B REG 12 h: 216.00', () => {
    // Sat 08:00–20:00 = 12 h, below 40 → REG 12 × 18.00 = 216.00.
    expect(linesOf(people, 'guard-b')).toEqual(['REG 1800→1800 12.00h 21600']);
    expect(personOf(people, 'guard-b').grossCents).toBe(21_600);
  });

  it('traces each line to its clock entries and dates', () => {
    const [reg, hol, ot] = personOf(people, 'guard-a').lines;
    expect(reg?.entryIds).toEqual(['a-2026-05-26', 'a-2026-05-27', 'a-2026-05-28']);
    expect(hol?.dates).toEqual(['2026-05-25']);
    expect(ot).toMatchObject({ workweek: '2026-05-25', minutes: 600, dates: ['2026-05-29'] });
    // 2,400 non-holiday minutes × 18.00 ÷ 60 = 720.00 straight time; regular rate 18.00.
    expect(personOf(people, 'guard-a').workweeks).toEqual([
      {
        start: '2026-05-25',
        nonHolidayMinutes: 2400,
        straightTimeCents: 72_000,
        regularRateCents: 1800,
        settled: true,
      },
    ]);
  });
});

describe('P5: the regular rate of a week worked at two rates', () => {
  // Guard C, week of Monday 1 June 2026: 30 h at 20.00 (event X) and 15 h at 16.00 (event Y), 10 h a day.
  // Straight time = 30 × 20.00 + 15 × 16.00 = 600.00 + 240.00 = 840.00 over 45 h → regular rate 18.6667.
  // OT premium = 5 h × 0.5 × 18.6667 = 46.67; gross 840.00 + 46.67 = 886.67 in both orders.
  const terms = termsOf();

  it('last 5 hours at 16.00: REG 30 h at 20.00, REG 10 h at 16.00, OT 5 h at 25.33', () => {
    const entries = [
      ...days('x', '2026-06-01', 3, '08:00', '18:00', 2000),
      entry({ id: 'y-thu', rate: 1600, clock: ['2026-06-04T08:00', '2026-06-04T18:00'] }),
      entry({ id: 'y-fri', rate: 1600, clock: ['2026-06-05T08:00', '2026-06-05T13:00'] }),
    ];
    const people = payrollRun(terms, week('2026-06-01'), entries);
    // REG 30 × 20 = 600.00; REG 10 × 16 = 160.00 (running 2,400 after Thu); Fri 5 h beyond → OT at 16.00.
    // OT rate = 16.00 + 0.5 × 18.6667 = 25.3333 → 25.33 shown; amount 5 × 25.3333 = 126.6667 → 126.67.
    // Gross 600.00 + 160.00 + 126.67 = 886.67.
    expect(linesOf(people, 'u1')).toEqual([
      'REG 2000→2000 30.00h 60000',
      'REG 1600→1600 10.00h 16000',
      'OT 1600→2533 5.00h 12667',
    ]);
    expect(personOf(people, 'u1').grossCents).toBe(88_667);
    // 840.00 ÷ 45 h = 18.6667 → 18.67.
    expect(personOf(people, 'u1').workweeks[0]).toMatchObject({ straightTimeCents: 84_000, regularRateCents: 1867 });
  });

  it('last 5 hours at 20.00: REG 25 h at 20.00, REG 15 h at 16.00, OT 5 h at 29.33', () => {
    const entries = [
      entry({ id: 'y-mon', rate: 1600, clock: ['2026-06-01T08:00', '2026-06-01T18:00'] }),
      entry({ id: 'y-tue', rate: 1600, clock: ['2026-06-02T08:00', '2026-06-02T13:00'] }),
      ...days('x', '2026-06-03', 3, '08:00', '18:00', 2000),
    ];
    const people = payrollRun(terms, week('2026-06-01'), entries);
    // Running: Mon 600, Tue 900, Wed 1,500, Thu 2,100, Fri 300 REG to 2,400 then 300 OT at 20.00.
    // REG 25 × 20 = 500.00; REG 15 × 16 = 240.00; OT rate 20 + 9.3333 = 29.3333 → 29.33; 5 × 29.3333 = 146.67.
    // Gross 500.00 + 240.00 + 146.67 = 886.67.
    expect(linesOf(people, 'u1')).toEqual([
      'REG 2000→2000 25.00h 50000',
      'REG 1600→1600 15.00h 24000',
      'OT 2000→2933 5.00h 14667',
    ]);
    expect(personOf(people, 'u1').grossCents).toBe(88_667);
  });
});

describe('P3: daily overtime', () => {
  const terms = termsOf({ dailyOtAfterMinutes: 480, dailyDtAfterMinutes: 720 });

  it('splits a 13-hour day into 8 REG + 4 OT + 1 DT', () => {
    const people = payrollRun(terms, week('2026-06-01'), [
      entry({ id: 'd', rate: 2000, clock: ['2026-06-02T06:00', '2026-06-02T19:00'] }),
    ]);
    // 780 min: 480 REG, 480–720 = 240 OT, 60 beyond 720 DT. Regular rate = 13 h × 20.00 ÷ 13 h = 20.00.
    // REG 8 × 20 = 160.00; OT 20 + 10 = 30.00 × 4 = 120.00; DT 20 + 20 = 40.00 × 1 = 40.00. Gross 320.00.
    expect(linesOf(people, 'u1')).toEqual([
      'REG 2000→2000 8.00h 16000',
      'OT 2000→3000 4.00h 12000',
      'DT 2000→4000 1.00h 4000',
    ]);
    expect(personOf(people, 'u1').grossCents).toBe(32_000);
  });

  it('counts the day across entries in time order, whatever order they come in', () => {
    const morning = entry({ id: 'm', rate: 1600, clock: ['2026-06-02T06:00', '2026-06-02T12:00'] });
    const evening = entry({ id: 'e', rate: 2000, clock: ['2026-06-02T13:00', '2026-06-02T17:00'] });
    // 6 h at 16.00 then 4 h at 20.00: the day's 9th and 10th hours (the evening's last 2 h) are OT at 20.00.
    const rows = payMinutes(terms, [evening, morning]).map((r) => `${r.entryId} ${r.rateType} ${r.minutes}`);
    expect(rows).toEqual(['m REG 360', 'e REG 120', 'e OT 120']);
  });

  it('does not pyramid: daily OT does not count toward the weekly threshold', () => {
    // Mon–Fri 10 h a day: each day 8 h REG + 2 h daily OT; the week counts only the 5 × 8 = 40 REG hours, so
    // there is no weekly OT on Friday (counting all 50 h would have made Friday's hours weekly OT as well).
    // Saturday 4 h: daily REG, but the week's regular count is at 40 h → weekly OT.
    // REG 40 h; OT 5 × 2 + 4 = 14 h. Regular rate = 54 h × 20.00 ÷ 54 h = 20.00 → OT at 30.00.
    // REG 40 × 20 = 800.00; OT 14 × 30 = 420.00. Gross 1,220.00.
    const entries = [
      ...days('w', '2026-06-01', 5, '08:00', '18:00', 2000),
      entry({ id: 'sat', rate: 2000, clock: ['2026-06-06T08:00', '2026-06-06T12:00'] }),
    ];
    const people = payrollRun(terms, week('2026-06-01'), entries);
    expect(linesOf(people, 'u1')).toEqual(['REG 2000→2000 40.00h 80000', 'OT 2000→3000 14.00h 42000']);
    expect(personOf(people, 'u1').grossCents).toBe(122_000);
  });

  it('leaves a holiday HOL however long the day', () => {
    // 13 h on a holiday: all HOL at 20.00 × 150 % = 30.00 → 390.00; no daily OT or DT.
    const people = payrollRun({ ...terms, holidays: ['2026-07-03'] }, week('2026-06-29'), [
      entry({ id: 'h', rate: 2000, clock: ['2026-07-03T06:00', '2026-07-03T19:00'] }),
    ]);
    expect(linesOf(people, 'u1')).toEqual(['HOL 2000→3000 13.00h 39000']);
  });
});

describe('P1, P2: local days, daylight saving, holidays and breaks', () => {
  it('pays the real 11 hours of the spring-forward night, and splits it between two workweeks', () => {
    // Workweek from Sunday. Mon 2–Thu 5 March 2026, 10 h a day = 40 h. Sat 7 Mar 20:00 EST → Sun 8 Mar 08:00 EDT:
    // clocks skip 02:00–03:00, so 11 h, not 12: Sat 20:00–24:00 = 4 h (week of Sun 1 Mar), Sun 00:00–08:00 local =
    // 7 h (week of Sun 8 Mar). Week 1: 40 h REG, Saturday's 4 h beyond 40 → OT at 18.00 + 9.00 = 27.00 = 108.00.
    // Week 2: 7 h REG. REG 47 h × 18.00 = 846.00. Gross 954.00.
    const terms = termsOf({ weekStartsOn: 0 });
    const entries = [
      ...days('w', '2026-03-02', 4, '08:00', '18:00', 1800),
      entry({ id: 'night', rate: 1800, clock: ['2026-03-07T20:00', '2026-03-08T08:00'] }),
    ];
    const rows = payMinutes(terms, entries)
      .filter((r) => r.entryId === 'night')
      .map((r) => `${r.date} ${r.workweek} ${r.rateType} ${r.minutes}`);
    expect(rows).toEqual(['2026-03-07 2026-03-01 OT 240', '2026-03-08 2026-03-08 REG 420']);
    const people = payrollRun(terms, { start: '2026-03-01', end: '2026-03-14' }, entries);
    expect(linesOf(people, 'u1')).toEqual(['REG 1800→1800 47.00h 84600', 'OT 1800→2700 4.00h 10800']);
    expect(personOf(people, 'u1').grossCents).toBe(95_400);
  });

  it('pays the part of a night shift after midnight on a holiday as HOL', () => {
    // Thu 31 Dec 2026 22:00 → Fri 1 Jan 2027 06:00, New Year's Day a holiday, 20.00/h: 2 h REG = 40.00; 6 h HOL at
    // 20.00 × 150 % = 30.00 → 180.00. Gross 220.00.
    const terms = termsOf({ holidays: ['2027-01-01'] });
    const people = payrollRun(terms, week('2026-12-28'), [
      entry({ id: 'nye', rate: 2000, clock: ['2026-12-31T22:00', '2027-01-01T06:00'] }),
    ]);
    expect(linesOf(people, 'u1')).toEqual(['REG 2000→2000 2.00h 4000', 'HOL 2000→3000 6.00h 18000']);
    expect(personOf(people, 'u1').grossCents).toBe(22_000);
  });

  it('deducts a break across midnight from both days', () => {
    // Fri 5 Jun 22:00 → Sat 6 Jun 06:00 with a break 23:30–00:30: Friday 22:00–23:30 = 90 min; Saturday
    // 00:30–06:00 = 330 min; 420 min = 7 h. A break before the entry (21:00–21:45) is not deducted.
    const terms = termsOf();
    const night = entry({
      id: 'n',
      rate: 1800,
      clock: ['2026-06-05T22:00', '2026-06-06T06:00'],
      breaks: [
        ['2026-06-05T23:30', '2026-06-06T00:30'],
        ['2026-06-05T21:00', '2026-06-05T21:45'],
      ],
    });
    expect(payMinutes(terms, [night]).map((r) => `${r.date} ${r.minutes}`)).toEqual([
      '2026-06-05 90',
      '2026-06-06 330',
    ]);
    // 7 h × 18.00 = 126.00.
    expect(linesOf(payrollRun(terms, week('2026-06-01'), [night]), 'u1')).toEqual(['REG 1800→1800 7.00h 12600']);
  });

  it('deducts only the part of a break inside the entry', () => {
    // 08:00–12:00 with a break 11:30–12:30: 30 min deducted → 210 min = 3.5 h × 20.00 = 70.00.
    const e = entry({
      id: 'p',
      rate: 2000,
      clock: ['2026-06-02T08:00', '2026-06-02T12:00'],
      breaks: [['2026-06-02T11:30', '2026-06-02T12:30']],
    });
    expect(linesOf(payrollRun(termsOf(), week('2026-06-01'), [e]), 'u1')).toEqual(['REG 2000→2000 3.50h 7000']);
  });

  it('splits at the client’s midnight, not the entry’s or UTC’s', () => {
    // 23:00–01:00 New York time is 04:00–06:00 UTC: in New York it is two days, 60 + 60 min.
    const terms = termsOf();
    const e = entry({ id: 'z', rate: 1800, clock: ['2026-06-02T23:00', '2026-06-03T01:00'] });
    expect(payMinutes(terms, [e]).map((r) => `${r.date} ${r.minutes}`)).toEqual(['2026-06-02 60', '2026-06-03 60']);
    expect(payMinutes({ ...terms, timeZone: 'UTC' }, [e]).map((r) => `${r.date} ${r.minutes}`)).toEqual([
      '2026-06-03 120',
    ]);
  });
});

describe('P6: rounding', () => {
  it('shows hours with 2 decimals but pays the exact minutes', () => {
    // 10 min at 17.99: hours 10 ÷ 60 = 0.1667 → 0.17; amount 10 × 17.99 ÷ 60 = 2.9983 → 3.00 (not 0.17 × 17.99 = 3.06).
    const e = entry({ id: 'r', rate: 1799, clock: ['2026-06-02T08:00', '2026-06-02T08:10'] });
    const [line] = personOf(payrollRun(termsOf(), week('2026-06-01'), [e]), 'u1').lines;
    expect(line).toMatchObject({ minutes: 10, hours: 0.17, rateCents: 1799, amountCents: 300 });
  });

  it('rounds an entry to the whole minute, half-up', () => {
    // 08:00:00–08:10:30 = 10.5 min → 11; 08:00:00–08:10:29 → 10.
    const terms = termsOf();
    const longer = entry({ id: 'a', rate: 1800, clock: ['2026-06-02T08:00:00', '2026-06-02T08:10:30'] });
    const shorter = entry({ id: 'b', rate: 1800, clock: ['2026-06-03T08:00:00', '2026-06-03T08:10:29'] });
    expect(payMinutes(terms, [longer, shorter]).map((r) => r.minutes)).toEqual([11, 10]);
  });

  it('rounds once per line, from the exact rate', () => {
    // Mon–Thu 10 h a day and Fri 80 min at 18.33: REG 40 h × 18.33 = 733.20; Friday's 80 min are OT. Regular rate
    // 18.33, OT rate 18.33 × 1.5 = 27.495 → shown 27.50 (half-up); amount 80 × 27.495 ÷ 60 = 36.66 exactly.
    // Rounding the rate first would give 80 × 27.50 ÷ 60 = 36.6667 → 36.67. Hours 80 ÷ 60 = 1.3333 → 1.33.
    const entries = [
      ...days('w', '2026-06-01', 4, '08:00', '18:00', 1833),
      entry({ id: 'f', rate: 1833, clock: ['2026-06-05T08:00', '2026-06-05T09:20'] }),
    ];
    expect(linesOf(payrollRun(termsOf(), week('2026-06-01'), entries), 'u1')).toEqual([
      'REG 1833→1833 40.00h 73320',
      'OT 1833→2750 1.33h 3666',
    ]);
  });
});

describe('P7: pay periods', () => {
  it('gives weekly and biweekly periods from the anchor, before and after it', () => {
    // Anchor Monday 25 May 2026. 3 June is 9 days on → the week from 1 June; 20 May is 5 days before → from 18 May.
    expect(payPeriodOf('2026-06-03', 'weekly', '2026-05-25')).toEqual({ start: '2026-06-01', end: '2026-06-07' });
    expect(payPeriodOf('2026-05-20', 'weekly', '2026-05-25')).toEqual({ start: '2026-05-18', end: '2026-05-24' });
    expect(payPeriodOf('2026-05-25', 'weekly', '2026-05-25')).toEqual({ start: '2026-05-25', end: '2026-05-31' });
    // 8 June is 14 days on → 8–21 June; 24 May is 1 day before → the period 14 days earlier, 11–24 May.
    expect(payPeriodOf('2026-06-08', 'biweekly', '2026-05-25')).toEqual({ start: '2026-06-08', end: '2026-06-21' });
    expect(payPeriodOf('2026-06-07', 'biweekly', '2026-05-25')).toEqual({ start: '2026-05-25', end: '2026-06-07' });
    expect(payPeriodOf('2026-05-24', 'biweekly', '2026-05-25')).toEqual({ start: '2026-05-11', end: '2026-05-24' });
  });

  it('gives semi-monthly and monthly periods, with February’s end in leap years', () => {
    expect(payPeriodOf('2026-05-15', 'semimonthly', '2026-05-25')).toEqual({ start: '2026-05-01', end: '2026-05-15' });
    expect(payPeriodOf('2026-05-16', 'semimonthly', '2026-05-25')).toEqual({ start: '2026-05-16', end: '2026-05-31' });
    expect(payPeriodOf('2026-02-20', 'semimonthly', '2026-05-25')).toEqual({ start: '2026-02-16', end: '2026-02-28' });
    expect(payPeriodOf('2028-02-20', 'semimonthly', '2026-05-25')).toEqual({ start: '2028-02-16', end: '2028-02-29' });
    expect(payPeriodOf('2026-04-30', 'monthly', '2026-05-25')).toEqual({ start: '2026-04-01', end: '2026-04-30' });
    expect(payPeriodOf('2026-12-01', 'monthly', '2026-05-25')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('tells whether an anchor is a workweek’s first day, and what a run must read', () => {
    // 25 May 2026 is a Monday.
    expect(isWorkweekAnchor('2026-05-25', 1)).toBe(true);
    expect(isWorkweekAnchor('2026-05-25', 0)).toBe(false);
    // 16–31 May 2026, weeks from Monday: Mon 11 May … Sun 31 May (a Sunday); instants from the start of the day
    // before (10 May, UTC) to the end of the day after (1 June, so up to 2 June 00:00 UTC): enough for any zone.
    const window = payrollReadWindow({ start: '2026-05-16', end: '2026-05-31' }, 1);
    expect(window).toMatchObject({ from: '2026-05-11', to: '2026-05-31' });
    expect(window.start).toBe(Date.parse('2026-05-10T00:00:00Z'));
    expect(window.end).toBe(Date.parse('2026-06-02T00:00:00Z'));
  });

  describe('a semi-monthly split week settles its overtime in the run holding its last day', () => {
    // Workweek Mon 11–Sun 17 May 2026, 20.00/h: Mon–Fri 11–15 May 10 h a day, Sat 16 May 5 h. Run 1 = 1–15 May,
    // run 2 = 16–31 May. The whole week: 55 h; 40 h REG (Mon–Thu), Fri 10 h OT, Sat 5 h OT; regular rate 20.00.
    const terms = termsOf();
    const entries = [
      ...days('w', '2026-05-11', 5, '08:00', '18:00', 2000),
      entry({ id: 'sat', rate: 2000, clock: ['2026-05-16T08:00', '2026-05-16T13:00'] }),
    ];
    const first = payrollRun(terms, payPeriodOf('2026-05-11', 'semimonthly', '2026-01-05'), entries);
    const second = payrollRun(terms, payPeriodOf('2026-05-16', 'semimonthly', '2026-01-05'), entries);

    it('pays the days in the first run at straight time', () => {
      // 11–15 May: 50 h × 20.00 = 1,000.00, no overtime yet (the week is not over).
      expect(linesOf(first, 'u1')).toEqual(['REG 2000→2000 50.00h 100000']);
      expect(personOf(first, 'u1').workweeks).toEqual([
        {
          start: '2026-05-11',
          nonHolidayMinutes: 3300,
          straightTimeCents: 110_000,
          regularRateCents: 2000,
          settled: false,
        },
      ]);
    });

    it('pays Saturday as OT and Friday’s OT premium as ADJ in the second run', () => {
      // Sat 5 h OT at 20.00 + 0.5 × 20.00 = 30.00 → 150.00. Fri's 10 h OT were paid 20.00 in run 1: the premium
      // 10 h × 0.5 × 20.00 = 100.00 as ADJ at 10.00. Run 2: 250.00. Both runs: 1,250.00 = 40 h × 20.00 +
      // 15 h × 30.00 = 800.00 + 450.00, the whole week paid at once.
      expect(linesOf(second, 'u1')).toEqual(['OT 2000→3000 5.00h 15000', 'ADJ(OT) 2000→1000 10.00h 10000']);
      expect(personOf(second, 'u1').grossCents).toBe(25_000);
      const whole = payrollRun(terms, week('2026-05-11'), entries);
      expect(personOf(whole, 'u1').grossCents).toBe(125_000);
      expect(personOf(first, 'u1').grossCents + personOf(second, 'u1').grossCents).toBe(125_000);
      expect(personOf(second, 'u1').lines[1]).toMatchObject({ workweek: '2026-05-11', dates: ['2026-05-15'] });
    });

    it('has no ADJ in weekly runs anchored on a workweek’s first day', () => {
      const run = payrollRun(terms, payPeriodOf('2026-05-16', 'weekly', '2026-05-04'), entries);
      expect(personOf(run, 'u1').lines.some((line) => line.rateType === 'ADJ')).toBe(false);
    });
  });
});

// ── The property: every worked minute is paid once, at least at straight time, in any input order ─────────

const zones = ['UTC', 'America/New_York', 'Europe/London'] as const;
/** Weeks holding a clock change in New York or London, and a plain one. */
const weekStarts = ['2026-03-02', '2026-03-23', '2026-05-25', '2026-10-26'] as const;
const rates = [1600, 1800, 2000, 1999, 2533] as const;

const worldArbitrary = fc
  .record({
    weekStart: fc.constantFrom(...weekStarts),
    timeZone: fc.constantFrom(...zones),
    weekStartsOn: fc.integer({ min: 0, max: 6 }),
    weeklyOtAfterMinutes: fc.constantFrom(0, 480, 1200, 2400),
    otPct: fc.constantFrom(150, 200),
    holidayPct: fc.constantFrom(100, 150, 200),
    daily: fc.constantFrom<[number | null, number | null]>([null, null], [480, 720], [480, null], [null, 600]),
    holidayDays: fc.uniqueArray(fc.integer({ min: -1, max: 10 }), { maxLength: 3 }),
    rotate: fc.nat(),
    entries: fc.array(
      fc.record({
        user: fc.integer({ min: 0, max: 2 }),
        rate: fc.constantFrom(...rates),
        startMinute: fc.integer({ min: 0, max: 9 * 24 * 60 }),
        minutes: fc.integer({ min: 0, max: 16 * 60 }),
        breaks: fc.array(
          fc.record({ offset: fc.integer({ min: -120, max: 16 * 60 }), minutes: fc.integer({ min: 0, max: 120 }) }),
          { maxLength: 3 },
        ),
      }),
      { maxLength: 20 },
    ),
  })
  .map((world) => {
    const base = midnightIn(world.weekStart, world.timeZone) - 12 * hour;
    const first = addDaysTo(world.weekStart, -1);
    const terms: PayrollTerms = {
      timeZone: world.timeZone,
      weekStartsOn: world.weekStartsOn,
      weeklyOtAfterMinutes: world.weeklyOtAfterMinutes,
      otPct: world.otPct,
      holidayPct: world.holidayPct,
      dailyOtAfterMinutes: world.daily[0],
      dailyDtAfterMinutes: world.daily[1],
      holidays: world.holidayDays.map((offset) => addDaysTo(first, offset)),
    };
    const entries = world.entries.map((spec, index): PayrollEntry => {
      const clockIn = base + spec.startMinute * minute;
      return {
        id: `x${String(index).padStart(2, '0')}`,
        userId: `u${spec.user}`,
        clockIn,
        clockOut: clockIn + spec.minutes * minute,
        rateCents: spec.rate,
        breaks: spec.breaks.map((pause) => ({
          start: clockIn + pause.offset * minute,
          end: clockIn + (pause.offset + pause.minutes) * minute,
        })),
      };
    });
    return { terms, entries, rotate: world.rotate, first };
  });

/** A year: every workweek of the random worlds lies inside it, so the run settles them all. */
const wholeYear: PayPeriod = { start: '2026-01-01', end: '2026-12-31' };

describe('the payroll rules on random weeks', () => {
  it('pay every worked minute once, at least at straight time, whatever the order of the entries', () => {
    fc.assert(
      fc.property(worldArbitrary, ({ terms, entries, rotate }) => {
        const people = payrollRun(terms, wholeYear, entries);

        // Worked minutes less breaks per person, worked out independently, and their straight-time pay × 60.
        const worked = new Map<string, number>();
        const straight = new Map<string, number>();
        for (const e of entries) {
          if (e.clockOut <= e.clockIn) continue;
          const minutes = (e.clockOut - e.clockIn - coveredMs(e.breaks, e.clockIn, e.clockOut)) / minute;
          worked.set(e.userId, (worked.get(e.userId) ?? 0) + minutes);
          straight.set(e.userId, (straight.get(e.userId) ?? 0) + minutes * e.rateCents);
        }
        for (const [userId, minutes] of worked) {
          if (minutes === 0) continue;
          const person = personOf(people, userId);
          const lines = person.lines.filter((line) => line.rateType !== 'ADJ');
          expect(
            lines.reduce((sum, line) => sum + line.minutes, 0),
            userId,
          ).toBe(minutes);
          expect(lines.length).toBe(person.lines.length);
          expect(person.grossCents).toBe(person.lines.reduce((sum, line) => sum + line.amountCents, 0));
          // Each line is rounded once (by at most half a cent), so 60 × gross ≥ straight time − 30 per line.
          expect(60 * person.grossCents + 30 * person.lines.length, userId).toBeGreaterThanOrEqual(
            straight.get(userId) ?? 0,
          );
        }
        expect(people.every((person) => worked.has(person.userId))).toBe(true);

        // Per person: regular minutes never pass the weekly threshold in a week, nor the daily one in a day.
        const rows = payMinutes(terms, entries);
        const regularByWeek = new Map<string, number>();
        const regularByDay = new Map<string, number>();
        for (const row of rows) {
          expect(row.rateType === 'HOL').toBe(new Set(terms.holidays).has(row.date));
          if (row.rateType !== 'REG') continue;
          const weekKey = `${row.userId}|${row.workweek}`;
          regularByWeek.set(weekKey, (regularByWeek.get(weekKey) ?? 0) + row.minutes);
          const dayKey = `${row.userId}|${row.date}`;
          regularByDay.set(dayKey, (regularByDay.get(dayKey) ?? 0) + row.minutes);
        }
        for (const sum of regularByWeek.values()) expect(sum).toBeLessThanOrEqual(terms.weeklyOtAfterMinutes);
        const dailyLimit = Math.min(
          terms.dailyOtAfterMinutes ?? Number.POSITIVE_INFINITY,
          terms.dailyDtAfterMinutes ?? Number.POSITIVE_INFINITY,
        );
        for (const sum of regularByDay.values()) expect(sum).toBeLessThanOrEqual(dailyLimit);

        // The same result from the entries in another order.
        const shift = entries.length === 0 ? 0 : rotate % entries.length;
        const reordered = [...entries.slice(shift), ...entries.slice(0, shift)].reverse();
        expect(payrollRun(terms, wholeYear, reordered)).toEqual(people);
      }),
      { numRuns: 300 },
    );
  });

  it('pay the same over two runs split mid-week as over one (up to each line’s rounding), settling with ADJ', () => {
    fc.assert(
      fc.property(worldArbitrary, fc.integer({ min: 0, max: 10 }), ({ terms, entries, first }, splitDay) => {
        // Two runs split at a date inside the random weeks (in general not a workweek's first day).
        const split = addDaysTo(first, splitDay);
        const before = payrollRun(terms, { start: wholeYear.start, end: addDaysTo(split, -1) }, entries);
        const after = payrollRun(terms, { start: split, end: wholeYear.end }, entries);
        const whole = payrollRun(terms, wholeYear, entries);
        for (const person of whole) {
          const runs = [before, after].map((run) => run.find((p) => p.userId === person.userId));
          const paidMinutes = runs
            .flatMap((run) => run?.lines ?? [])
            .filter((line) => line.rateType !== 'ADJ')
            .reduce((sum, line) => sum + line.minutes, 0);
          expect(paidMinutes).toBe(person.lines.reduce((sum, line) => sum + line.minutes, 0));
          // The exact figures add up to the same; each line's rounding is at most half a cent.
          const gross = (runs[0]?.grossCents ?? 0) + (runs[1]?.grossCents ?? 0);
          const lineCount = person.lines.length + (runs[0]?.lines.length ?? 0) + (runs[1]?.lines.length ?? 0);
          expect(2 * Math.abs(gross - person.grossCents)).toBeLessThanOrEqual(lineCount);
          // The first run pays no overtime of a week that ends after it; ADJ only in the second.
          expect(runs[0]?.lines.some((line) => line.rateType === 'ADJ') ?? false).toBe(false);
        }
        expect(after.every((person) => whole.some((p) => p.userId === person.userId))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
