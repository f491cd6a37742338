import { describe, expect, it } from 'vitest';
import { navigationFor } from '../../../shared/navigation.ts';
import { navAuthFor, onlyImplemented, visibleNavigation } from './implemented-routes.ts';

describe('navigation registry', () => {
  it('shows only implemented screens the role may see', () => {
    expect(visibleNavigation('executive').map((item) => item.url)).toEqual(['/dashboard']);
    expect(visibleNavigation('guard').map((item) => item.url)).toEqual(['/dashboard']);
    expect(visibleNavigation('guest')).toEqual([]);
  });

  it('keeps a collapsible group only when one of its children is implemented', () => {
    const all = navigationFor('manager');
    expect(onlyImplemented(all, new Set(['/reports/payroll-reports'])).map((item) => item.id)).toEqual(['reports']);
    expect(onlyImplemented(all, new Set(['/reports/payroll-reports']))[0]?.children?.map((c) => c.id)).toEqual([
      'payroll-reports',
    ]);
    expect(onlyImplemented(all, new Set())).toEqual([]);
  });

  it('takes a route’s roles from its navigation entry', () => {
    expect(navAuthFor('/dashboard')).toEqual(['executive', 'manager', 'supervisor', 'guard', 'client']);
    expect(navAuthFor('/reports/activity-logs')).toEqual(['executive', 'manager', 'supervisor']);
    expect(navAuthFor('/nowhere')).toBeUndefined();
  });
});
