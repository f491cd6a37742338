import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../../../../shared/contract/incident-reports.ts';
import { disabledReasonOf, expectColumnHeaders, mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';
import { report, reportId, reportRow } from './fixtures.test-data.ts';

const page = (items: ReportRow[]) => ({ items, page: 1, limit: 10, total: items.length });

function mockApi(items: ReportRow[], calls: URL[] = []) {
  return mockFetch({
    'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['supervisor'], role: 'supervisor' }) } },
    'GET /api/v1/incident-reports': ({ url }) => {
      calls.push(url);
      return { body: page(items) };
    },
    [`GET /api/v1/incident-reports/${reportId}`]: { body: report() },
  });
}

describe('incident reports page', () => {
  it('lists reports with event, incident type and submission time, and opens the details in the address', async () => {
    const calls: URL[] = [];
    mockApi([reportRow(), reportRow({ id: 'r2', event: null, incidentType: null })], calls);
    const { router } = renderApp('/reports/incident-reports');
    expect(await screen.findByRole('heading', { name: 'Incident Reports' }, { timeout: 15_000 })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Incident Reports' });
    expectColumnHeaders(grid, ['Event', 'Incident Type', 'Date', 'Actions']);
    expect(await within(grid).findByText('Bulls vs Knicks')).toBeTruthy();
    expect(within(grid).getByText('Fire Alarm')).toBeTruthy();
    expect(within(grid).getByText('No Event Assigned')).toBeTruthy();
    expect(within(grid).getAllByText(/^\d{2}\/\d{2}\/2026$/).length).toBe(2);
    expect(calls.at(-1)?.searchParams.get('view')).toBe('incident');
    expect(calls.at(-1)?.searchParams.get('limit')).toBe('10');

    expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toBe(
      '/api/v1/incident-reports.csv?view=incident',
    );
    expect(screen.getByRole('tab', { name: 'Clocked-In/Out Reports' }).getAttribute('href')).toBe(
      '/reports/activity-logs?view=clock',
    );
    expect(screen.getByRole('tab', { name: 'Geofence Reports' }).getAttribute('href')).toBe(
      '/reports/activity-logs?view=geofence',
    );
    expect(screen.getByRole('button', { name: 'New Report' })).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Search reports' }), { target: { value: 'gate' } });
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('q')).toBe('gate'), { timeout: 3000 });

    fireEvent.click(within(grid).getAllByRole('button', { name: 'Open report details' })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Details' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.search).toBe(`?report=${reportId}`);
    expect(await screen.findByText('North concourse, gate 4', {}, { timeout: 5000 })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('grid', { name: 'Incident Reports' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('says so when no report has been filed', async () => {
    mockApi([]);
    renderApp('/reports/incident-reports');
    expect(await screen.findByText('No reports have been filed yet.', {}, { timeout: 15_000 })).toBeTruthy();
    const csv = screen.getByRole('link', { name: /Export CSV/ });
    expect(csv.getAttribute('aria-disabled')).toBe('true');
    // The off button says why, to a pointer (tooltip), a keyboard (its focusable wrapper) and a screen reader.
    expect(csv.closest('[data-disabled-reason]')?.getAttribute('tabindex')).toBe('0');
    expect(disabledReasonOf(csv)).toBe('Nothing to export: the list is empty.');
  });
});
