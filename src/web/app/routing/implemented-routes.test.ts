import { describe, expect, it } from 'vitest';
import { navigationFor } from '../../../shared/navigation.ts';
import { markUnavailable, visibleNavigation } from './implemented-routes.ts';

describe('navigation registry', () => {
  it('shows every entry the role may see, with screens not built yet disabled', () => {
    const summary = (role: Parameters<typeof visibleNavigation>[0]) =>
      visibleNavigation(role).map((item) => `${item.id}${item.disabled ? ' (soon)' : ''}`);
    expect(summary('guard')).toEqual(['dashboard', 'events', 'visitors', 'messenger']);
    expect(summary('guest')).toEqual(['visitors']);
    expect(summary('executive')).toContain('reports');
  });

  it('disables a collapsible group only when all of its children are unavailable', () => {
    const all = navigationFor('manager');
    const reports = markUnavailable(all, new Set(['/reports/payroll-reports'])).find((item) => item.id === 'reports');
    expect(reports?.disabled).toBe(false);
    expect(reports?.children?.filter((c) => !c.disabled).map((c) => c.id)).toEqual(['payroll-reports']);
    expect(reports?.children?.find((c) => c.id === 'activity-logs')?.badge?.title).toBe('Soon');
    expect(markUnavailable(all, new Set()).every((item) => item.disabled)).toBe(true);
  });
});
