import { describe, expect, it } from 'vitest';
import { localDateTimeOf } from './zoned-time.ts';

describe('localDateTimeOf', () => {
  it('reads an instant on the wall clock of the zone, across daylight-saving changes and midnight', () => {
    expect(localDateTimeOf(Date.parse('2026-06-10T21:00:05Z'), 'Europe/London')).toBe('2026-06-10T22:00:05');
    expect(localDateTimeOf(Date.parse('2026-01-10T21:00:05Z'), 'Europe/London')).toBe('2026-01-10T21:00:05');
    // Clocks go forward at 01:00 UTC on 29 March 2026 in London: one second before and at the change.
    expect(localDateTimeOf(Date.parse('2026-03-29T00:59:59Z'), 'Europe/London')).toBe('2026-03-29T00:59:59');
    expect(localDateTimeOf(Date.parse('2026-03-29T01:00:00Z'), 'Europe/London')).toBe('2026-03-29T02:00:00');
    // Midnight is 00, never 24; a zone ahead of UTC is on the next day.
    expect(localDateTimeOf(Date.parse('2026-06-15T04:00:00Z'), 'America/New_York')).toBe('2026-06-15T00:00:00');
    expect(localDateTimeOf(Date.parse('2026-06-15T20:30:00Z'), 'Asia/Kolkata')).toBe('2026-06-16T02:00:00');
  });
});
