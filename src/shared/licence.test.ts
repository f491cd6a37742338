import { describe, expect, it } from 'vitest';
import { addDays, dayInZone, licenceStateOn } from './licence.ts';

describe('licenceStateOn', () => {
  const today = '2026-05-05';
  it('has no state without a date', () => {
    expect(licenceStateOn(null, today)).toBe('none');
  });
  it('is expired from the day after the expiry date', () => {
    expect(licenceStateOn('2026-05-04', today)).toBe('expired');
    expect(licenceStateOn('2026-05-05', today)).toBe('expiring');
  });
  it('is expiring within 30 days and ok beyond', () => {
    expect(licenceStateOn('2026-06-04', today)).toBe('expiring');
    expect(licenceStateOn('2026-06-05', today)).toBe('ok');
  });
  it('adds days across months and years', () => {
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
  });
  it('reads the day in a time zone', () => {
    const instant = new Date('2026-05-05T02:00:00Z');
    expect(dayInZone(instant, 'UTC')).toBe('2026-05-05');
    expect(dayInZone(instant, 'America/Chicago')).toBe('2026-05-04');
  });
});
