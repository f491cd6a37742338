import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResponseTimes } from '../../../../shared/contract/dispatch.ts';
import { mockFetch, phoneScreen, renderApp, sessionUser } from '../../../test/utils.tsx';

const customerId = '00000000-0000-4000-8000-0000000000c5';
const report: ResponseTimes = {
  period: { from: '2026-11-01T00:00:00.000Z', to: '2026-11-30T23:59:59.999Z' },
  rows: [
    {
      customerId,
      customerName: 'Harbor Co',
      priority: 1,
      month: '2026-11',
      calls: 8,
      reached: 7,
      p50Minutes: 11,
      p90Minutes: 18.5,
      withinTarget: 6,
      withinTargetShare: 0.75,
    },
    {
      customerId: null,
      customerName: null,
      priority: 4,
      month: '2026-11',
      calls: 1,
      reached: 0,
      p50Minutes: null,
      p90Minutes: null,
      withinTarget: 0,
      withinTargetShare: 0,
    },
  ],
};

const customers = {
  items: [
    {
      id: customerId,
      clientId: '00000000-0000-4000-8000-0000000000c1',
      name: 'Harbor Co',
      status: 'Active',
      contactName: null,
      contactEmail: null,
      contactPhone: null,
      address: null,
      events: 2,
      users: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  page: 1,
  limit: 100,
  total: 1,
};

function mockReport(role: 'manager' | 'client', answer: ResponseTimes = report) {
  const reads: URLSearchParams[] = [];
  const fetchMock = mockFetch({
    'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: [role], role }) } },
    'GET /api/v1/reports/response-times': ({ url }) => {
      reads.push(url.searchParams);
      return { body: answer };
    },
    'GET /api/v1/customers': { body: customers },
    'GET /api/v1/reports/response-times.csv': { body: 'customer,priority\n' },
  });
  return { fetchMock, reads };
}

describe('response-times report', () => {
  it('shows a row per customer, priority and month, and downloads the same query as CSV', async () => {
    const { fetchMock, reads } = mockReport('manager');
    renderApp(`/reports/response-times?from=2026-11-01&to=2026-11-30&customer=${customerId}`);
    const table = await screen.findByRole(
      'table',
      { name: 'Response times per customer, priority and month' },
      {
        timeout: 15_000,
      },
    );
    const rows = within(table).getAllByTestId('response-row');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['Harbor Co', 'P1', 'November 2026', '8', '7', '11', '18.5', '6', '75%'],
      ['Free address', 'P4', 'November 2026', '1', '0', '—', '—', '0', '0%'],
    ]);
    const query = reads.at(-1);
    expect(query?.get('customerId')).toBe(customerId);
    expect(query?.get('from')).toBe(new Date(2026, 10, 1).toISOString());
    // A manager may pick the customer; it is the one in the address.
    expect(screen.getByRole('combobox', { name: 'Customer' }).textContent).toBe('Harbor Co');

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContainEqual(
        `/api/v1/reports/response-times.csv?${query?.toString()}`,
      ),
    );
  });

  it('says when the period has no calls, with no customer filter for a customer’s own user', async () => {
    mockReport('client', { ...report, rows: [] });
    renderApp('/reports/response-times');
    expect(await screen.findByText('No calls in this period.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Customer' })).toBeNull();
  });

  it('shows a card per row on a phone', async () => {
    const restore = phoneScreen();
    try {
      mockReport('manager');
      renderApp('/reports/response-times?from=2026-11-01&to=2026-11-30');
      const list = await screen.findByRole(
        'list',
        { name: 'Response times per customer, priority and month' },
        {
          timeout: 15_000,
        },
      );
      const cards = within(list).getAllByTestId('response-row');
      expect(cards).toHaveLength(2);
      expect(cards[0]?.textContent).toContain('Harbor Co');
      expect(cards[0]?.textContent).toContain('P1 · November 2026');
      expect(cards[0]?.textContent).toContain('Share within target75%');
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      restore();
    }
  });
});
