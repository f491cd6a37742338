import { describe, expect, it } from 'vitest';
import { homePathFor, navigationFor } from './navigation.ts';
import { allRoles, type Role } from './roles.ts';
import { mayOpen, screenFor } from './screens.ts';

const ids = (role: Role | undefined) => navigationFor(role).map((item) => item.id);

/** The menu of the roles that see every group. */
const everyScreen = [
  'dashboard',
  'clients',
  'events',
  'schedule',
  'personnel',
  'visitors',
  'map',
  'dispatch',
  'patrol-routes',
  'messenger',
  'reports',
  'records',
  'billing',
  'payroll',
];

describe('main menu', () => {
  it.each<[Role, string[]]>([
    ['executive', everyScreen],
    ['manager', everyScreen],
    [
      'supervisor',
      [
        'dashboard',
        'events',
        'schedule',
        'personnel',
        'visitors',
        'map',
        'dispatch',
        'patrol-routes',
        'messenger',
        'reports',
        'records',
        'billing',
        'payroll',
      ],
    ],
    ['guard', ['dashboard', 'events', 'visitors', 'messenger', 'records']],
    ['client', ['dashboard', 'events', 'visitors', 'reports', 'records', 'billing']],
    ['guest', ['visitors']],
    ['admin', everyScreen],
  ])('%s sees %j', (role, expected) => {
    expect(ids(role)).toEqual(expected);
  });

  it('shows nothing to a user without a role', () => {
    expect(ids(undefined)).toEqual([]);
  });

  it('lists the report children for operators', () => {
    const reports = navigationFor('supervisor').find((item) => item.id === 'reports');
    expect(reports?.children?.map((c) => c.url)).toEqual([
      '/reports/incident-reports',
      '/reports/activity-logs',
      '/reports/compliance-reports',
      '/reports/performance-metrics',
      '/reports/custom-reports',
      '/reports/payroll-reports',
      '/reports/financial-reports',
      '/reports/schedule-vs-actual',
      '/reports/tours',
      '/reports/daily-activity',
      '/reports/response-times',
    ]);
  });

  it.each<[Role, string[]]>([
    ['executive', ['/customers', '/customerusers', '/tasks', '/breaks', '/badge', '/users', '/audit', '/verify']],
    ['admin', ['/customers', '/customerusers', '/tasks', '/breaks', '/badge', '/users', '/audit', '/verify']],
    ['manager', ['/customers', '/customerusers', '/tasks', '/breaks', '/badge', '/users', '/verify']],
    ['supervisor', ['/tasks', '/breaks', '/badge']],
    ['guard', ['/tasks', '/breaks']],
    ['client', ['/tasks', '/breaks']],
  ])('puts in the Records group of a %s only the screens they may open: %j', (role, expected) => {
    const records = navigationFor(role).find((item) => item.id === 'records');
    expect(records?.type).toBe('collapse');
    expect(records?.children?.map((c) => c.url)).toEqual(expected);
  });

  it.each<[Role, string[]]>([
    ['executive', ['/billing/contracts', '/billing/invoices', '/billing/coverage', '/billing/holidays']],
    ['manager', ['/billing/contracts', '/billing/invoices', '/billing/coverage', '/billing/holidays']],
    ['supervisor', ['/billing/coverage']],
    ['client', ['/billing/invoices']],
  ])('puts in the Billing group of a %s only the screens they may open: %j', (role, expected) => {
    const billing = navigationFor(role).find((item) => item.id === 'billing');
    expect(billing?.children?.map((c) => c.url)).toEqual(expected);
    expect(navigationFor('guard').some((item) => item.id === 'billing')).toBe(false);
  });

  it.each<[Role, string[]]>([
    ['executive', ['/payroll/runs', '/payroll/settings']],
    ['manager', ['/payroll/runs', '/payroll/settings']],
    ['supervisor', ['/payroll/runs']],
  ])('puts in the Payroll group of a %s only the screens they may open: %j', (role, expected) => {
    const payroll = navigationFor(role).find((item) => item.id === 'payroll');
    expect(payroll?.children?.map((c) => c.url)).toEqual(expected);
    expect(navigationFor('guard').some((item) => item.id === 'payroll')).toBe(false);
    expect(navigationFor('client').some((item) => item.id === 'payroll')).toBe(false);
  });

  it('gives a guest, or a role that may open none of its screens, no Records group', () => {
    expect(navigationFor('guest').some((item) => item.id === 'records')).toBe(false);
    expect(navigationFor('areaManager').some((item) => item.id === 'records')).toBe(false);
  });

  it('places the Records group right after Reports', () => {
    const order = ids('manager');
    expect(order.indexOf('records')).toBe(order.indexOf('reports') + 1);
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
