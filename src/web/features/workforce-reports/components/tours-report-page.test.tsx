import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TourReport, TourReportRow, TourRunDetail } from '../../../../shared/contract/tours.ts';
import { disabledReasonOf, expectColumnHeaders, mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

const runId = '00000000-0000-4000-8000-0000000000a1';
const event = { id: '00000000-0000-4000-8000-0000000000e1', name: 'Harbour Watch' };

function row(overrides: Partial<TourReportRow>): TourReportRow {
  return {
    tourId: '00000000-0000-4000-8000-0000000000b1',
    tourName: 'Night perimeter',
    event,
    runId,
    startsAt: '2026-06-09T22:00:00.000Z',
    endsAt: '2026-06-09T23:00:00.000Z',
    state: 'missed checkpoints',
    expected: 4,
    scanned: 3,
    missed: 1,
    late: 2,
    flagged: 2,
    flagCounts: [
      { flag: 'far', count: 1 },
      { flag: 'no_position', count: 1 },
    ],
    ...overrides,
  };
}

const report: TourReport = {
  rows: [
    row({}),
    row({
      tourName: 'Gate round',
      runId: null,
      startsAt: '2026-06-10T08:00:00.000Z',
      endsAt: '2026-06-10T09:00:00.000Z',
      state: 'upcoming',
      expected: 7,
      scanned: 0,
      missed: 0,
      late: 0,
      flagged: 0,
      flagCounts: [],
    }),
  ],
};

const detail: TourRunDetail = {
  id: runId,
  tourId: report.rows[0]?.tourId ?? '',
  tourName: 'Night perimeter',
  ordered: true,
  event: { ...event, timeZone: 'UTC' },
  startsAt: '2026-06-09T22:00:00.000Z',
  endsAt: '2026-06-09T23:00:00.000Z',
  closesAt: '2026-06-09T23:15:00.000Z',
  state: 'missed checkpoints',
  checkpoints: [
    {
      id: 'cp1',
      name: 'North gate',
      latitude: 51.5,
      longitude: -0.12,
      radiusMeters: 30,
      status: 'scanned',
      countedAt: '2026-06-09T22:05:00.000Z',
    },
    {
      id: 'cp2',
      name: 'Loading bay',
      latitude: 51.501,
      longitude: -0.121,
      radiusMeters: 30,
      status: 'missed',
      countedAt: null,
    },
  ],
  scans: [
    {
      id: 's1',
      checkpointId: 'cp1',
      guard: { id: 'g1', name: 'Gus Guard' },
      at: '2026-06-09T22:05:00.000Z',
      latitude: 51.50012,
      longitude: -0.12003,
      accuracy: 8.4,
      flagged: null,
      flags: [],
      receivedAt: '2026-06-09T22:05:02.000Z',
    },
    {
      id: 's2',
      checkpointId: 'cp1',
      guard: { id: 'g2', name: 'Fay Far' },
      at: '2026-06-09T22:07:00.000Z',
      latitude: 51.51,
      longitude: -0.13,
      accuracy: null,
      flagged: 'far',
      flags: ['far', 'low_accuracy'],
      receivedAt: '2026-06-09T22:07:30.000Z',
    },
    {
      id: 's3',
      checkpointId: 'cp2',
      guard: { id: 'g3', name: 'Nell Nowhere' },
      at: '2026-06-09T22:10:00.000Z',
      latitude: null,
      longitude: null,
      accuracy: null,
      flagged: 'late_sync',
      flags: ['late_sync', 'no_position'],
      receivedAt: '2026-06-09T23:52:00.000Z',
    },
  ],
};

function mockApi(body: TourReport) {
  return mockFetch({
    'GET /api/v1/auth/session': { body: { user: sessionUser() } },
    'GET /api/v1/reports/tours': { body },
    [`GET /api/v1/reports/tours/runs/${runId}`]: { body: detail },
  });
}

describe('tours report page', () => {
  it('lists each run with its counts and state, and a CSV link for the same period', async () => {
    const fetchMock = mockApi(report);
    renderApp('/reports/tours?from=2026-06-08&to=2026-06-14');
    expect(await screen.findByRole('heading', { name: 'Reports / Tours' }, { timeout: 15_000 })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Tour runs' });
    expectColumnHeaders(grid, [
      'Run start',
      'Tour',
      'Event',
      'State',
      'Expected',
      'Scanned',
      'Missed',
      'Late',
      'Flagged',
    ]);

    const first = (await within(grid).findByText('Night perimeter')).closest<HTMLElement>('[role="row"]');
    if (!first) throw new Error('no row for the first run');
    const cell = (field: string) => first.querySelector(`[data-field="${field}"]`)?.textContent;
    expect(cell('event')).toBe('Harbour Watch');
    expect(cell('expected')).toBe('4');
    expect(cell('scanned')).toBe('3');
    expect(cell('missed')).toBe('1');
    expect(cell('late')).toBe('2');
    expect(cell('flagged')).toBe('2Far from the checkpoint: 1No position: 1');
    const chip = within(first).getByText('Missed checkpoints').closest('[data-state]');
    expect(chip?.getAttribute('data-state')).toBe('missed checkpoints');

    // A run with nothing recorded yet has no details to open.
    const second = within(grid).getByText('Gate round').closest<HTMLElement>('[role="row"]');
    if (!second) throw new Error('no row for the second run');
    expect(second.querySelector('[data-field="expected"]')?.textContent).toBe('7');
    expect(within(second).getByText('Upcoming')).toBeTruthy();
    const cannotOpen = within(second).getByRole('button', { name: 'Open the run' }) as HTMLButtonElement;
    expect(cannotOpen.disabled).toBe(true);
    expect(disabledReasonOf(cannotOpen)).toBe('Nothing recorded for this run yet');

    // The report asked for the period in the address, and the CSV carries the same period.
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/v1/reports/tours');
    expect(asked?.searchParams.get('from')).toMatch(/^2026-06-0[78]T/);
    expect(asked?.searchParams.get('to')).toMatch(/^2026-06-1[45]T/);
    const csv = new URL(
      screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href') ?? '',
      'http://localhost',
    );
    expect(csv.pathname).toBe('/api/v1/reports/tours.csv');
    expect(csv.searchParams.get('from')).toBe(asked?.searchParams.get('from'));
    expect(csv.searchParams.get('to')).toBe(asked?.searchParams.get('to'));
  });

  it('says so when the period has no runs', async () => {
    mockApi({ rows: [] });
    renderApp('/reports/tours?from=2026-06-08&to=2026-06-14');
    expect(await screen.findByText('No tour runs in this period.', {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('asks for a shorter period past 92 days, and no longer shows the runs of the period before', async () => {
    const fetchMock = mockApi(report);
    const { router } = renderApp('/reports/tours?from=2026-06-08&to=2026-06-14');
    const grid = await screen.findByRole('grid', { name: 'Tour runs' }, { timeout: 15_000 });
    expect(await within(grid).findByText('Night perimeter')).toBeTruthy();
    const asked = () =>
      fetchMock.mock.calls.filter(
        ([input]) => new URL(String(input), 'http://localhost').pathname === '/api/v1/reports/tours',
      ).length;
    const before = asked();
    expect(before).toBeGreaterThan(0);

    await act(() => router.navigate('/reports/tours?from=2026-01-01&to=2026-06-30'));
    expect(await screen.findByText('The tour report covers at most 92 days: shorten the period.')).toBeTruthy();
    expect(screen.queryByText('Night perimeter')).toBeNull();
    expect(screen.queryByRole('grid', { name: 'Tour runs' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Export CSV/ })?.getAttribute('href') ?? null).toBeNull();
    expect(asked()).toBe(before);
  });

  it('opens a run with its checkpoints, its scans and their flags, and its PDF; back returns to the list', async () => {
    mockApi(report);
    const { router } = renderApp('/reports/tours?from=2026-06-08&to=2026-06-14');
    const grid = await screen.findByRole('grid', { name: 'Tour runs' }, { timeout: 15_000 });
    const first = (await within(grid).findByText('Night perimeter')).closest<HTMLElement>('[role="row"]');
    if (!first) throw new Error('no row for the first run');
    fireEvent.click(within(first).getByRole('button', { name: 'Open the run' }));

    const details = await screen.findByTestId('tour-run-details');
    expect(router.state.location.search).toContain(`run=${runId}`);
    expect(within(details).getByRole('heading', { name: 'Night perimeter' })).toBeTruthy();
    expect(within(details).getByText('Harbour Watch')).toBeTruthy();
    const pdf = within(details).getByRole('link', { name: /Download PDF/ });
    expect(pdf.getAttribute('href')).toBe(`/api/v1/reports/tours/runs/${runId}.pdf`);

    const checkpoints = within(details).getAllByRole('listitem');
    expect(checkpoints.map((item) => item.textContent)).toEqual([
      expect.stringContaining('North gate'),
      expect.stringContaining('Loading bay'),
    ]);
    expect(within(checkpoints[0] as HTMLElement).getByText('Scanned')).toBeTruthy();
    expect(within(checkpoints[1] as HTMLElement).getByText('Missed')).toBeTruthy();

    const scans = within(details).getByRole('table', { name: 'Scans' });
    const [, inTime, far, blind] = within(scans).getAllByRole('row');
    expect(inTime?.getAttribute('data-flagged')).toBe('');
    expect(within(inTime as HTMLElement).getByText('Gus Guard')).toBeTruthy();
    expect(within(inTime as HTMLElement).getByText('51.50012, -0.12003 ±8 m')).toBeTruthy();
    expect(within(inTime as HTMLElement).getByText('—')).toBeTruthy();
    expect(far?.getAttribute('data-flagged')).toBe('far');
    expect(within(far as HTMLElement).getByText('Fay Far')).toBeTruthy();
    expect(within(far as HTMLElement).getByText('North gate')).toBeTruthy();
    expect(within(far as HTMLElement).getByText('Far from the checkpoint')).toBeTruthy();
    expect(within(far as HTMLElement).getByText('Low accuracy')).toBeTruthy();
    // Sent 30 seconds after it was taken: not late enough to say so.
    expect(within(far as HTMLElement).queryByText(/min late/)).toBeNull();
    // Without a position, and sent 102 minutes late, after the run had been judged missed.
    expect(blind?.getAttribute('data-flagged')).toBe('late_sync');
    expect(within(blind as HTMLElement).getByText('No position', { selector: 'td' })).toBeTruthy();
    expect(within(blind as HTMLElement).getByText('Sent after the run was missed')).toBeTruthy();
    expect(within(blind as HTMLElement).getByText('Sent 102 min late')).toBeTruthy();
    expect(within(blind as HTMLElement).getAllByText('No position')).toHaveLength(2);

    fireEvent.click(within(details).getByRole('button', { name: 'Back to the runs' }));
    await waitFor(() => expect(screen.queryByTestId('tour-run-details')).toBeNull());
    expect(router.state.location.search).not.toContain('run=');
    expect(screen.getByRole('grid', { name: 'Tour runs' })).toBeTruthy();
  });

  it('says so when a run cannot be loaded', async () => {
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser() } },
      'GET /api/v1/reports/tours': { body: report },
    });
    renderApp(`/reports/tours?from=2026-06-08&to=2026-06-14&run=${runId}`);
    expect(await screen.findByText(/The run could not be loaded\./, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
