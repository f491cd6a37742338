import { describe, expect, it } from 'vitest';
import {
  defaultRange,
  fromLocalInput,
  initialOf,
  licenceColor,
  rangeQuery,
  statusColor,
  toLocalInput,
} from './personnel-format.ts';

describe('personnel format helpers', () => {
  it('colours licences: red when expired, warning when expiring', () => {
    expect(licenceColor('expired')).toBe('error');
    expect(licenceColor('expiring')).toBe('warning');
    expect(licenceColor('ok')).toBe('success');
    expect(licenceColor('none')).toBe('default');
    expect(statusColor('onBreak')).toBe('warning');
    expect(statusColor('inactive')).toBe('default');
  });

  it('round-trips datetime-local values in the viewer zone', () => {
    const iso = new Date(2026, 4, 5, 17, 30).toISOString();
    expect(toLocalInput(iso)).toBe('2026-05-05T17:30');
    expect(fromLocalInput('2026-05-05T17:30')).toBe(iso);
    expect(fromLocalInput('')).toBeUndefined();
    expect(fromLocalInput('yesterday')).toBeUndefined();
    expect(toLocalInput(null)).toBe('');
  });

  it('builds the timesheet range from days, both included', () => {
    expect(defaultRange(new Date(2026, 4, 20, 9))).toEqual({ from: '2026-05-07', to: '2026-05-20' });
    const q = rangeQuery('2026-05-01', '2026-05-02');
    expect(q?.from).toBe(new Date(2026, 4, 1).toISOString());
    expect(q?.to).toBe(new Date(new Date(2026, 4, 3).getTime() - 1).toISOString());
    expect(rangeQuery('2026-05-03', '2026-05-01')).toBeUndefined();
    expect(rangeQuery('', '2026-05-01')).toBeUndefined();
  });

  it('takes the initial of a name', () => {
    expect(initialOf(' ann')).toBe('A');
    expect(initialOf('')).toBe('?');
  });
});
