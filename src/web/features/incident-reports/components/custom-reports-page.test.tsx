import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectColumnHeaders, mockFetch, phoneScreen, renderApp, sessionUser } from '../../../test/utils.tsx';
import { reportRow } from './fixtures.test-data.ts';

describe('custom reports page', () => {
  it('shows guard, client and event with their fallbacks, and the date as MM/DD/YYYY at h:mm am/pm', async () => {
    const calls: URL[] = [];
    const rows = [
      reportRow({ reportType: 'Custom Report', incidentType: null }),
      reportRow({
        id: 'r2',
        reportType: 'Custom Report',
        guard: null,
        event: null,
        client: { id: 'c2', name: '' },
        incidentType: null,
      }),
    ];
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['manager'], role: 'manager' }) } },
      'GET /api/v1/incident-reports': ({ url }) => {
        calls.push(url);
        return { body: { items: rows, page: 1, limit: 10, total: rows.length } };
      },
    });
    renderApp('/reports/custom-reports');
    expect(await screen.findByRole('heading', { name: 'Reports / Custom Reports' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'General Reports' })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'General Reports' });
    expectColumnHeaders(grid, ['Guard', 'Client', 'Event', 'Date', 'Actions']);
    expect(await within(grid).findByText('Gina Guard')).toBeTruthy();
    expect(within(grid).getByText('Unknown guard')).toBeTruthy();
    expect(within(grid).getByText('Unknown client')).toBeTruthy();
    expect(within(grid).getByText('No Event Assigned')).toBeTruthy();
    const cell = within(grid)
      .getAllByRole('gridcell')
      .find((c) => c.textContent?.includes(' at '));
    expect(cell?.textContent).toMatch(/^\d{2}\/\d{2}\/2026 at \d{1,2}:\d{2} (am|pm)$/);
    expect(calls.at(-1)?.searchParams.get('view')).toBe('custom');
    expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toBe(
      '/api/v1/incident-reports.csv?view=custom',
    );
    // The details panel is closed on entry.
    expect(screen.queryByRole('heading', { name: 'Details' })).toBeNull();
  });

  it('keeps the date on one line on a phone, where the guard name wraps around it', async () => {
    const restore = phoneScreen();
    try {
      const rows = [reportRow({ reportType: 'Custom Report', incidentType: null })];
      mockFetch({
        'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['manager'], role: 'manager' }) } },
        'GET /api/v1/incident-reports': { body: { items: rows, page: 1, limit: 10, total: rows.length } },
      });
      renderApp('/reports/custom-reports');
      const grid = await screen.findByRole('grid', { name: 'General Reports' }, { timeout: 15_000 });
      const name = await within(grid).findByText('Gina Guard');
      expect(name.closest('.MuiDataGrid-row')?.classList.contains('MuiDataGrid-row--dynamicHeight')).toBe(true);
      expect(getComputedStyle(name).whiteSpace).toBe('normal');
      const date = within(grid).getByText(/^\d{2}\/\d{2}\/2026$/);
      expect(getComputedStyle(date.parentElement as HTMLElement).whiteSpace).toBe('nowrap');
    } finally {
      restore();
    }
  });
});
