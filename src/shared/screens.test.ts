import { describe, expect, it } from 'vitest';
import { mayOpen, screenRouteFor } from './routes.ts';

describe('screen routes (SPEC §2.2)', () => {
  it('finds the screen of a path by its longest registered prefix', () => {
    expect(screenRouteFor('/reports/payroll-reports')?.path).toBe('/reports/payroll-reports');
    expect(screenRouteFor('/events/123/notes/')?.path).toBe('/events');
    expect(screenRouteFor('/nope')).toBeUndefined();
    expect(screenRouteFor('/eventsx')).toBeUndefined();
  });

  it('uses the navigation roles for screens in the menu and the six main roles otherwise', () => {
    const payroll = screenRouteFor('/reports/payroll-reports');
    const tasks = screenRouteFor('/tasks');
    if (!payroll || !tasks) throw new Error('missing route');
    expect(mayOpen(payroll, 'supervisor')).toBe(true);
    expect(mayOpen(payroll, 'guard')).toBe(false);
    expect(mayOpen(payroll, 'admin')).toBe(true);
    expect(mayOpen(payroll, undefined)).toBe(false);
    expect(mayOpen(tasks, 'guest')).toBe(true);
    expect(mayOpen(tasks, 'areaManager')).toBe(false);
  });

  it('keeps sign-in and sign-up for people who are not signed in, and sign-out open to all', () => {
    const signIn = screenRouteFor('/sign-in');
    const signOut = screenRouteFor('/sign-out');
    if (!signIn || !signOut) throw new Error('missing route');
    expect(mayOpen(signIn, undefined)).toBe(true);
    expect(mayOpen(signIn, 'guest')).toBe(false);
    expect(mayOpen(signOut, 'guard')).toBe(true);
    expect(mayOpen(signOut, undefined)).toBe(true);
  });

  it('lets only executives and managers administer users', () => {
    const users = screenRouteFor('/users');
    if (!users) throw new Error('missing route');
    expect(['admin', 'executive', 'manager', 'supervisor', 'guard'].map((r) => mayOpen(users, r as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('opens the audit log to executives and admins only', () => {
    const audit = screenRouteFor('/audit');
    if (!audit) throw new Error('missing route');
    const roles = ['admin', 'executive', 'manager', 'supervisor', 'guard', 'client', 'guest'] as const;
    expect(roles.map((role) => mayOpen(audit, role))).toEqual([true, true, false, false, false, false, false]);
  });
});
