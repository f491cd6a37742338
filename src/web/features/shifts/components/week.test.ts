import { describe, expect, it } from 'vitest';
import { isoToZonedLocal } from '../../../lib/zoned-time.ts';
import { dateIn, timeIn } from './week.ts';

/** Every 5 minutes (and a few odd seconds) over two days around `fromIso`, in `zone`. */
function instantsAround(fromIso: string) {
  const from = Date.parse(fromIso);
  return Array.from({ length: 2 * 24 * 12 }, (_, i) => from + i * 300_000 + (i % 7) * 1_000);
}

describe('the week’s local dates and times (offsets reused per quarter hour)', () => {
  // Clocks forward and back in New York, half-hour daylight saving on Lord Howe Island, a quarter-hour zone
  // (Kathmandu, +05:45) and one with a quarter-hour daylight saving (Chatham, +12:45/+13:45).
  const cases = [
    ['America/New_York', '2026-03-07T12:00:00Z'],
    ['America/New_York', '2026-10-31T12:00:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T00:00:00Z'],
    ['Australia/Lord_Howe', '2026-10-03T00:00:00Z'],
    ['Asia/Kathmandu', '2026-06-01T00:00:00Z'],
    ['Pacific/Chatham', '2026-04-04T00:00:00Z'],
    ['Pacific/Chatham', '2026-09-26T00:00:00Z'],
  ] as const;
  for (const [zone, from] of cases) {
    it(`match the zone's own formatter in ${zone} around ${from.slice(0, 10)}`, () => {
      for (const instant of instantsAround(from)) {
        const iso = new Date(instant).toISOString();
        const expected = isoToZonedLocal(iso, zone);
        expect(`${dateIn(instant, zone)}T${timeIn(iso, zone)}`, iso).toBe(expected);
      }
    });
  }

  it('reads the New York spring-forward night as the clock shows it', () => {
    // 06:59 UTC is 01:59 EST; 07:00 UTC is 03:00 EDT (02:00–02:59 does not exist that night).
    expect(timeIn('2026-03-08T06:59:00Z', 'America/New_York')).toBe('01:59');
    expect(timeIn('2026-03-08T07:00:00Z', 'America/New_York')).toBe('03:00');
    expect(dateIn(Date.parse('2026-03-08T04:59:00Z'), 'America/New_York')).toBe('2026-03-07');
  });
});
