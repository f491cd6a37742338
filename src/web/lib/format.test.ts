import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import {
  formatAlertDateTime,
  formatDate,
  formatFullDateTime,
  formatPhoneNumber,
  formatReportDateTimeParts,
} from './format.ts';

describe('formatPhoneNumber', () => {
  it('shows ten digits as (000) 000-0000 however they were typed', () => {
    expect(formatPhoneNumber('3125550100')).toBe('(312) 555-0100');
    expect(formatPhoneNumber('312-555-0100')).toBe('(312) 555-0100');
    expect(formatPhoneNumber(' 312.555.0100 ')).toBe('(312) 555-0100');
    expect(formatPhoneNumber('(312) 555-0100')).toBe('(312) 555-0100');
  });

  it('keeps the country code 1 in front', () => {
    expect(formatPhoneNumber('+1 312 555 0100')).toBe('+1 (312) 555-0100');
    expect(formatPhoneNumber('13125550100')).toBe('+1 (312) 555-0100');
  });

  it('leaves short, foreign and odd numbers as typed', () => {
    expect(formatPhoneNumber('+1 555 0100')).toBe('+1 555 0100');
    expect(formatPhoneNumber('555-0100')).toBe('555-0100');
    expect(formatPhoneNumber('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhoneNumber('+4420794609')).toBe('+4420794609');
    expect(formatPhoneNumber('312 555 0100 ext 12')).toBe('312 555 0100 ext 12');
    expect(formatPhoneNumber('')).toBe('');
  });
});

describe('date formats', () => {
  // A local time, so the expectations hold in any time zone the tests run in.
  const iso = new Date(2026, 2, 5, 14, 7).toISOString();
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('en'));

  it('gives reports MM/DD/YYYY and h:mm am/pm', () => {
    expect(formatReportDateTimeParts(iso)).toEqual({ date: '03/05/2026', time: '2:07 pm' });
  });

  it('gives the alert bell dd-MM-yyyy HH:mm', () => {
    expect(formatAlertDateTime(iso)).toBe('05-03-2026 14:07');
  });

  it('gives one medium date and date-time elsewhere, and nothing for a bad date', () => {
    expect(formatDate(iso)).toBe('Mar 5, 2026');
    expect(formatFullDateTime(iso)).toMatch(/^Mar 5, 2026, 2:07\sPM$/);
    expect(formatDate('not a date')).toBe('');
    expect(formatReportDateTimeParts('not a date')).toBeUndefined();
  });

  it('follows the reader’s language', async () => {
    await i18n.changeLanguage('tr');
    expect(formatDate(iso)).toBe('5 Mar 2026');
    await i18n.changeLanguage('en');
  });
});
