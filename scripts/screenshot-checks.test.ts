import { describe, expect, it } from 'vitest';
import { cutOffLines, isCutOff, menuScreenPaths, type OverflowingText } from './screenshot-checks.ts';

describe('menuScreenPaths', () => {
  it('takes every menu screen of a supervisor, group children included, in menu order', () => {
    expect(menuScreenPaths('supervisor')).toEqual([
      '/dashboard',
      '/events',
      '/schedule',
      '/personnel',
      '/visitors',
      '/map',
      '/dispatch',
      '/patrol-routes',
      '/messenger',
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
      '/tasks',
      '/breaks',
      '/badge',
      '/billing/coverage',
      '/payroll/runs',
    ]);
  });

  it("starts a guard's run with the field app, their home, which is not in the menu", () => {
    expect(menuScreenPaths('guard')).toEqual([
      '/field',
      '/dashboard',
      '/events',
      '/visitors',
      '/messenger',
      '/tasks',
      '/breaks',
    ]);
  });

  it('lists the home screen once when it is also a menu screen', () => {
    const paths = menuScreenPaths('executive');
    expect(paths.filter((path) => path === '/dashboard')).toHaveLength(1);
    expect(paths).toContain('/audit');
  });

  it('refuses a role that does not exist', () => {
    expect(() => menuScreenPaths('janitor')).toThrow('unknown role: janitor');
  });
});

const header = (overrides: Partial<OverflowingText> = {}): OverflowingText => ({
  kind: 'MuiDataGrid-columnHeaderTitle',
  text: 'Customers',
  overflow: [{ axis: 'x', style: 'hidden' }],
  hoverTitle: null,
  ...overrides,
});

describe('isCutOff', () => {
  it('counts text its box clips with no title', () => {
    expect(isCutOff(header())).toBe(true);
    expect(isCutOff(header({ overflow: [{ axis: 'y', style: 'clip' }] }))).toBe(true);
  });

  it('skips text shown whole on hover by a title on it or its cell', () => {
    expect(isCutOff(header({ kind: 'MuiDataGrid-cell', text: 'Acme  Corp', hoverTitle: 'Acme Corp' }))).toBe(false);
  });

  it('counts text whose title says something else', () => {
    expect(isCutOff(header({ kind: 'MuiDataGrid-cell', text: 'Acme Corp', hoverTitle: 'Open' }))).toBe(true);
  });

  it('counts clipped text on a phone even when a title has it: a touch screen cannot hover', () => {
    const cell = header({ kind: 'MuiDataGrid-cell', text: 'Acme Corp', hoverTitle: 'Acme Corp' });
    expect(isCutOff(cell, { hover: false })).toBe(true);
    expect(isCutOff(header({ overflow: [{ axis: 'x', style: 'visible' }] }), { hover: false })).toBe(false);
  });

  it('skips a scrolling box, visible overflow and an empty element', () => {
    expect(isCutOff(header({ overflow: [{ axis: 'x', style: 'auto' }] }))).toBe(false);
    expect(isCutOff(header({ overflow: [{ axis: 'x', style: 'visible' }] }))).toBe(false);
    expect(isCutOff(header({ text: '  ' }))).toBe(false);
  });
});

describe('cutOffLines', () => {
  it('names each cut element once, by kind and text', () => {
    expect(
      cutOffLines([header(), header(), header({ kind: 'MuiChip-label', text: 'Active', hoverTitle: 'Active' })]),
    ).toEqual(['MuiDataGrid-columnHeaderTitle: Customers']);
  });

  it('names text a title shows on hover when the reader has no hover', () => {
    const chip = header({ kind: 'MuiChip-label', text: 'Active', hoverTitle: 'Active' });
    expect(cutOffLines([chip], { hover: false })).toEqual(['MuiChip-label: Active']);
  });
});
