import { describe, expect, it } from 'vitest';
import { homePathFor, navigationFor } from './navigation.ts';
import type { Role } from './roles.ts';

const ids = (role: Role | undefined) => navigationFor(role).map((item) => item.id);

describe('navigation table (SPEC §2.1)', () => {
  it.each<[Role, string[]]>([
    ['executive', ['dashboard', 'clients', 'events', 'personnel', 'visitors', 'map', 'messenger', 'reports']],
    ['manager', ['dashboard', 'clients', 'events', 'personnel', 'visitors', 'map', 'messenger', 'reports']],
    ['supervisor', ['dashboard', 'events', 'personnel', 'visitors', 'map', 'messenger', 'reports']],
    ['guard', ['dashboard', 'events', 'visitors', 'messenger']],
    ['client', ['dashboard', 'events', 'visitors']],
    ['guest', ['visitors']],
    ['admin', ['dashboard', 'clients', 'events', 'personnel', 'visitors', 'map', 'messenger', 'reports']],
  ])('%s sees %j', (role, expected) => {
    expect(ids(role)).toEqual(expected);
  });

  it('shows nothing with an auth list to a user without a role', () => {
    expect(ids(undefined)).toEqual([]);
  });

  it('lists the seven report children for operators', () => {
    const reports = navigationFor('supervisor').find((item) => item.id === 'reports');
    expect(reports?.children?.map((c) => c.url)).toEqual([
      '/reports/incident-reports',
      '/reports/activity-logs',
      '/reports/compliance-reports',
      '/reports/performance-metrics',
      '/reports/custom-reports',
      '/reports/payroll-reports',
      '/reports/financial-reports',
    ]);
  });

  it('sends a guest to /visitors, a guard to the field app and everyone else to /dashboard (SPEC §1, issue 6)', () => {
    expect(homePathFor('guest')).toBe('/visitors');
    expect(homePathFor('executive')).toBe('/dashboard');
    expect(homePathFor('supervisor')).toBe('/dashboard');
    expect(homePathFor('guard')).toBe('/field');
  });
});
