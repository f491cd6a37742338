import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventPerformanceRow, PersonnelPerformanceRow } from '../../../../shared/contract/workforce-reports.ts';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

/** Waits long enough for a loaded machine (the default second is not). */
const long = { timeout: 10_000 };
const period = { from: '2026-03-01T00:00:00.000Z', to: '2026-03-18T23:59:59.999Z' };
const client = { id: '00000000-0000-4000-8000-0000000000c1', name: 'Demo Guarding Co.' };

function person(overrides: Partial<PersonnelPerformanceRow>): PersonnelPerformanceRow {
  return {
    id: '00000000-0000-4000-8000-000000000101',
    personnelName: 'Sam Supervisor',
    role: 'supervisor',
    client,
    breakViolations: 3,
    alerts: 5,
    otSavings: 12.5,
    ...overrides,
  };
}

const people = [
  person({}),
  person({ id: '00000000-0000-4000-8000-000000000102', personnelName: 'Sue Second', alerts: 0, otSavings: 0 }),
  person({
    id: '00000000-0000-4000-8000-000000000103',
    personnelName: 'Erin Events',
    role: 'eventManager',
    breakViolations: 7,
    alerts: 1,
    otSavings: 1234.567,
  }),
];

function eventRow(overrides: Partial<EventPerformanceRow>): EventPerformanceRow {
  return {
    eventId: '00000000-0000-4000-8000-0000000000e1',
    eventName: 'Bulls vs Knicks',
    clientName: 'Demo Guarding Co.',
    clientId: client.id,
    breakViolations: 2,
    alerts: 4,
    otSavings: 80,
    ...overrides,
  };
}

const events = [
  eventRow({}),
  eventRow({ eventId: '00000000-0000-4000-8000-0000000000e2', eventName: 'Night Market', clientName: null }),
];

describe('performance metrics page', { timeout: 45_000 }, () => {
  it('groups personnel cards by role, says when a group is empty and filters by role and search', async () => {
    const calls: URL[] = [];
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser() } },
      'GET /api/v1/reports/performance/personnel': ({ url }) => {
        calls.push(url);
        const role = url.searchParams.get('role');
        const q = url.searchParams.get('q')?.toLowerCase();
        const rows = people.filter(
          (p) => (role === 'all' || p.role === role) && (!q || p.personnelName.toLowerCase().includes(q)),
        );
        return { body: { rows, period } };
      },
    });
    const { router } = renderApp('/reports/performance-metrics');
    expect(
      await screen.findByRole('heading', { name: 'Reports / Performance Metrics' }, { timeout: 15_000 }),
    ).toBeTruthy();
    const supervisors = await screen.findByRole('region', { name: 'Supervisors' }, long);
    const sam = within(supervisors).getByRole('article', { name: 'Sam Supervisor' });
    expect(within(sam).getByText('S')).toBeTruthy();
    expect(within(sam).getByText('Supervisor')).toBeTruthy();
    expect(
      within(sam)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['3', '5', '$12.50']);
    expect(within(sam).getByRole('img', { name: /Pay avoided by clipping clock entries/ })).toBeTruthy();
    // An executive sees no client names.
    expect(within(sam).queryByText(/Demo Guarding Co\./)).toBeNull();
    expect(within(supervisors).getAllByRole('article')).toHaveLength(2);
    expect(
      within(screen.getByRole('region', { name: 'Area Managers' })).getByText('No area managers found'),
    ).toBeTruthy();
    const managers = screen.getByRole('region', { name: 'Event Managers' });
    expect(
      within(within(managers).getByRole('article', { name: 'Erin Events' }))
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['7', '1', '$1,234.57']);
    expect(calls.at(-1)?.searchParams.get('role')).toBe('all');
    expect(calls.at(-1)?.searchParams.get('from')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toMatch(
      /^\/api\/v1\/reports\/performance\/personnel\.csv\?from=.+&role=all$/,
    );

    // The role filter shows only that group's section.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role' }));
    fireEvent.click(
      within(await screen.findByRole('listbox', {}, long)).getByRole('option', { name: 'Event Managers' }),
    );
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('role')).toBe('eventManager'), long);
    expect(router.state.location.search).toContain('role=eventManager');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Supervisors' })).toBeNull(), long);
    expect(screen.getByRole('region', { name: 'Event Managers' })).toBeTruthy();

    // Back to all roles; a search that matches no supervisor empties that group.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role' }));
    fireEvent.click(within(await screen.findByRole('listbox', {}, long)).getByRole('option', { name: 'All Roles' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search personnel name' }), {
      target: { value: 'erin' },
    });
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('q')).toBe('erin'), long);
    expect(await screen.findByText('No supervisors found', {}, long)).toBeTruthy();
    expect(screen.getByText('No area managers found')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Erin Events' })).toBeTruthy();
  });

  it('shows event cards with the client for an admin, Unknown Client as the fallback, and filters by event', async () => {
    const calls: URL[] = [];
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['admin'], role: 'admin' }) } },
      'GET /api/v1/clients': { body: { items: [], page: 1, limit: 100, total: 0 } },
      'GET /api/v1/reports/performance/events': ({ url }) => {
        calls.push(url);
        const id = url.searchParams.get('eventId');
        return { body: { rows: events.filter((e) => !id || e.eventId === id), period } };
      },
    });
    renderApp('/reports/performance-metrics?view=events');
    const bulls = await screen.findByRole('article', { name: 'Bulls vs Knicks' }, { timeout: 15_000 });
    expect(within(bulls).getByText('Demo Guarding Co.')).toBeTruthy();
    expect(
      within(bulls)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['2', '4', '$80.00']);
    const market = screen.getByRole('article', { name: 'Night Market' });
    expect(within(market).getByText('Unknown Client')).toBeTruthy();
    // The admin's client filter reads Client / All Clients.
    expect(screen.getByRole('combobox', { name: 'Client' }).textContent).toBe('All Clients');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Event' }));
    const listbox = await screen.findByRole('listbox', {}, long);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Events', 'Bulls vs Knicks', 'Night Market']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Night Market' }));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('eventId')).toBe(events[1]?.eventId), long);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Bulls vs Knicks' })).toBeNull(), long);
    expect(screen.getByRole('article', { name: 'Night Market' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toContain(
      `performance/events.csv?from=`,
    );
    expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toContain(
      `eventId=${events[1]?.eventId}`,
    );
  });

  it('ignores a malformed event id in the address and shows every event', async () => {
    const calls: URL[] = [];
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser() } },
      'GET /api/v1/reports/performance/events': ({ url }) => {
        calls.push(url);
        return { body: { rows: events, period } };
      },
    });
    renderApp('/reports/performance-metrics?view=events&event=not-an-id');
    expect(await screen.findByRole('article', { name: 'Night Market' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // An executive sees no client names and no client filter.
    expect(screen.queryByText('Unknown Client')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Client' })).toBeNull();
    expect(calls.every((url) => !url.searchParams.has('eventId'))).toBe(true);
  });

  it('shows the error with Retry and loads again', async () => {
    let fail = true;
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser() } },
      'GET /api/v1/reports/performance/personnel': () =>
        fail
          ? { status: 500, body: { error: { code: 'internal', message: 'Something went wrong.' } } }
          : { body: { rows: people, period } },
    });
    renderApp('/reports/performance-metrics');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 15_000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('article', { name: 'Sam Supervisor' }, long)).toBeTruthy();
  });
});
