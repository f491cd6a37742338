import { describe, expect, it } from 'vitest';
import { actionChoices, auditPeriodQuery } from './audit-period.ts';

const serverNow = new Date('2026-03-18T15:00:00Z');

describe('audit period', () => {
  it("leaves the last 7 days to the server and counts other presets back from the server's clock", () => {
    expect(auditPeriodQuery({ preset: 'last7d', fromDay: '', toDay: '' }, serverNow)).toEqual({});
    expect(auditPeriodQuery({ preset: 'last24h', fromDay: '', toDay: '' }, serverNow)).toEqual({
      from: '2026-03-17T15:00:00.000Z',
    });
    expect(auditPeriodQuery({ preset: 'last30d', fromDay: '', toDay: '' }, serverNow)).toEqual({
      from: '2026-02-16T15:00:00.000Z',
    });
  });

  it('sends custom days as the start of the first and the end of the last, local time', () => {
    const query = auditPeriodQuery({ preset: 'custom', fromDay: '2026-03-01', toDay: '2026-03-02' }, serverNow);
    expect(query).toEqual({
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 2, 2, 23, 59, 59, 999).toISOString(),
    });
  });

  it('names the problem of a bad custom period', () => {
    const custom = (fromDay: string, toDay: string) =>
      auditPeriodQuery({ preset: 'custom', fromDay, toDay }, serverNow);
    expect(custom('', '2026-03-02')).toEqual({ problem: 'fromInvalid' });
    expect(custom('2026-02-30', '2026-03-02')).toEqual({ problem: 'fromInvalid' });
    expect(custom('2026-03-02', '')).toEqual({ problem: 'toInvalid' });
    expect(custom('2026-03-02', '2026-03-01')).toEqual({ problem: 'toBeforeFrom' });
    expect(custom('2024-01-01', '2026-03-01')).toEqual({ problem: 'tooLong' });
  });

  it('offers each group of actions before the actions', () => {
    expect(actionChoices(['auth.sign-out', 'customer.create', 'customer.update', 'login'])).toEqual([
      'auth.',
      'customer.',
      'auth.sign-out',
      'customer.create',
      'customer.update',
      'login',
    ]);
  });
});
