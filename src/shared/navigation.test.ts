import { describe, expect, it } from 'vitest';
import { homePathFor, navigationFor } from './navigation.ts';
import { allRoles, type Role } from './roles.ts';
import { mayOpen, screenFor } from './screens.ts';

const ids = (role: Role | undefined) => navigationFor(role).map((item) => item.id);

describe('main menu', () => {
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

  it('shows nothing to a user without a role', () => {
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

  it('leads every role only to screens it may open', () => {
    for (const role of allRoles) {
      const urls = navigationFor(role).flatMap((item) => (item.children ?? [item]).map((leaf) => leaf.url ?? ''));
      for (const url of urls) {
        const screen = screenFor(url);
        expect(screen?.path, url).toBe(url);
        expect(screen && mayOpen(screen, role), `${role} ${url}`).toBe(true);
      }
    }
  });

  it('sends a guest to /visitors, a guard to the field app and everyone else to /dashboard', () => {
    expect(homePathFor('guest')).toBe('/visitors');
    expect(homePathFor('executive')).toBe('/dashboard');
    expect(homePathFor('supervisor')).toBe('/dashboard');
    expect(homePathFor('guard')).toBe('/field');
  });
});
