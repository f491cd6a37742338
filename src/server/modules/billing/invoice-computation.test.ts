import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BillingEntry } from '../../../shared/billing-rules.ts';
import type { InvoiceTermsJson } from '../../db/schema.ts';
import {
  adjustmentLines,
  callLines,
  minutesInPeriod,
  minuteVersions,
  type PricedVersion,
  periodLines,
  totalsOf,
} from './invoice-computation.ts';

const hour = 3_600_000;
const weekStart = Date.parse('2026-03-02T00:00:00Z'); // a Monday

function version(values: Partial<PricedVersion> & Pick<PricedVersion, 'id' | 'eventId'>): PricedVersion {
  return {
    post: null,
    effectiveFrom: '2026-01-01',
    effectiveTo: null,
    eventName: values.eventId,
    timeZone: 'UTC',
    itemCode: 'GUARD',
    description: 'Guarding',
    method: 'hourly',
    billRateCents: 3000,
    fixedCents: null,
    callType: null,
    contractedMinutesPerWeek: null,
    ...values,
  };
}

const versions: PricedVersion[] = [
  version({ id: 'v1', eventId: 'e1', effectiveTo: '2026-03-04' }),
  version({ id: 'v2', eventId: 'e1', effectiveFrom: '2026-03-05', billRateCents: 3300 }),
  version({ id: 'v3', eventId: 'e1', post: 'Gate', billRateCents: 3600 }),
  version({ id: 'v4', eventId: 'e2', method: 'fixed', billRateCents: null, fixedCents: 50000 }),
];

const terms = (otBasis: InvoiceTermsJson['otBasis'], rounding: number, holidays: string[]): InvoiceTermsJson => ({
  billBasis: 'actual',
  otBasis,
  otAfterMinutes: 2400,
  otBillPct: 150,
  holidayBillPct: 200,
  roundingMinutes: rounding,
  weekStartsOn: 1,
  contractStartsOn: '2026-01-01',
  contractEndsOn: null,
  holidays,
});

const entryArb = fc.record({
  user: fc.constantFrom('a', 'b', 'c'),
  event: fc.constantFrom('e1', 'e2'),
  post: fc.constantFrom(null, 'Gate', 'Dock'),
  startHour: fc.integer({ min: 0, max: 13 * 24 }),
  minutes: fc.integer({ min: 1, max: 14 * 60 }),
});

describe('invoice lines', () => {
  it('put every billable minute of the period on exactly one line, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.array(entryArb, { maxLength: 25 }),
        fc.constantFrom('none', 'guard_line_week', 'guard_contract_week' as const),
        fc.constantFrom(1, 15),
        fc.subarray(['2026-03-03', '2026-03-09', '2026-03-12']),
        fc.constantFrom({ from: '2026-03-02', to: '2026-03-08' }, { from: '2026-03-05', to: '2026-03-11' }),
        (raw, otBasis, rounding, holidays, period) => {
          const entries: BillingEntry[] = raw.map((e, i) => ({
            id: `ce${i}`,
            userId: e.user,
            eventId: e.event,
            timeZone: 'UTC',
            post: e.post,
            shiftId: null,
            clockIn: weekStart + e.startHour * hour,
            clockOut: weekStart + e.startHour * hour + e.minutes * 60_000,
            shiftStart: null,
            shiftEnd: null,
            breaks: [],
          }));
          const t = terms(otBasis, rounding, holidays);
          const billed = minutesInPeriod(t, versions, entries, period);
          const lines = periodLines(t, versions, billed, period);
          const billedTotal = billed.reduce((sum, row) => sum + row.minutes, 0);
          expect(lines.reduce((sum, line) => sum + line.minutes, 0)).toBe(billedTotal);
          // Each entry's minutes of each day are on one line only, and the lines' entries add up to the line.
          const seen = new Map<string, number>();
          for (const line of lines) {
            expect(line.entries.reduce((sum, e) => sum + e.minutes, 0)).toBe(line.minutes);
            for (const entry of line.entries) {
              const key = `${entry.clockEntryId}|${entry.date}|${line.rateType}`;
              expect(seen.has(key)).toBe(false);
              seen.set(key, entry.minutes);
              expect(entry.date >= period.from && entry.date <= period.to).toBe(true);
            }
          }
          // One line per version and rate type; the fixed line once whatever was worked.
          const keys = lines.map((line) => `${line.contractLineId}|${line.rateType}`);
          expect(new Set(keys).size).toBe(keys.length);
          expect(lines.filter((line) => line.rateType === 'FIXED')).toHaveLength(1);
          for (const line of lines) {
            if (line.rateType === 'FIXED') continue;
            expect(line.amountCents).toBe(Math.floor((2 * line.quantityHundredths * line.unitCents + 100) / 200));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('adjust an issued invoice by the difference only, priced as it was billed', () => {
    const t = terms('none', 1, []);
    const recomputed = [
      { entryId: 'x', userId: 'a', lineId: 'v1', date: '2026-03-03', rateType: 'REG' as const, minutes: 540, start: 0 },
    ];
    const lines = adjustmentLines({ id: 'inv', number: 'INV-2026-0007', terms: t }, versions, recomputed, [
      { contractLineId: 'v1', rateType: 'REG', minutes: 600, unitCents: 2900 },
    ]);
    // 540 − 600 = −60 min = −1.00 h × 29.00 (the unit billed, not today's 30.00) = −29.00.
    expect(lines).toEqual([
      expect.objectContaining({
        rateType: 'ADJ',
        adjustsRateType: 'REG',
        adjustsInvoiceNumber: 'INV-2026-0007',
        minutes: -60,
        quantityHundredths: -100,
        unitCents: 2900,
        amountCents: -2900,
      }),
    ]);
    expect(
      adjustmentLines({ id: 'inv', number: 'N', terms: t }, versions, recomputed, [
        { contractLineId: 'v1', rateType: 'REG', minutes: 540, unitCents: 3000 },
      ]),
    ).toEqual([]);
    // R5 on the total: 2,310.00 at 10 % → 231.00.
    expect(totalsOf([{ amountCents: 126000 }, { amountCents: 45000 }, { amountCents: 60000 }], 1000)).toEqual({
      subtotalCents: 231000,
      taxCents: 23100,
      totalCents: 254100,
    });
  });
});

describe('per-call lines (docs/product/billing.md#billing-per-call)', () => {
  const alarms = version({
    id: 'c1',
    eventId: 'e1',
    itemCode: 'ALARM',
    method: 'per_call',
    callType: 'alarm',
    billRateCents: null,
    fixedCents: 4500,
    timeZone: 'Asia/Tokyo',
  });
  const call = (id: string, iso: string, type: 'alarm' | 'escort' = 'alarm', eventId = 'e1') => ({
    id,
    eventId,
    type,
    receivedAt: Date.parse(iso),
    timeZone: 'Asia/Tokyo',
  });

  it('counts the calls of the version’s event and type by their local date, inside the contract’s dates', () => {
    // Tokyo is UTC+9. Billed: 1 March 00:30 local (28 Feb 15:30 UTC) and 20 March 23:59 local. Not billed: 28 Feb
    // 23:30 local, 21 March 00:01 local (after the contract's end), an escort, an alarm of another event.
    const calls = [
      call('a', '2026-02-28T15:30:00Z'),
      call('b', '2026-03-20T14:59:00Z'),
      call('c', '2026-02-28T14:30:00Z'),
      call('d', '2026-03-20T15:01:00Z'),
      call('e', '2026-03-10T03:00:00Z', 'escort'),
      call('f', '2026-03-10T03:00:00Z', 'alarm', 'e2'),
    ];
    const lines = callLines({ ...terms('none', 1, []), contractEndsOn: '2026-03-20' }, [alarms], calls, {
      from: '2026-03-01',
      to: '2026-03-31',
    });
    // 2 calls × 45.00 = 90.00.
    expect(
      lines.map((l) => [l.contractLineId, l.rateType, l.minutes, l.quantityHundredths, l.unitCents, l.amountCents]),
    ).toEqual([['c1', 'FIXED', 0, 200, 4500, 9000]]);
  });

  it('takes no clock time: the hourly lines keep the minutes', () => {
    expect(minuteVersions([alarms, ...versions]).map((v) => v.id)).toEqual(versions.map((v) => v.id));
  });
});
