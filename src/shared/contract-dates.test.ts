import { describe, expect, it } from 'vitest';
import { dateOnlySchema, dateRangeMessage, isoDateTime } from './contract/common.ts';
import { englishOfIssue } from './contract/field-errors.ts';
import { z } from './zod.ts';

// The dates the contract accepts (docs/architecture.md#dates-the-contract-accepts): years 1900 to 2999, checked on
// what comes in, not on what the server answers.
const messageOf = (schema: z.ZodType, value: string) => {
  const issue = schema.safeParse(value).error?.issues[0];
  return issue && englishOfIssue(issue);
};

describe('the shared date schemas', () => {
  it('take an instant from the first of 1900 to the end of 2999, whatever its offset', () => {
    for (const value of ['1900-01-01T00:00:00Z', '2026-06-10T12:00:00+02:00', '2999-12-31T23:59:59.999Z']) {
      expect(isoDateTime.safeParse(value).success, value).toBe(true);
    }
    for (const value of [
      '0001-01-01T00:00:00Z',
      '0000-01-01T00:00:00Z',
      '1899-12-31T23:59:59.999Z',
      '1900-01-01T00:30:00+01:00',
      '3000-01-01T00:00:00Z',
      '2999-12-31T23:00:00-05:00',
      '9999-12-31T23:59:59Z',
    ]) {
      expect(messageOf(isoDateTime, value), value).toBe(dateRangeMessage);
    }
    expect(messageOf(isoDateTime, '2026-13-01T00:00:00Z')).toBe('Must be an ISO 8601 date-time');
  });

  it('take a calendar day from 1900-01-01 to 2999-12-31, a real one', () => {
    for (const value of ['1900-01-01', '2026-02-28', '2999-12-31']) {
      expect(dateOnlySchema.safeParse(value).success, value).toBe(true);
    }
    for (const value of ['0001-01-01', '1899-12-31', '3000-01-01', '9999-12-31']) {
      expect(messageOf(dateOnlySchema, value), value).toBe(dateRangeMessage);
    }
    expect(messageOf(dateOnlySchema, '2026-02-30')).toBe('Must be a date like 2026-12-31');
  });

  it('name the field in an object, and let an answer carry a worked-out date outside the years', () => {
    const query = z.object({ from: isoDateTime.optional(), day: dateOnlySchema.optional() });
    const issues = query.safeParse({ from: '0001-01-01T00:00:00Z', day: '9999-12-31' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), englishOfIssue(issue)])).toEqual([
      ['from', dateRangeMessage],
      ['day', dateRangeMessage],
    ]);
    // The 7 days before a `to` of 1900-01-01 start in 1899: the answer that says so is still valid.
    expect(z.safeEncode(query, { from: '1899-12-25T00:00:00.000Z', day: '1899-12-25' }).success).toBe(true);
    expect(z.safeEncode(query, { from: 'yesterday' }).success).toBe(false);
  });
});
