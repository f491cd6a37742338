import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FinancialResponse, FinancialRow } from '../../../../shared/contract/workforce-reports.ts';
import { expectColumnHeaders, mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

function event(overrides: Partial<FinancialRow>): FinancialRow {
  return {
    id: 'e1',
    eventId: 'e1',
    eventName: 'Blackhawks vs. Red Wings',
    clientName: 'Sentinel Guard Services',
    budgetedExpenses: 2050,
    actualExpenses: 1653.18,
    profitLoss: 396.82,
    ...overrides,
  };
}

/** The colour the cell is painted in, as the browser resolves it. */
const colorOf = (element: Element) => getComputedStyle(element.parentElement as Element).color;

describe('financial reports page', () => {
  it('paints Profit/Loss green when positive, red when negative and plain at zero, each with its sign', async () => {
    const rows = [
      event({}),
      event({
        id: 'e2',
        eventId: 'e2',
        eventName: 'SoxFest',
        actualExpenses: 2245.5,
        budgetedExpenses: 2160,
        profitLoss: -85.5,
      }),
      event({
        id: 'e3',
        eventId: 'e3',
        eventName: 'Even Night',
        clientName: null,
        actualExpenses: 100,
        budgetedExpenses: 100,
        profitLoss: 0,
      }),
    ];
    const body: FinancialResponse = {
      rows,
      total: 3,
      page: 1,
      limit: 10,
      period: { from: '2026-01-01T00:00:00.000Z', to: '2026-03-18T23:59:59.999Z' },
      totals: { budgetedExpenses: 4310, actualExpenses: 3998.68, profitLoss: 311.32 },
    };
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser() } },
      'GET /api/v1/reports/financial': { body },
    });
    renderApp('/reports/financial-reports?from=2026-01-01&to=2026-03-18');
    expect(
      await screen.findByRole('heading', { name: 'Reports / Financial Reports' }, { timeout: 15_000 }),
    ).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Financial Reports' });
    expectColumnHeaders(grid, ['Event', 'Client', 'Budgeted Expenses', 'Actual Expenses', 'Profit/Loss']);
    expect(await within(grid).findByText('Unknown client')).toBeTruthy();
    expect(within(grid).getByText('$2,050.00')).toBeTruthy();
    expect(within(grid).getByText('$1,653.18')).toBeTruthy();

    const positive = within(grid).getByText('+$396.82');
    const negative = within(grid).getByText('-$85.50');
    const zero = within(grid).getByText('$0.00');
    expect(positive.getAttribute('data-sign')).toBe('positive');
    expect(negative.getAttribute('data-sign')).toBe('negative');
    expect(zero.getAttribute('data-sign')).toBe('zero');
    // The light theme's success.main and error.main (app/theme.ts); zero keeps the text colour.
    await waitFor(() => expect(colorOf(positive)).toBe('#15803d'));
    expect(colorOf(negative)).toBe('#b91c1c');
    expect([colorOf(negative), colorOf(positive)]).not.toContain(colorOf(zero));
    expect(
      screen.getByText('Total of the report: budgeted $4,310.00, actual $3,998.68, profit/loss +$311.32'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toMatch(
      /^\/api\/v1\/reports\/financial\.csv\?/,
    );
  });
});
