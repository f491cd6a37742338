import { describe, expect, it } from 'vitest';
import { isoToZonedLocal, zonedLocalToIso } from './zoned-time.ts';

describe('zoned times', () => {
  it('reads a wall-clock time in the event zone', () => {
    expect(zonedLocalToIso('2026-07-04T18:30', 'America/Chicago')).toBe('2026-07-04T23:30:00.000Z');
    expect(zonedLocalToIso('2026-01-10T09:00', 'America/Chicago')).toBe('2026-01-10T15:00:00.000Z');
    expect(zonedLocalToIso('2026-01-10T09:00', 'Asia/Tokyo')).toBe('2026-01-10T00:00:00.000Z');
    expect(zonedLocalToIso('2026-01-10T09:00', 'UTC')).toBe('2026-01-10T09:00:00.000Z');
    expect(zonedLocalToIso('', 'UTC')).toBe('');
  });

  it('handles daylight-saving changes', () => {
    // 02:30 does not exist on 8 March 2026 in Chicago: it moves forward with the clock.
    expect(zonedLocalToIso('2026-03-08T02:30', 'America/Chicago')).toBe('2026-03-08T08:30:00.000Z');
    // 01:30 happens twice on 1 November 2026: the earlier (daylight time) instant.
    expect(zonedLocalToIso('2026-11-01T01:30', 'America/Chicago')).toBe('2026-11-01T06:30:00.000Z');
  });

  it('shows an instant as the zone’s wall clock', () => {
    expect(isoToZonedLocal('2026-07-04T23:30:00.000Z', 'America/Chicago')).toBe('2026-07-04T18:30');
    expect(isoToZonedLocal('2026-01-10T00:00:00Z', 'Asia/Tokyo')).toBe('2026-01-10T09:00');
    for (const local of ['2026-02-28T23:59', '2026-12-31T00:00', '2026-06-15T12:00']) {
      expect(isoToZonedLocal(zonedLocalToIso(local, 'Europe/Istanbul'), 'Europe/Istanbul')).toBe(local);
    }
  });
});
