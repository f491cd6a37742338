import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountCents,
  type BilledMinutes,
  type BillingEntry,
  type BillingLineVersion,
  type BillingTerms,
  billableMinutes,
  billingPeriodOf,
  contractedMinutesOfWeek,
  coveragePct,
  datesOf,
  divideHalfUp,
  instantBounds,
  lineVersionFor,
  quantityHundredths,
  ratePct,
  taxCents,
  unitCents,
  weeksAround,
} from './billing-rules.ts';
import type { BillBasis, MinuteRateType, OtBasis } from './contract/billing.ts';
import { coveredMs } from './intervals.test-data.ts';
import { addDaysTo, instantOfLocal, localDateOf, midnightIn } from './zoned-time.ts';

// The billing rules (docs/product/billing.md#rules). Every expected figure is worked out by hand in the comment
// beside it; none comes from the code under test.

const minute = 60_000;
const hour = 60 * minute;

/** The instant of a wall-clock time `YYYY-MM-DDTHH:mm[:ss]` in a zone. */
function at(local: string, timeZone: string): number {
  const withSeconds = local.length === 16 ? `${local}:00` : local;
  return instantOfLocal(Date.parse(`${withSeconds}Z`), timeZone);
}

function termsOf(overrides: Partial<BillingTerms> = {}): BillingTerms {
  return {
    billBasis: 'actual_within_shift',
    otBasis: 'none',
    otAfterMinutes: 2400,
    roundingMinutes: 1,
    weekStartsOn: 1,
    contractStartsOn: '2026-01-01',
    contractEndsOn: null,
    holidays: [],
    ...overrides,
  };
}

function version(id: string, overrides: Partial<Omit<BillingLineVersion, 'id'>> = {}): BillingLineVersion {
  return { id, eventId: 'e1', post: null, effectiveFrom: '2026-01-01', effectiveTo: null, ...overrides };
}

const everyPostOfE1 = [version('L1')];

interface EntrySpec {
  id: string;
  clock: [string, string];
  shift?: [string, string];
  shiftId?: string;
  userId?: string;
  eventId?: string;
  post?: string | null;
  zone?: string;
  breaks?: [string, string][];
}

function entry(spec: EntrySpec): BillingEntry {
  const zone = spec.zone ?? 'UTC';
  return {
    id: spec.id,
    userId: spec.userId ?? 'u1',
    eventId: spec.eventId ?? 'e1',
    timeZone: zone,
    post: spec.post ?? null,
    shiftId: spec.shift ? (spec.shiftId ?? `shift-${spec.id}`) : null,
    clockIn: at(spec.clock[0], zone),
    clockOut: at(spec.clock[1], zone),
    shiftStart: spec.shift ? at(spec.shift[0], zone) : null,
    shiftEnd: spec.shift ? at(spec.shift[1], zone) : null,
    breaks: (spec.breaks ?? []).map(([start, end]) => ({ start: at(start, zone), end: at(end, zone) })),
  };
}

/** The rows reduced to what a test states: `entry date line rateType minutes`, in the result's order by date. */
function rowsOf(rows: readonly BilledMinutes[]): string[] {
  return rows
    .map((row) => `${row.entryId} ${row.date} ${row.lineId} ${row.rateType} ${row.minutes}`)
    .sort((a, b) => a.localeCompare(b));
}

function minutesByType(rows: readonly BilledMinutes[]): Record<MinuteRateType, number> {
  const sums: Record<MinuteRateType, number> = { REG: 0, OT: 0, HOL: 0 };
  for (const row of rows) sums[row.rateType] += row.minutes;
  return sums;
}

function totalOf(rows: readonly BilledMinutes[]): number {
  return rows.reduce((sum, row) => sum + row.minutes, 0);
}

describe('the worked example of the billing rules', () => {
  // Gate A at 30.00/h, guard_line_week after 2,400 min at 150 %, holidays at 200 %, tax 1,000 bp, weeks from
  // Monday, America/New_York, Memorial Day Monday 25 May 2026.
  const zone = 'America/New_York';
  const terms = termsOf({ otBasis: 'guard_line_week', holidays: ['2026-05-25'] });
  const versions = [version('gate-a')];
  const guardA = ['2026-05-25', '2026-05-26', '2026-05-27', '2026-05-28', '2026-05-29'].map((date) =>
    entry({
      id: `a-${date}`,
      userId: 'guard-a',
      zone,
      clock: [`${date}T08:00`, `${date}T18:00`],
      shift: [`${date}T08:00`, `${date}T18:00`],
    }),
  );
  const guardB = entry({
    id: 'b-2026-05-30',
    userId: 'guard-b',
    zone,
    clock: ['2026-05-30T08:00', '2026-05-30T20:00'],
    shift: ['2026-05-30T08:00', '2026-05-30T20:00'],
  });
  const rows = billableMinutes(terms, versions, [...guardA, guardB]);

  it('classifies the minutes per day: Monday HOL, Tuesday to Thursday REG, Friday OT, Saturday REG', () => {
    // A: 10 h a day = 600 min. Mon holiday → HOL 600 (running 600); Tue, Wed, Thu REG 600 each (running 1,200,
    // 1,800, 2,400 = the threshold); Fri 600 beyond 2,400 → OT 600. B: Sat 08:00–20:00 = 720 min, running 720 → REG.
    expect(rowsOf(rows)).toEqual([
      'a-2026-05-25 2026-05-25 gate-a HOL 600',
      'a-2026-05-26 2026-05-26 gate-a REG 600',
      'a-2026-05-27 2026-05-27 gate-a REG 600',
      'a-2026-05-28 2026-05-28 gate-a REG 600',
      'a-2026-05-29 2026-05-29 gate-a OT 600',
      'b-2026-05-30 2026-05-30 gate-a REG 720',
    ]);
    // REG = 3 × 600 + 720 = 2,520; OT = 600; HOL = 600.
    expect(minutesByType(rows)).toEqual({ REG: 2520, OT: 600, HOL: 600 });
  });

  it('prices the lines, the subtotal, the tax and the total', () => {
    const sums = minutesByType(rows);
    const pct = { otBillPct: 150, holidayBillPct: 200 };
    // Quantities: 2,520 ÷ 60 = 42.00 h → 4,200; 600 ÷ 60 = 10.00 h → 1,000.
    expect(quantityHundredths(sums.REG)).toBe(4200);
    expect(quantityHundredths(sums.OT)).toBe(1000);
    expect(quantityHundredths(sums.HOL)).toBe(1000);
    // Units: 3,000 × 100 % = 3,000; 3,000 × 150 % = 4,500; 3,000 × 200 % = 6,000.
    expect(unitCents(3000, ratePct('REG', pct))).toBe(3000);
    expect(unitCents(3000, ratePct('OT', pct))).toBe(4500);
    expect(unitCents(3000, ratePct('HOL', pct))).toBe(6000);
    // Amounts: 42.00 × 30.00 = 1,260.00; 10.00 × 45.00 = 450.00; 10.00 × 60.00 = 600.00.
    const reg = amountCents(4200, 3000);
    const ot = amountCents(1000, 4500);
    const hol = amountCents(1000, 6000);
    expect([reg, ot, hol]).toEqual([126_000, 45_000, 60_000]);
    // Subtotal 1,260 + 450 + 600 = 2,310.00; tax 10 % = 231.00; total 2,541.00.
    const subtotal = reg + ot + hol;
    expect(subtotal).toBe(231_000);
    expect(taxCents(subtotal, 1000)).toBe(23_100);
    expect(subtotal + taxCents(subtotal, 1000)).toBe(254_100);
  });

  it('gives the coverage of 62 of 84 contracted hours', () => {
    // 62 h = 3,720 min of 84 h = 5,040 min: 3,720 ÷ 5,040 = 0.738095… → 73.81 %; uncovered 5,040 − 3,720 = 1,320
    // min = 22 h.
    expect(totalOf(rows)).toBe(3720);
    expect(coveragePct(3720, 5040)).toBe(73.81);
  });
});

describe('R1: the billing basis', () => {
  // Shift 08:00–16:00 (480 min).
  const shift: [string, string] = ['2026-06-01T08:00', '2026-06-01T16:00'];
  const early = entry({ id: 'early', clock: ['2026-06-01T07:45', '2026-06-01T16:20'], shift });
  const late = entry({ id: 'late', clock: ['2026-06-01T08:10', '2026-06-01T15:50'], shift });
  const billed = (basis: BillBasis, entries: BillingEntry[]) =>
    totalOf(billableMinutes(termsOf({ billBasis: basis }), everyPostOfE1, entries));

  it('bills clock time, the shift, or clock time clipped to the shift, for an entry in early and out late', () => {
    // actual: 07:45 → 16:20 = 15 + 480 + 20 = 515. scheduled: 480. within the shift: 08:00 → 16:00 = 480.
    expect(billed('actual', [early])).toBe(515);
    expect(billed('scheduled', [early])).toBe(480);
    expect(billed('actual_within_shift', [early])).toBe(480);
  });

  it('bills clock time, the shift, or clock time within the shift, for an entry in late and out early', () => {
    // actual: 08:10 → 15:50 = 480 − 10 − 10 = 460. scheduled: 480. within the shift: 460.
    expect(billed('actual', [late])).toBe(460);
    expect(billed('scheduled', [late])).toBe(480);
    expect(billed('actual_within_shift', [late])).toBe(460);
  });

  it('counts a scheduled shift once when the person clocked in twice for it', () => {
    const first = entry({ id: 'first', clock: ['2026-06-01T07:55', '2026-06-01T12:00'], shift, shiftId: 's1' });
    const second = entry({ id: 'second', clock: ['2026-06-01T12:30', '2026-06-01T16:05'], shift, shiftId: 's1' });
    // scheduled: the shift's 480 once, on the entry that clocked in first.
    const scheduled = billableMinutes(termsOf({ billBasis: 'scheduled' }), everyPostOfE1, [second, first]);
    expect(rowsOf(scheduled)).toEqual(['first 2026-06-01 L1 REG 480']);
    // actual: 07:55 → 12:00 = 245, 12:30 → 16:05 = 215; 460 in all.
    expect(billed('actual', [first, second])).toBe(460);
    // within: 08:00 → 12:00 = 240, 12:30 → 16:00 = 210; 450 in all.
    expect(billed('actual_within_shift', [first, second])).toBe(450);
    // Another person on the same shift id is a shift of their own: 480 each.
    const colleague = { ...second, id: 'colleague', userId: 'u2' };
    expect(totalOf(billableMinutes(termsOf({ billBasis: 'scheduled' }), everyPostOfE1, [first, colleague]))).toBe(960);
  });

  it('deducts from a scheduled shift the breaks of every entry made for it', () => {
    // A break 14:00–14:20 during the second entry: the shift's 480 − 20 = 460, billed on the first entry.
    const first = entry({ id: 'first', clock: ['2026-06-01T07:55', '2026-06-01T12:00'], shift, shiftId: 's1' });
    const second = entry({
      id: 'second',
      clock: ['2026-06-01T12:30', '2026-06-01T16:05'],
      shift,
      shiftId: 's1',
      breaks: [['2026-06-01T14:00', '2026-06-01T14:20']],
    });
    const scheduled = billableMinutes(termsOf({ billBasis: 'scheduled' }), everyPostOfE1, [first, second]);
    expect(rowsOf(scheduled)).toEqual(['first 2026-06-01 L1 REG 460']);
  });

  it('bills the clock time of an entry without a shift under every basis', () => {
    // 09:00 → 13:30 = 270 min.
    const free = entry({ id: 'free', clock: ['2026-06-01T09:00', '2026-06-01T13:30'] });
    for (const basis of ['actual', 'scheduled', 'actual_within_shift'] as const) {
      expect(billed(basis, [free]), basis).toBe(270);
    }
  });

  it('deducts a break inside the billed time and not one outside it', () => {
    // Clock 07:45 → 16:20, breaks 07:50–08:00 (before the shift) and 12:00–12:30 (inside it).
    const withBreaks = entry({
      id: 'breaks',
      clock: ['2026-06-01T07:45', '2026-06-01T16:20'],
      shift,
      breaks: [
        ['2026-06-01T07:50', '2026-06-01T08:00'],
        ['2026-06-01T12:00', '2026-06-01T12:30'],
      ],
    });
    // within the shift: 480 − 30 = 450 (the 07:50 break is outside 08:00–16:00).
    expect(billed('actual_within_shift', [withBreaks])).toBe(450);
    // actual: 515 − 10 − 30 = 475.
    expect(billed('actual', [withBreaks])).toBe(475);
    // scheduled: 480 − 30 = 450.
    expect(billed('scheduled', [withBreaks])).toBe(450);
    // A break straddling the shift's start, 07:50–08:20, is deducted for its 20 min inside: 480 − 20 = 460.
    const straddling = {
      ...withBreaks,
      breaks: [{ start: at('2026-06-01T07:50', 'UTC'), end: at('2026-06-01T08:20', 'UTC') }],
    };
    expect(billed('actual_within_shift', [straddling])).toBe(460);
  });

  it('bills nothing for an entry wholly outside its shift under actual_within_shift', () => {
    // Clock 16:30 → 18:00 after a shift that ended 16:00: the clipped window is empty.
    const after = entry({ id: 'after', clock: ['2026-06-01T16:30', '2026-06-01T18:00'], shift });
    expect(billed('actual_within_shift', [after])).toBe(0);
    // actual: 90 min.
    expect(billed('actual', [after])).toBe(90);
  });
});

describe('R1: rounding', () => {
  const rounded = (clock: [string, string], roundingMinutes: number) =>
    billableMinutes(termsOf({ roundingMinutes }), everyPostOfE1, [entry({ id: 'x', clock })]);

  it('rounds an entry half-up to 15 minutes', () => {
    // 7 min 30 s = 7.5 min = half of 15 → 15.
    expect(totalOf(rounded(['2026-06-01T09:00:00', '2026-06-01T09:07:30'], 15))).toBe(15);
    // 7 min 29 s < 7.5 → 0, and no row at all.
    expect(rounded(['2026-06-01T09:00:00', '2026-06-01T09:07:29'], 15)).toEqual([]);
    // 22 min < 22.5 (15 + 7.5) → 15; 23 min > 22.5 → 30.
    expect(totalOf(rounded(['2026-06-01T09:00', '2026-06-01T09:22'], 15))).toBe(15);
    expect(totalOf(rounded(['2026-06-01T09:00', '2026-06-01T09:23'], 15))).toBe(30);
    // 22 min 30 s is the half → 30.
    expect(totalOf(rounded(['2026-06-01T09:00:00', '2026-06-01T09:22:30'], 15))).toBe(30);
  });

  it('rounds to the minute half-up by default', () => {
    // 10 min 30 s → 11; 10 min 29 s → 10.
    expect(totalOf(rounded(['2026-06-01T09:00:00', '2026-06-01T09:10:30'], 1))).toBe(11);
    expect(totalOf(rounded(['2026-06-01T09:00:00', '2026-06-01T09:10:29'], 1))).toBe(10);
  });

  it('rounds after deducting the breaks', () => {
    // 09:00 → 10:10 = 70 min, break 09:30–09:33 → 67 min; to 15: 67 ÷ 15 = 4.47 → 60. (Without the deduction,
    // 70 → 75.)
    const rows = billableMinutes(termsOf({ roundingMinutes: 15 }), everyPostOfE1, [
      entry({
        id: 'x',
        clock: ['2026-06-01T09:00', '2026-06-01T10:10'],
        breaks: [['2026-06-01T09:30', '2026-06-01T09:33']],
      }),
    ]);
    expect(totalOf(rows)).toBe(60);
  });

  it('gives the rounding difference of a night entry to its last local day', () => {
    // 22:00 → 06:08: 120 min on the 1st, 368 on the 2nd, 488 in all; 488 ÷ 15 = 32.53 → 33 × 15 = 495; the 2nd
    // gets 495 − 120 = 375.
    expect(rowsOf(rounded(['2026-06-01T22:00', '2026-06-02T06:08'], 15))).toEqual([
      'x 2026-06-01 L1 REG 120',
      'x 2026-06-02 L1 REG 375',
    ]);
    // 22:00 → 06:07: 487 ÷ 15 = 32.47 → 480; the 2nd gets 480 − 120 = 360 (7 taken off it).
    expect(rowsOf(rounded(['2026-06-01T22:00', '2026-06-02T06:07'], 15))).toEqual([
      'x 2026-06-01 L1 REG 120',
      'x 2026-06-02 L1 REG 360',
    ]);
  });

  it('takes the difference back from the earlier day when the total rounds below the first day', () => {
    // 23:40 → 00:02: 20 min on the 1st, 2 on the 2nd, 22 in all → 15. The 2nd gives its 2 (difference −7 → −5),
    // the 1st gives 5: 1st 15, 2nd 0 (no row).
    expect(rowsOf(rounded(['2026-06-01T23:40', '2026-06-02T00:02'], 15))).toEqual(['x 2026-06-01 L1 REG 15']);
  });

  it('counts the seconds of every day of the entry before rounding', () => {
    // 23:59:40 → 00:00:50: 20 s on the 1st, 50 s on the 2nd = 70 s = 1.17 min → 1 min. Whole minutes per day are
    // 0 and 0, the difference +1 goes to the 2nd.
    expect(rowsOf(rounded(['2026-06-01T23:59:40', '2026-06-02T00:00:50'], 1))).toEqual(['x 2026-06-02 L1 REG 1']);
  });
});

describe('R2: local days and holidays', () => {
  it('splits a night shift at midnight into the holiday', () => {
    // 24 May 22:00 → 25 May 06:00 New York time: 120 min on the 24th (REG), 360 on Memorial Day (HOL).
    const zone = 'America/New_York';
    const night = entry({
      id: 'night',
      zone,
      clock: ['2026-05-24T22:00', '2026-05-25T06:00'],
      shift: ['2026-05-24T22:00', '2026-05-25T06:00'],
    });
    for (const otBasis of ['none', 'guard_line_week', 'guard_contract_week'] as const) {
      const rows = billableMinutes(termsOf({ otBasis, holidays: new Set(['2026-05-25']) }), everyPostOfE1, [night]);
      expect(rowsOf(rows), otBasis).toEqual(['night 2026-05-24 L1 REG 120', 'night 2026-05-25 L1 HOL 360']);
    }
  });

  it('splits at the zone’s midnight, not UTC’s', () => {
    // 25 May 18:00 → 23:00 New York (EDT, UTC−4) is 22:00 → 03:00 UTC: one local day, 300 min, all on the 25th.
    const evening = entry({
      id: 'evening',
      zone: 'America/New_York',
      clock: ['2026-05-25T18:00', '2026-05-25T23:00'],
    });
    const rows = billableMinutes(termsOf({ holidays: ['2026-05-25'] }), everyPostOfE1, [evening]);
    expect(rowsOf(rows)).toEqual(['evening 2026-05-25 L1 HOL 300']);
  });

  it('bills the real time of the spring-forward night in London', () => {
    // Sat 28 Mar 22:00 GMT → Sun 29 Mar 06:00 BST; 01:00 GMT jumps to 02:00 BST. Real time: 22:00 UTC → 05:00 UTC =
    // 7 h. Saturday 22:00 → 24:00 = 120; Sunday 00:00 GMT → 05:00 UTC = 300.
    const night = entry({ id: 'spring', zone: 'Europe/London', clock: ['2026-03-28T22:00', '2026-03-29T06:00'] });
    expect(night.clockOut - night.clockIn).toBe(7 * hour);
    const rows = billableMinutes(termsOf(), everyPostOfE1, [night]);
    expect(rowsOf(rows)).toEqual(['spring 2026-03-28 L1 REG 120', 'spring 2026-03-29 L1 REG 300']);
  });

  it('bills the real time of the autumn night in London', () => {
    // Sat 24 Oct 22:00 BST (21:00 UTC) → Sun 25 Oct 06:00 GMT (06:00 UTC): 9 h. 02:00 BST goes back to 01:00 GMT.
    // Saturday 22:00 → 24:00 BST = 120; Sunday 23:00 UTC → 06:00 UTC = 420.
    const night = entry({ id: 'autumn', zone: 'Europe/London', clock: ['2026-10-24T22:00', '2026-10-25T06:00'] });
    expect(night.clockOut - night.clockIn).toBe(9 * hour);
    const rows = billableMinutes(termsOf(), everyPostOfE1, [night]);
    expect(rowsOf(rows)).toEqual(['autumn 2026-10-24 L1 REG 120', 'autumn 2026-10-25 L1 REG 420']);
  });

  it('begins the day at the first of two midnights where clocks go back to 00:00', () => {
    // The Azores go back from 01:00 (UTC+0) to 00:00 (UTC−1) on Sun 25 Oct 2026, at 01:00 UTC: 00:00–01:00 happens
    // twice, both on the 25th. 22:00 UTC Sat → 04:00 UTC Sun (6 h): Saturday 22:00 → 24:00 = 120; Sunday (a
    // holiday) from 00:00 UTC to 04:00 UTC = 240 HOL.
    const night: BillingEntry = {
      ...entry({ id: 'azores', clock: ['2026-10-24T22:00', '2026-10-25T04:00'] }),
      timeZone: 'Atlantic/Azores',
    };
    expect(localDateOf(Date.parse('2026-10-25T00:30:00Z'), 'Atlantic/Azores')).toBe('2026-10-25');
    const rows = billableMinutes(termsOf({ holidays: ['2026-10-25'] }), everyPostOfE1, [night]);
    expect(rowsOf(rows)).toEqual(['azores 2026-10-24 L1 REG 120', 'azores 2026-10-25 L1 HOL 240']);
  });
});

describe('R3: overtime', () => {
  // Ten-hour days, 08:00–18:00 UTC.
  const day = (id: string, date: string, overrides: Partial<EntrySpec> = {}) =>
    entry({ id, clock: [`${date}T08:00`, `${date}T18:00`], ...overrides });
  // Mon 1 June 2026 … Fri 5 June.
  const monday = '2026-06-01';

  it('counts two lines of the contract together under guard_contract_week and apart under guard_line_week', () => {
    const versions = [version('L1'), version('L2', { eventId: 'e2' })];
    // Mon–Thu on line 1 (4 × 600 = 2,400), Friday on line 2 (600).
    const entries = [0, 1, 2, 3].map((i) => day(`d${i}`, addDaysTo(monday, i)));
    entries.push(day('d4', '2026-06-05', { eventId: 'e2' }));
    // Contract week: Friday starts at 2,400 → OT 600 on line 2.
    const contract = billableMinutes(termsOf({ otBasis: 'guard_contract_week' }), versions, entries);
    expect(rowsOf(contract).at(-1)).toBe('d4 2026-06-05 L2 OT 600');
    expect(minutesByType(contract)).toEqual({ REG: 2400, OT: 600, HOL: 0 });
    // Line week: line 2 starts at 0 → REG 600.
    const line = billableMinutes(termsOf({ otBasis: 'guard_line_week' }), versions, entries);
    expect(rowsOf(line).at(-1)).toBe('d4 2026-06-05 L2 REG 600');
    expect(minutesByType(line)).toEqual({ REG: 3000, OT: 0, HOL: 0 });
  });

  it('counts every person on their own', () => {
    // Two people, 3 days each on the same line: 1,800 each, below 2,400: all REG.
    const entries = [0, 1, 2].flatMap((i) => [
      day(`a${i}`, addDaysTo(monday, i), { userId: 'a' }),
      day(`b${i}`, addDaysTo(monday, i), { userId: 'b' }),
    ]);
    const rows = billableMinutes(termsOf({ otBasis: 'guard_contract_week' }), everyPostOfE1, entries);
    expect(minutesByType(rows)).toEqual({ REG: 3600, OT: 0, HOL: 0 });
  });

  it('counts holiday minutes toward the threshold', () => {
    // Mon holiday 600 (HOL, running 600), Tue–Thu 1,800 REG (running 2,400), Fri 600 OT.
    const entries = [0, 1, 2, 3, 4].map((i) => day(`d${i}`, addDaysTo(monday, i)));
    const rows = billableMinutes(termsOf({ otBasis: 'guard_line_week', holidays: [monday] }), everyPostOfE1, entries);
    expect(minutesByType(rows)).toEqual({ REG: 1800, OT: 600, HOL: 600 });
  });

  it('keeps a holiday beyond the threshold HOL', () => {
    // Mon–Thu 2,400 REG, Friday 5 June a holiday: HOL 600, not OT (HOL > OT).
    const entries = [0, 1, 2, 3, 4].map((i) => day(`d${i}`, addDaysTo(monday, i)));
    const rows = billableMinutes(
      termsOf({ otBasis: 'guard_line_week', holidays: ['2026-06-05'] }),
      everyPostOfE1,
      entries,
    );
    expect(minutesByType(rows)).toEqual({ REG: 2400, OT: 0, HOL: 600 });
  });

  it('splits the day the threshold is crossed into REG and OT', () => {
    // Mon–Thu 9 h (08:00–17:00) = 4 × 540 = 2,160; Friday 10 h: 2,400 − 2,160 = 240 REG, 600 − 240 = 360 OT.
    const entries = [0, 1, 2, 3].map((i) => {
      const date = addDaysTo(monday, i);
      return entry({ id: `d${i}`, clock: [`${date}T08:00`, `${date}T17:00`] });
    });
    entries.push(day('d4', '2026-06-05'));
    const rows = billableMinutes(termsOf({ otBasis: 'guard_line_week' }), everyPostOfE1, entries);
    expect(rowsOf(rows).filter((row) => row.startsWith('d4'))).toEqual([
      'd4 2026-06-05 L1 OT 360',
      'd4 2026-06-05 L1 REG 240',
    ]);
  });

  it('splits a night entry across two billing weeks by local date', () => {
    // Mon–Thu 10 h (2,400), then Sunday 7 June 22:00 → Monday 8 June 06:00. Sunday's 120 are in the week of
    // 1 June (beyond 2,400: OT); Monday's 360 start the week of 8 June (REG).
    const entries = [0, 1, 2, 3].map((i) => day(`d${i}`, addDaysTo(monday, i)));
    entries.push(entry({ id: 'night', clock: ['2026-06-07T22:00', '2026-06-08T06:00'] }));
    const rows = billableMinutes(termsOf({ otBasis: 'guard_line_week' }), everyPostOfE1, entries);
    expect(rowsOf(rows).filter((row) => row.startsWith('night'))).toEqual([
      'night 2026-06-07 L1 OT 120',
      'night 2026-06-08 L1 REG 360',
    ]);
  });

  it('starts the week on the contract’s first day', () => {
    // Sun 31 May to Thu 4 June, 10 h a day.
    const entries = [0, 1, 2, 3, 4].map((i) => day(`d${i}`, addDaysTo('2026-05-31', i)));
    // Weeks from Monday: Sunday (600) is the week of 25 May; Mon–Thu = 2,400 in the week of 1 June: no OT.
    const fromMonday = billableMinutes(
      termsOf({ otBasis: 'guard_line_week', weekStartsOn: 1 }),
      everyPostOfE1,
      entries,
    );
    expect(minutesByType(fromMonday)).toEqual({ REG: 3000, OT: 0, HOL: 0 });
    // Weeks from Sunday: Sun–Wed = 2,400, Thursday 4 June beyond it: OT 600.
    const fromSunday = billableMinutes(
      termsOf({ otBasis: 'guard_line_week', weekStartsOn: 0 }),
      everyPostOfE1,
      entries,
    );
    expect(minutesByType(fromSunday)).toEqual({ REG: 2400, OT: 600, HOL: 0 });
    expect(rowsOf(fromSunday).at(-1)).toBe('d4 2026-06-04 L1 OT 600');
  });

  it('gives no overtime under none', () => {
    // 6 × 10 h = 3,600 min, all REG.
    const entries = [0, 1, 2, 3, 4, 5].map((i) => day(`d${i}`, addDaysTo(monday, i)));
    const rows = billableMinutes(termsOf({ otBasis: 'none' }), everyPostOfE1, entries);
    expect(minutesByType(rows)).toEqual({ REG: 3600, OT: 0, HOL: 0 });
  });

  it('counts minutes in time order, whatever order the entries come in', () => {
    // Threshold 600: Monday 10 h REG, Tuesday 10 h OT, given Tuesday first.
    const entries = [day('tue', '2026-06-02'), day('mon', monday)];
    const rows = billableMinutes(termsOf({ otBasis: 'guard_line_week', otAfterMinutes: 600 }), everyPostOfE1, entries);
    expect(rowsOf(rows)).toEqual(['mon 2026-06-01 L1 REG 600', 'tue 2026-06-02 L1 OT 600']);
  });
});

describe('line versions and the contract’s dates', () => {
  const day = (id: string, date: string, overrides: Partial<EntrySpec> = {}) =>
    entry({ id, clock: [`${date}T08:00`, `${date}T18:00`], ...overrides });

  it('bills each day on the version in force that day and counts overtime across versions', () => {
    // Version 1 to Wed 3 June, version 2 from Thu 4 June; Mon–Fri 10 h; threshold 2,400.
    const versions = [version('v1', { effectiveTo: '2026-06-03' }), version('v2', { effectiveFrom: '2026-06-04' })];
    const entries = [0, 1, 2, 3, 4].map((i) => day(`d${i}`, addDaysTo('2026-06-01', i)));
    const rows = billableMinutes(termsOf({ otBasis: 'guard_line_week' }), versions, entries);
    // v1: Mon–Wed 3 × 600 REG (running 1,800). v2: Thu 600 REG (running 2,400), Fri 600 OT.
    expect(rowsOf(rows)).toEqual([
      'd0 2026-06-01 v1 REG 600',
      'd1 2026-06-02 v1 REG 600',
      'd2 2026-06-03 v1 REG 600',
      'd3 2026-06-04 v2 REG 600',
      'd4 2026-06-05 v2 OT 600',
    ]);
  });

  it('splits a night entry across the day a new version starts', () => {
    // Wed 3 June 22:00 → Thu 06:00: 120 on v1 (Wednesday), 360 on v2 (Thursday).
    const versions = [version('v1', { effectiveTo: '2026-06-03' }), version('v2', { effectiveFrom: '2026-06-04' })];
    const rows = billableMinutes(termsOf(), versions, [
      entry({ id: 'n', clock: ['2026-06-03T22:00', '2026-06-04T06:00'] }),
    ]);
    expect(rowsOf(rows)).toEqual(['n 2026-06-03 v1 REG 120', 'n 2026-06-04 v2 REG 360']);
  });

  it('prefers the post’s own version to the every-post one', () => {
    const versions = [version('every-post'), version('gate', { post: 'Gate' })];
    const rows = billableMinutes(termsOf(), versions, [
      day('at-gate', '2026-06-01', { post: 'Gate' }),
      day('at-lobby', '2026-06-02', { post: 'Lobby' }),
      day('no-shift', '2026-06-03'),
    ]);
    expect(rowsOf(rows)).toEqual([
      'at-gate 2026-06-01 gate REG 600',
      'at-lobby 2026-06-02 every-post REG 600',
      'no-shift 2026-06-03 every-post REG 600',
    ]);
    // The order the versions come in does not matter.
    expect(lineVersionFor([...versions].reverse(), 'e1', 'Gate', '2026-06-01')?.id).toBe('gate');
    expect(lineVersionFor(versions, 'e1', 'Gate', '2026-06-01')?.id).toBe('gate');
  });

  it('falls back to the every-post version on days the post’s own is not in force', () => {
    // The Gate version from Wed 3 June: Tuesday at the gate is billed on the every-post version.
    const versions = [version('every-post'), version('gate', { post: 'Gate', effectiveFrom: '2026-06-03' })];
    expect(lineVersionFor(versions, 'e1', 'Gate', '2026-06-02')?.id).toBe('every-post');
    expect(lineVersionFor(versions, 'e1', 'Gate', '2026-06-03')?.id).toBe('gate');
  });

  it('does not bill a post without a version, another event, or days outside the contract', () => {
    const versions = [version('gate', { post: 'Gate' })];
    // Lobby has no version and there is no every-post one; e2 has none at all.
    const rows = billableMinutes(termsOf(), versions, [
      day('lobby', '2026-06-01', { post: 'Lobby' }),
      day('no-shift', '2026-06-01'),
      day('other-event', '2026-06-01', { eventId: 'e2', post: 'Gate' }),
    ]);
    expect(rows).toEqual([]);
    // Contract from 1 June to 30 June: a night 31 May 22:00 → 1 June 06:00 bills only 1 June's 360; a night
    // 30 June 22:00 → 1 July 06:00 only 30 June's 120.
    const inContract = billableMinutes(
      termsOf({ contractStartsOn: '2026-06-01', contractEndsOn: '2026-06-30' }),
      everyPostOfE1,
      [
        entry({ id: 'first', clock: ['2026-05-31T22:00', '2026-06-01T06:00'] }),
        entry({ id: 'last', clock: ['2026-06-30T22:00', '2026-07-01T06:00'] }),
      ],
    );
    expect(rowsOf(inContract)).toEqual(['first 2026-06-01 L1 REG 360', 'last 2026-06-30 L1 REG 120']);
  });
});

describe('the figures', () => {
  it('divides half-up, away from zero for negatives', () => {
    // 1 ÷ 2 = 0.5 → 1; −1 ÷ 2 = −0.5 → −1; −3 ÷ 2 = −1.5 → −2; −5 ÷ 4 = −1.25 → −1; 7 ÷ 3 = 2.33 → 2; 0 → 0.
    expect(divideHalfUp(1, 2)).toBe(1);
    expect(divideHalfUp(-1, 2)).toBe(-1);
    expect(divideHalfUp(-3, 2)).toBe(-2);
    expect(divideHalfUp(-5, 4)).toBe(-1);
    expect(divideHalfUp(7, 3)).toBe(2);
    expect(divideHalfUp(0, 7)).toBe(0);
    expect(() => divideHalfUp(1, 0)).toThrow();
  });

  it('rounds quantities, unit prices, amounts and tax half-up', () => {
    // 1 min = 0.01666 h → 0.02 (2); 20 min = 0.333 h → 0.33 (33); 50 min = 0.8333 → 0.83; 3 min = 0.05 exactly.
    expect(quantityHundredths(1)).toBe(2);
    expect(quantityHundredths(20)).toBe(33);
    expect(quantityHundredths(50)).toBe(83);
    expect(quantityHundredths(3)).toBe(5);
    // 33.33 × 150 % = 49.995 → 50.00; 10.01 × 150 % = 15.015 → 15.02.
    expect(unitCents(3333, 150)).toBe(5000);
    expect(unitCents(1001, 150)).toBe(1502);
    // 0.33 h × 45.00 = 14.85; 0.05 h × 0.10 = 0.005 → 0.01; −1.00 h × 45.00 = −45.00 (an adjustment).
    expect(amountCents(33, 4500)).toBe(1485);
    expect(amountCents(5, 10)).toBe(1);
    expect(amountCents(-100, 4500)).toBe(-4500);
    // 0.05 × 8.75 % (875 bp) = 0.004375 → 0.00; 1.00 × 8.75 % = 0.0875 → 0.09; −4,500 × 10 % = −450.
    expect(taxCents(5, 875)).toBe(0);
    expect(taxCents(100, 875)).toBe(9);
    expect(taxCents(-4500, 1000)).toBe(-450);
  });

  it('gives the coverage in percent with two decimals', () => {
    // 62 h ÷ 84 h = 73.8095… → 73.81; 90 ÷ 60 = 150.00; 0 ÷ 60 = 0; nothing contracted → null.
    expect(coveragePct(62 * 60, 84 * 60)).toBe(73.81);
    expect(coveragePct(90, 60)).toBe(150);
    expect(coveragePct(0, 60)).toBe(0);
    expect(coveragePct(60, 0)).toBeNull();
    // 1 ÷ 3 = 33.333… → 33.33; 2 ÷ 3 = 66.666… → 66.67.
    expect(coveragePct(1, 3)).toBe(33.33);
    expect(coveragePct(2, 3)).toBe(66.67);
  });

  it('prorates the contracted minutes of a week by the days a version is in force', () => {
    // 5,040 × 3 ÷ 7 = 2,160; 100 × 3 ÷ 7 = 42.86 → 43; 100 × 1 ÷ 7 = 14.29 → 14; a whole week: 5,040.
    expect(contractedMinutesOfWeek(5040, 3)).toBe(2160);
    expect(contractedMinutesOfWeek(100, 3)).toBe(43);
    expect(contractedMinutesOfWeek(100, 1)).toBe(14);
    expect(contractedMinutesOfWeek(5040, 7)).toBe(5040);
    expect(contractedMinutesOfWeek(5040, 0)).toBe(0);
  });

  it('gives the billing period of a date', () => {
    // Wed 27 May 2026: the week from Monday 25 May to Sunday 31 May; from Sunday: 24 May to Saturday 30 May.
    expect(billingPeriodOf('2026-05-27', 'weekly', 1)).toEqual({ from: '2026-05-25', to: '2026-05-31' });
    expect(billingPeriodOf('2026-05-27', 'weekly', 0)).toEqual({ from: '2026-05-24', to: '2026-05-30' });
    // A Monday is the first day of its own week.
    expect(billingPeriodOf('2026-05-25', 'weekly', 1)).toEqual({ from: '2026-05-25', to: '2026-05-31' });
    // Months: February 2028 (a leap year) has 29 days, February 2026 has 28; December and January end on the 31st.
    expect(billingPeriodOf('2028-02-15', 'monthly', 1)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(billingPeriodOf('2026-02-28', 'monthly', 1)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(billingPeriodOf('2026-12-31', 'monthly', 1)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(billingPeriodOf('2026-01-31', 'monthly', 1)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(billingPeriodOf('2026-04-30', 'monthly', 1)).toEqual({ from: '2026-04-01', to: '2026-04-30' });
  });

  it('reads entries from a day before a period to a day after it, enough for every zone', () => {
    // 1–7 June: from 31 May 00:00 UTC to 9 June 00:00 UTC. The period's widest local days: 1 June begins at
    // 31 May 10:00 UTC in Kiritimati (UTC+14), 7 June ends (8 June 00:00) at 8 June 12:00 UTC at UTC−12.
    const bounds = instantBounds('2026-06-01', '2026-06-07');
    expect(bounds).toEqual({ start: Date.parse('2026-05-31T00:00:00Z'), end: Date.parse('2026-06-09T00:00:00Z') });
    expect(midnightIn('2026-06-01', 'Pacific/Kiritimati')).toBe(Date.parse('2026-05-31T10:00:00Z'));
    expect(midnightIn('2026-06-08', 'Etc/GMT+12')).toBe(Date.parse('2026-06-08T12:00:00Z'));
    expect(bounds.start).toBeLessThanOrEqual(Date.parse('2026-05-31T10:00:00Z'));
    expect(bounds.end).toBeGreaterThanOrEqual(Date.parse('2026-06-08T12:00:00Z'));
  });

  it('widens a period to the whole billing weeks it touches', () => {
    // May 2026: Fri 1 May to Sun 31 May. From Monday: 27 April to 31 May. From Sunday: 26 April to Sat 6 June.
    expect(weeksAround('2026-05-01', '2026-05-31', 1)).toEqual({ from: '2026-04-27', to: '2026-05-31' });
    expect(weeksAround('2026-05-01', '2026-05-31', 0)).toEqual({ from: '2026-04-26', to: '2026-06-06' });
    expect(datesOf('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});

// ── The property: every billable minute lands on exactly one row ────────────────────────────────────────────

const zones = ['UTC', 'America/New_York', 'Europe/London', 'Asia/Tokyo'] as const;
/** Weeks holding a clock change in New York or London, and a plain one. */
const weekStarts = ['2026-03-02', '2026-03-23', '2026-05-25', '2026-10-19', '2026-10-26'] as const;
const events = ['e1', 'e2', 'e3'] as const;
const posts = ['Gate', 'Lobby', null] as const;

interface World {
  terms: BillingTerms;
  versions: BillingLineVersion[];
  entries: BillingEntry[];
}

/**
 * e1: an every-post version in force throughout, and a Gate version on some days (a different line).
 * e2: only a Gate version, two versions changing mid-range (the same line). e3: no version.
 */
function versionsOf(first: string, split: number): BillingLineVersion[] {
  const change = addDaysTo(first, split);
  return [
    { id: 'e1-all', eventId: 'e1', post: null, effectiveFrom: '2026-01-01', effectiveTo: null },
    { id: 'e1-gate', eventId: 'e1', post: 'Gate', effectiveFrom: change, effectiveTo: addDaysTo(change, 2) },
    { id: 'e2-gate-1', eventId: 'e2', post: 'Gate', effectiveFrom: '2026-01-01', effectiveTo: addDaysTo(change, -1) },
    { id: 'e2-gate-2', eventId: 'e2', post: 'Gate', effectiveFrom: change, effectiveTo: null },
  ];
}

/** Whether the entry's event and post have a version on every date (the versions above cover every date). */
function onLines(entry: BillingEntry): boolean {
  return entry.eventId === 'e1' || (entry.eventId === 'e2' && entry.post === 'Gate');
}

const worldArbitrary = fc
  .record({
    weekStart: fc.constantFrom(...weekStarts),
    zoneOf: fc.record({ e1: fc.constantFrom(...zones), e2: fc.constantFrom(...zones), e3: fc.constantFrom(...zones) }),
    billBasis: fc.constantFrom<BillBasis>('actual', 'scheduled', 'actual_within_shift'),
    otBasis: fc.constantFrom<OtBasis>('none', 'guard_line_week', 'guard_contract_week'),
    otAfterMinutes: fc.constantFrom(0, 60, 480, 1200, 2400),
    roundingMinutes: fc.constantFrom(1, 5, 15),
    weekStartsOn: fc.integer({ min: 0, max: 6 }),
    contractStart: fc.integer({ min: -2, max: 3 }),
    contractLength: fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }),
    holidayDays: fc.uniqueArray(fc.integer({ min: -1, max: 10 }), { maxLength: 4 }),
    split: fc.integer({ min: 0, max: 8 }),
    shifts: fc.array(
      fc.record({
        user: fc.integer({ min: 0, max: 2 }),
        event: fc.constantFrom(...events),
        post: fc.constantFrom(...posts),
        startMinute: fc.integer({ min: 0, max: 9 * 24 * 60 }),
        minutes: fc.integer({ min: 1, max: 14 * 60 }),
      }),
      { maxLength: 6 },
    ),
    entries: fc.array(
      fc.record({
        user: fc.integer({ min: 0, max: 2 }),
        event: fc.constantFrom(...events),
        shift: fc.option(fc.nat(), { nil: null }),
        startMs: fc.integer({ min: 0, max: 9 * 24 * hour }),
        lengthMs: fc.integer({ min: 0, max: 16 * hour }),
        // Some entries end a few minutes after the next local midnight: a short last day, for the rounding.
        endAfterMidnightMs: fc.oneof(
          { arbitrary: fc.constant(null), weight: 3 },
          { arbitrary: fc.integer({ min: 0, max: 10 * minute }), weight: 1 },
        ),
        breaks: fc.array(
          fc.record({
            offsetMs: fc.integer({ min: -2 * hour, max: 16 * hour }),
            lengthMs: fc.integer({ min: 0, max: 2 * hour }),
          }),
          { maxLength: 3 },
        ),
      }),
      { maxLength: 25 },
    ),
  })
  .map((world): World => {
    const base = Date.parse(`${world.weekStart}T00:00:00Z`) - 12 * hour;
    const first = addDaysTo(world.weekStart, -1);
    const contractStartsOn = addDaysTo(first, world.contractStart);
    const shifts = world.shifts.map((shift, index) => ({
      id: `s${index}`,
      user: `u${shift.user}`,
      event: shift.event,
      post: shift.post,
      start: base + shift.startMinute * minute,
      end: base + (shift.startMinute + shift.minutes) * minute,
    }));
    const entries = world.entries.map((spec, index): BillingEntry => {
      const shift = spec.shift === null || shifts.length === 0 ? null : shifts[spec.shift % shifts.length];
      // An entry for a shift is near it (clocked in up to an hour and a half either side of its start).
      const clockIn = shift ? shift.start + (spec.startMs % (3 * hour)) - 1.5 * hour : base + spec.startMs;
      const eventId = shift?.event ?? spec.event;
      const timeZone = world.zoneOf[eventId as keyof typeof world.zoneOf];
      const clockOut =
        spec.endAfterMidnightMs === null
          ? clockIn + spec.lengthMs
          : midnightIn(addDaysTo(localDateOf(clockIn, timeZone), 1), timeZone) + spec.endAfterMidnightMs;
      return {
        id: `x${String(index).padStart(2, '0')}`,
        userId: shift?.user ?? `u${spec.user}`,
        eventId,
        timeZone,
        post: shift?.post ?? null,
        shiftId: shift?.id ?? null,
        clockIn,
        clockOut,
        shiftStart: shift?.start ?? null,
        shiftEnd: shift?.end ?? null,
        breaks: spec.breaks.map((pause) => ({
          start: clockIn + pause.offsetMs,
          end: clockIn + pause.offsetMs + pause.lengthMs,
        })),
      };
    });
    return {
      terms: {
        billBasis: world.billBasis,
        otBasis: world.otBasis,
        otAfterMinutes: world.otAfterMinutes,
        roundingMinutes: world.roundingMinutes,
        weekStartsOn: world.weekStartsOn,
        contractStartsOn,
        contractEndsOn: world.contractLength === null ? null : addDaysTo(contractStartsOn, world.contractLength),
        holidays: world.holidayDays.map((offset) => addDaysTo(first, offset)),
      },
      versions: versionsOf(first, world.split),
      entries,
    };
  });

/**
 * An entry's billable minutes by R1, worked independently: the window of its basis, less the union of its breaks
 * inside it, rounded to the nearest multiple (halves up), and the local dates the window touches. null when the
 * entry bills nothing (a repeated scheduled shift, an empty window).
 */
function expectedOf(
  entry: BillingEntry,
  terms: BillingTerms,
  firstForShift: ReadonlySet<string>,
  breaksOfShift: ReadonlyMap<string, BillingEntry['breaks']>,
): { minutes: number; dates: string[] } | null {
  let breaks = entry.breaks;
  if (entry.clockOut <= entry.clockIn) return null;
  let start = entry.clockIn;
  let end = entry.clockOut;
  if (entry.shiftStart !== null && entry.shiftEnd !== null) {
    if (terms.billBasis === 'scheduled') {
      if (!firstForShift.has(entry.id)) return null;
      start = entry.shiftStart;
      end = entry.shiftEnd;
      // The shift is billed once, less the breaks of every entry made for it.
      breaks = breaksOfShift.get(`${entry.userId}/${entry.shiftId}`) ?? breaks;
    } else if (terms.billBasis === 'actual_within_shift') {
      start = Math.max(start, entry.shiftStart);
      end = Math.min(end, entry.shiftEnd);
    }
  }
  if (end <= start) return null;
  const ms = end - start - coveredMs(breaks, start, end);
  const unit = terms.roundingMinutes * minute;
  const minutes = Math.round(ms / unit) * terms.roundingMinutes;
  const dates: string[] = [];
  for (let date = localDateOf(start, entry.timeZone); date <= localDateOf(end - 1, entry.timeZone); ) {
    dates.push(date);
    date = addDaysTo(date, 1);
  }
  return { minutes, dates };
}

describe('the billing rules on random weeks', () => {
  it('put every billable minute of an entry on exactly one row, with overtime only beyond the threshold', () => {
    fc.assert(
      fc.property(worldArbitrary, ({ terms, versions, entries }) => {
        const rows = billableMinutes(terms, versions, entries);
        const holidays = new Set(terms.holidays);

        // The entry that clocked in first for each person's shift (the one scheduled bills).
        const firstForShift = new Set<string>();
        const seenShifts = new Set<string>();
        const breaksOfShift = new Map<string, BillingEntry['breaks']>();
        for (const entry of entries) {
          if (entry.shiftId === null || entry.shiftStart === null) continue;
          const key = `${entry.userId}/${entry.shiftId}`;
          breaksOfShift.set(key, [...(breaksOfShift.get(key) ?? []), ...entry.breaks]);
        }
        const byClockIn = [...entries].sort((a, b) => a.clockIn - b.clockIn || a.id.localeCompare(b.id));
        for (const entry of byClockIn) {
          if (entry.shiftId === null || entry.clockOut <= entry.clockIn) continue;
          const key = `${entry.userId}/${entry.shiftId}`;
          if (seenShifts.has(key)) continue;
          seenShifts.add(key);
          firstForShift.add(entry.id);
        }

        const seen = new Set<string>();
        const perEntry = new Map<string, number>();
        for (const row of rows) {
          expect(Number.isInteger(row.minutes) && row.minutes > 0).toBe(true);
          const key = `${row.entryId} ${row.date} ${row.rateType}`;
          expect(seen.has(key), key).toBe(false);
          seen.add(key);
          perEntry.set(row.entryId, (perEntry.get(row.entryId) ?? 0) + row.minutes);
          if (terms.otBasis === 'none') expect(row.rateType).not.toBe('OT');
          expect(row.rateType === 'HOL').toBe(holidays.has(row.date));
          expect(row.date >= terms.contractStartsOn).toBe(true);
          if (terms.contractEndsOn !== null) expect(row.date <= terms.contractEndsOn).toBe(true);
        }

        for (const entry of entries) {
          const billed = perEntry.get(entry.id) ?? 0;
          const expected = expectedOf(entry, terms, firstForShift, breaksOfShift);
          if (!expected || !onLines(entry)) {
            expect(billed, entry.id).toBe(0);
            continue;
          }
          const inContract = expected.dates.every(
            (date) => date >= terms.contractStartsOn && (terms.contractEndsOn === null || date <= terms.contractEndsOn),
          );
          if (inContract) expect(billed, entry.id).toBe(expected.minutes);
          else expect(billed, entry.id).toBeLessThanOrEqual(expected.minutes);
        }

        // Per person, scope (line or contract) and billing week.
        if (terms.otBasis === 'none') return;
        const lineKeyOf = new Map(versions.map((v) => [v.id, `${v.eventId}/${v.post ?? ''}`]));
        const userOf = new Map(entries.map((entry) => [entry.id, entry.userId]));
        const weeks = new Map<string, Record<MinuteRateType, number>>();
        for (const row of rows) {
          const scope = terms.otBasis === 'guard_line_week' ? lineKeyOf.get(row.lineId) : '';
          // The week's first day: the latest date on or before the row's whose weekday is weekStartsOn.
          let weekStart = row.date;
          while (new Date(`${weekStart}T00:00:00Z`).getUTCDay() !== terms.weekStartsOn)
            weekStart = addDaysTo(weekStart, -1);
          const key = `${userOf.get(row.entryId)}|${scope}|${weekStart}`;
          const sums = weeks.get(key) ?? { REG: 0, OT: 0, HOL: 0 };
          sums[row.rateType] += row.minutes;
          weeks.set(key, sums);
        }
        for (const [key, sums] of weeks) {
          const threshold = terms.otAfterMinutes;
          // REG never passes the threshold; OT is at least what the working (non-holiday) minutes pass it by, and at
          // most what all the minutes pass it by; once there is OT, REG and HOL reached the threshold.
          expect(sums.REG, key).toBeLessThanOrEqual(threshold);
          expect(sums.OT, key).toBeGreaterThanOrEqual(Math.max(0, sums.REG + sums.OT - threshold));
          expect(sums.OT, key).toBeLessThanOrEqual(Math.max(0, sums.REG + sums.OT + sums.HOL - threshold));
          if (sums.OT > 0) expect(sums.REG + sums.HOL, key).toBeGreaterThanOrEqual(threshold);
          if (sums.HOL === 0) expect(sums.OT, key).toBe(Math.max(0, sums.REG + sums.OT - threshold));
        }
      }),
      { numRuns: 300 },
    );
  });
});
