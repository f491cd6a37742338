import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PayrollResponse, PayrollRow } from '../../../../shared/contract/workforce-reports.ts';
import { expectColumnHeaders, mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

const period = { from: '2026-01-01T00:00:00.000Z', to: '2026-03-18T23:59:59.999Z' };

function line(overrides: Partial<PayrollRow>): PayrollRow {
  return {
    id: 'e1:u1',
    eventId: 'e1',
    userId: 'u1',
    guardName: 'Carlos Mendoza',
    eventName: 'Spring Benefit Gala',
    clientName: 'Sentinel Guard Services',
    role: 'guard',
    payRate: 26,
    hoursWorked: 7.5,
    totalPay: 195,
    ...overrides,
  };
}

describe('payroll reports page', () => {
  it('shows roles capitalised, money as $ with 2 decimals, hours with 2 decimals and the report totals', async () => {
    const calls: URL[] = [];
    const rows = [
      line({}),
      line({ id: 'e1:u2', userId: 'u2', guardName: 'Ana Area', role: 'areaManager', payRate: 0, totalPay: 0 }),
      line({ id: 'e1:u3', userId: 'u3', guardName: 'Sam Super', role: 'supervisor', payRate: 31.5, hoursWorked: 7.39 }),
      line({ id: 'e1:u4', userId: 'u4', guardName: 'Odd Role', role: 'nightOwl', payRate: 0, totalPay: 0 }),
    ];
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser() } },
      'GET /api/v1/reports/payroll': ({ url }) => {
        calls.push(url);
        const body: PayrollResponse = {
          rows,
          total: rows.length,
          page: 1,
          limit: 10,
          period,
          totals: { hoursWorked: 2291.67, totalPay: 48240.09 },
        };
        return { body };
      },
    });
    renderApp('/reports/payroll-reports?from=2026-01-01&to=2026-03-18');
    expect(await screen.findByRole('heading', { name: 'Reports / Payroll Reports' }, { timeout: 15_000 })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Payroll Reports' });
    expectColumnHeaders(grid, ['Guard', 'Event', 'Role', 'Rate', 'Hours', 'Total Pay']);
    // No Client column for an executive (admin only).
    expect(within(grid).queryByRole('columnheader', { name: 'Client' })).toBeNull();
    expect(await within(grid).findByText('Carlos Mendoza')).toBeTruthy();
    expect(within(grid).getByText('Guard', { selector: 'span' })).toBeTruthy();
    expect(within(grid).getByText('Area Manager')).toBeTruthy();
    expect(within(grid).getByText('Supervisor')).toBeTruthy();
    expect(within(grid).getByText('NightOwl')).toBeTruthy();
    expect(within(grid).getByText('$26.00')).toBeTruthy();
    expect(within(grid).getByText('$31.50')).toBeTruthy();
    expect(within(grid).getAllByText('7.50').length).toBeGreaterThan(0);
    expect(within(grid).getByText('7.39')).toBeTruthy();
    expect(within(grid).getAllByText('$195.00').length).toBe(2);
    expect(screen.getByText('Total of the report: 2,291.67 hours, $48,240.09 pay')).toBeTruthy();
    const query = calls.at(-1)?.searchParams;
    expect(query?.get('from')).toBeTruthy();
    expect(query?.get('page')).toBe('1');
    expect(query?.get('limit')).toBe('10');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toMatch(
        /^\/api\/v1\/reports\/payroll\.csv\?from=.+&to=.+$/,
      ),
    );
  });

  it('shows the Client column to an admin', async () => {
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['admin'], role: 'admin' }) } },
      'GET /api/v1/clients': { body: { items: [], page: 1, limit: 100, total: 0 } },
      'GET /api/v1/reports/payroll': {
        body: { rows: [line({})], total: 1, page: 1, limit: 10, period, totals: { hoursWorked: 7.5, totalPay: 195 } },
      },
    });
    renderApp('/reports/payroll-reports?from=2026-01-01&to=2026-03-18');
    const grid = await screen.findByRole('grid', { name: 'Payroll Reports' }, { timeout: 15_000 });
    expect(within(grid).getByRole('columnheader', { name: 'Client' })).toBeTruthy();
    expect(await within(grid).findByText('Sentinel Guard Services')).toBeTruthy();
  });
});
