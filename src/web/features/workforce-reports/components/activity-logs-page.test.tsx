import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClockActivityRow, GeofenceActivityRow } from '../../../../shared/contract/workforce-reports.ts';
import { formatCompactDateTime } from '../../../lib/format.ts';
import { expectColumnHeaders, mockFetch, phoneScreen, renderApp, sessionUser } from '../../../test/utils.tsx';

const client = { id: '00000000-0000-4000-8000-0000000000c1', name: 'Demo Guarding Co.' };
const gina = { id: '00000000-0000-4000-8000-0000000000b1', name: 'Gina Guard' };
const event = { id: '00000000-0000-4000-8000-0000000000e1', name: 'Bulls vs Knicks' };

const clockRows: ClockActivityRow[] = [
  { id: 'c1', guard: gina, event, client, clockIn: '2026-03-18T14:00:00.000Z', clockOut: null },
  { id: 'c2', guard: null, event: null, client, clockIn: null, clockOut: '2026-03-17T20:00:00.000Z' },
];
const geofenceRows: GeofenceActivityRow[] = [
  {
    id: 'g1',
    title: 'North gate',
    event,
    zoneType: 'Allowed zone',
    guard: gina,
    client,
    crossing: 'exit',
    at: '2026-03-18T14:30:00.000Z',
  },
  {
    id: 'g2',
    title: null,
    event: null,
    zoneType: null,
    guard: gina,
    client,
    crossing: 'enter',
    at: '2026-03-18T14:40:00.000Z',
  },
];
const period = { from: '2026-03-01T00:00:00.000Z', to: '2026-03-18T23:59:59.999Z' };

function mockReports(role = 'executive') {
  const calls: URL[] = [];
  mockFetch({
    'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: [role], role: role as 'executive' }) } },
    'GET /api/v1/clients': { body: { items: [client], page: 1, limit: 100, total: 1 } },
    'GET /api/v1/reports/clock-activity': ({ url }) => {
      calls.push(url);
      return { body: { rows: clockRows, total: clockRows.length, page: 1, limit: 10, period } };
    },
    'GET /api/v1/reports/geofence-activity': ({ url }) => {
      calls.push(url);
      return { body: { rows: geofenceRows, total: geofenceRows.length, page: 1, limit: 10, period } };
    },
  });
  return calls;
}

describe('activity logs page', { timeout: 60_000 }, () => {
  it('shows the clock table with its fallbacks and loads no geofence data until that view is chosen', async () => {
    const calls = mockReports();
    const { router } = renderApp('/reports/activity-logs');
    expect(await screen.findByRole('heading', { name: 'Reports / Activity Logs' }, { timeout: 15_000 })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Clocked-In/Out Reports' });
    expectColumnHeaders(grid, ['Guard', 'Event', 'Clocked In', 'Clocked Out', 'Actions']);
    // The client column is the admin's only.
    expect(within(grid).queryByRole('columnheader', { name: 'Client' })).toBeNull();
    expect(await within(grid).findByText('Gina Guard')).toBeTruthy();
    expect(within(grid).getByText('Bulls vs Knicks')).toBeTruthy();
    expect(within(grid).getByText('No Event Assigned')).toBeTruthy();
    expect(within(grid).getByText('No Clock In')).toBeTruthy();
    expect(within(grid).getByText('No Clock Out')).toBeTruthy();
    expect(within(grid).getByText('Unknown user')).toBeTruthy();
    expect(calls.every((url) => url.pathname.endsWith('/clock-activity'))).toBe(true);
    expect(screen.getByRole('tab', { name: 'Clocked-In/Out Reports' }).getAttribute('aria-selected')).toBe('true');
    const csv = screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href') ?? '';
    expect(csv.startsWith('/api/v1/reports/clock-activity.csv?')).toBe(true);

    // The ⋮ menu opens the guard's timesheet.
    fireEvent.click(within(grid).getByRole('button', { name: 'Actions for Gina Guard' }));
    const item = await screen.findByRole('menuitem', { name: 'Open timesheet' });
    expect(item.getAttribute('href')).toBe(`/personnel/${gina.id}?tab=timesheet`);
    fireEvent.keyDown(item, { key: 'Escape' });

    // Switch with the dropdown: the address says so and only then the geofence report loads.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Report' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Geofence Reports' }));
    const geofence = await screen.findByRole('grid', { name: 'Geofence Reports' });
    expect(router.state.location.search).toContain('view=geofence');
    expectColumnHeaders(geofence, ['Title', 'Event', 'Zone Type', 'Guard', 'Crossing', 'Time']);
    expect(await within(geofence).findByText('North gate')).toBeTruthy();
    expect(within(geofence).getByText('Untitled')).toBeTruthy();
    expect(within(geofence).getByText('No Event Found')).toBeTruthy();
    expect(within(geofence).getByText('N/A')).toBeTruthy();
    expect(within(geofence).getByText('Allowed zone')).toBeTruthy();
    expect(within(geofence).getByText('Exit')).toBeTruthy();
    expect(within(geofence).getByText('Enter')).toBeTruthy();
    expect(calls.some((url) => url.pathname.endsWith('/geofence-activity'))).toBe(true);
    expect(screen.getByRole('tab', { name: 'Geofence Reports' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toMatch(
        /^\/api\/v1\/reports\/geofence-activity\.csv\?/,
      ),
    );
  });

  it('opens on the geofence view from the address, with the client column for an admin', async () => {
    const calls = mockReports('admin');
    renderApp('/reports/activity-logs?view=geofence');
    const grid = await screen.findByRole('grid', { name: 'Geofence Reports' }, { timeout: 15_000 });
    expect(within(grid).getByRole('columnheader', { name: 'Client' })).toBeTruthy();
    expect(await within(grid).findByText('North gate')).toBeTruthy();
    expect(calls.some((url) => url.pathname.endsWith('/clock-activity'))).toBe(false);
  });

  it('keeps a date and time on one line on a phone, where the row wraps around it', async () => {
    const restore = phoneScreen();
    try {
      mockReports();
      renderApp('/reports/activity-logs');
      const grid = await screen.findByRole('grid', { name: 'Clocked-In/Out Reports' }, { timeout: 15_000 });
      const name = await within(grid).findByText('Gina Guard');
      expect(name.closest('.MuiDataGrid-row')?.classList.contains('MuiDataGrid-row--dynamicHeight')).toBe(true);
      expect(getComputedStyle(name).whiteSpace).toBe('normal');
      const date = within(grid).getByText(formatCompactDateTime('2026-03-18T14:00:00.000Z'));
      expect(getComputedStyle(date.parentElement as HTMLElement).whiteSpace).toBe('nowrap');
    } finally {
      restore();
    }
  });

  it('shows the error with a retry', async () => {
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser() } },
      'GET /api/v1/reports/clock-activity': {
        status: 500,
        body: { error: { code: 'internal', message: 'Something went wrong. Please try again.' } },
      },
    });
    renderApp('/reports/activity-logs');
    expect(await screen.findByText('Something went wrong. Please try again.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
