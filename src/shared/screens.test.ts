import { describe, expect, it } from 'vitest';
import { allRoles, type Role } from './roles.ts';
import { isSignedInScreen, mayOpen, screenFor, screens } from './screens.ts';

const mayOpenPath = (path: string, role: Role | undefined) => {
  const screen = screenFor(path);
  if (!screen) throw new Error(`no screen for ${path}`);
  return mayOpen(screen, role);
};

describe('screen registry', () => {
  it('finds the screen of a path by its longest registered prefix', () => {
    expect(screenFor('/reports/payroll-reports')?.path).toBe('/reports/payroll-reports');
    expect(screenFor('/events/123/notes/')?.path).toBe('/events');
    expect(screenFor('/nope')).toBeUndefined();
    expect(screenFor('/eventsx')).toBeUndefined();
  });

  it('registers each path and id once', () => {
    expect(new Set(screens.map((s) => s.path)).size).toBe(screens.length);
    expect(new Set(screens.map((s) => s.id)).size).toBe(screens.length);
  });

  it('has the routes of the app', () => {
    expect(screens.map((s) => s.path).sort()).toEqual(
      [
        '/sign-in',
        '/sign-up',
        '/pages/auth/forgot-password',
        '/pages/auth/reset-password',
        '/sign-out',
        '/404',
        '/loading',
        '/dashboard',
        '/clients',
        '/events',
        '/personnel',
        '/schedule',
        '/tasks',
        '/breaks',
        '/visitors',
        '/map',
        '/dispatch',
        '/patrol-routes',
        '/messenger',
        '/example',
        '/reports/incident-reports',
        '/reports/activity-logs',
        '/reports/compliance-reports',
        '/reports/performance-metrics',
        '/reports/custom-reports',
        '/reports/daily-activity',
        '/reports/payroll-reports',
        '/reports/financial-reports',
        '/reports/schedule-vs-actual',
        '/reports/tours',
        '/reports/deliveries',
        '/reports/response-times',
        '/badge',
        '/users',
        '/customers',
        '/customerusers',
        '/profile',
        '/field',
        '/audit',
        '/verify',
        '/billing/contracts',
        '/billing/invoices',
        '/billing/coverage',
        '/billing/holidays',
        '/billing/settings',
        '/payroll/runs',
        '/payroll/settings',
        '/documentation/configuration/multi-language',
      ].sort(),
    );
  });

  it('opens the report screens to the operators and the other screens with no menu entry to the six main roles', () => {
    expect(mayOpenPath('/reports/payroll-reports', 'supervisor')).toBe(true);
    expect(mayOpenPath('/reports/payroll-reports', 'guard')).toBe(false);
    expect(mayOpenPath('/reports/payroll-reports', 'admin')).toBe(true);
    expect(mayOpenPath('/reports/payroll-reports', undefined)).toBe(false);
    expect(mayOpenPath('/tasks', 'guest')).toBe(true);
    expect(mayOpenPath('/tasks', 'areaManager')).toBe(false);
    expect(mayOpenPath('/example', 'guest')).toBe(true);
    expect(mayOpenPath('/example', 'areaManager')).toBe(false);
  });

  it('keeps sign-in and sign-up for people who are not signed in, and sign-out open to all', () => {
    expect(mayOpenPath('/sign-in', undefined)).toBe(true);
    expect(mayOpenPath('/sign-in', 'guest')).toBe(false);
    expect(mayOpenPath('/sign-up', 'guard')).toBe(false);
    expect(mayOpenPath('/sign-out', 'guard')).toBe(true);
    expect(mayOpenPath('/sign-out', undefined)).toBe(true);
  });

  it('lets only executives and managers administer users', () => {
    const roles = ['admin', 'executive', 'manager', 'supervisor', 'guard'] as const;
    expect(roles.map((role) => mayOpenPath('/users', role))).toEqual([true, true, true, false, false]);
  });

  it('opens the audit log to executives and admins only', () => {
    const roles = ['admin', 'executive', 'manager', 'supervisor', 'guard', 'client', 'guest'] as const;
    expect(roles.map((role) => mayOpenPath('/audit', role))).toEqual([true, true, false, false, false, false, false]);
  });

  it('opens the profile and the documentation page to every signed-in role', () => {
    for (const role of allRoles) {
      expect(mayOpenPath('/profile', role), role).toBe(true);
      expect(mayOpenPath('/documentation/configuration/multi-language', role), role).toBe(true);
    }
    expect(mayOpenPath('/profile', undefined)).toBe(false);
  });

  it('opens each signed-in screen to the roles that may read its content', () => {
    const operators = ['executive', 'manager', 'supervisor', 'admin'];
    const operations = ['executive', 'manager', 'supervisor', 'guard', 'client', 'admin'];
    const mainRolesAndAdmin = [...operations.slice(0, 5), 'guest', 'admin'];
    const expected: Record<string, string[]> = {
      '/dashboard': operations,
      '/clients': ['executive', 'manager', 'admin'],
      '/events': operations,
      '/personnel': operators,
      '/schedule': operators,
      '/tasks': mainRolesAndAdmin,
      '/breaks': mainRolesAndAdmin,
      '/visitors': mainRolesAndAdmin,
      '/map': operators,
      '/dispatch': operators,
      '/patrol-routes': operators,
      '/messenger': ['executive', 'manager', 'supervisor', 'guard', 'admin'],
      '/example': mainRolesAndAdmin,
      '/reports/incident-reports': operators,
      '/reports/activity-logs': operators,
      '/reports/compliance-reports': operators,
      '/reports/performance-metrics': operators,
      '/reports/custom-reports': operators,
      '/reports/payroll-reports': operators,
      '/reports/financial-reports': operators,
      '/reports/schedule-vs-actual': operators,
      '/reports/tours': operators,
      '/reports/daily-activity': [...operators, 'client'],
      '/reports/deliveries': ['executive', 'manager', 'admin'],
      '/reports/response-times': [...operators, 'client'],
      '/badge': operators,
      '/users': ['executive', 'manager', 'admin'],
      '/customers': ['executive', 'manager', 'admin'],
      '/customerusers': ['executive', 'manager', 'admin'],
      '/profile': [...allRoles],
      '/field': ['manager', 'supervisor', 'guard'],
      '/audit': ['executive', 'admin'],
      '/verify': ['executive', 'manager', 'admin'],
      '/billing/contracts': ['executive', 'manager', 'admin'],
      '/billing/invoices': ['executive', 'manager', 'client', 'admin'],
      '/billing/coverage': operators,
      '/billing/holidays': ['executive', 'manager', 'admin'],
      '/billing/settings': ['executive', 'manager', 'admin'],
      '/payroll/runs': ['executive', 'manager', 'supervisor', 'admin'],
      '/payroll/settings': ['executive', 'manager', 'admin'],
      '/documentation/configuration/multi-language': [...allRoles],
    };
    const actual = Object.fromEntries(
      screens
        .filter((screen) => isSignedInScreen(screen))
        .map((screen) => [screen.path, allRoles.filter((role) => mayOpen(screen, role)).sort()]),
    );
    expect(actual).toEqual(
      Object.fromEntries(Object.entries(expected).map(([path, roles]) => [path, [...roles].sort()])),
    );
  });
});
