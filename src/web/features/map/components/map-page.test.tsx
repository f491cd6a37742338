import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Alert } from '../../../../shared/contract/alerts.ts';
import type { MapGuard, MapGuardsResponse } from '../../../../shared/contract/map.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { alertFixture, mapGuardFixture } from '../../../test/fixtures.ts';
import { emitLive } from '../../../test/live-events.ts';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';
import type { GuardsMapProps } from './guards-map.tsx';

// Leaflet does not lay out in happy-dom: the map is a list of its markers here, the rest of the page is real.
vi.mock('./guards-map.tsx', () => ({
  default: ({ guards, onSelect, trail }: GuardsMapProps) => (
    <div data-testid="fake-map" data-trail={trail?.length ?? 0}>
      {guards
        .filter((g) => g.position)
        .map((g) => (
          <button
            type="button"
            key={g.userId}
            data-lat={g.position?.lat}
            data-status={g.status}
            onClick={() => onSelect(g.userId)}
          >
            {`marker ${g.name}`}
          </button>
        ))}
    </div>
  ),
}));

vi.mock('../../../lib/live-stream.ts', async (importOriginal) => {
  const { liveStreamWithTestHandlers } = await import('../../../test/live-events.ts');
  return liveStreamWithTestHandlers(await importOriginal(), { useLiveStatus: () => 'open' });
});

const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

function guard(overrides: Partial<MapGuard> = {}): MapGuard {
  return mapGuardFixture({
    clockedInAt: ago(2 * 3_600_000),
    position: { lat: 41.88, lng: -87.63, accuracy: 10, at: ago(12_000) },
    ...overrides,
  });
}

function mapResponse(guards: MapGuard[]): MapGuardsResponse {
  return {
    now: now.toISOString(),
    guards,
    events: [
      { id: 'e1', name: 'Mall Day', latitude: 41.88, longitude: -87.63, scheduledNow: 3, zones: [] },
      { id: 'e2', name: 'Stadium Night', latitude: 41.95, longitude: -87.65, scheduledNow: 1, zones: [] },
    ],
    tiles: { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'Tiles' },
  };
}

function sosAlert(guardId: string): Alert {
  return alertFixture({ guard: { id: guardId, name: 'Bob South' }, createdAt: new Date().toISOString() });
}

const guards = [
  guard(),
  guard({
    userId: 'u2',
    name: 'Bob South',
    status: 'onBreak',
    onBreak: { since: ago(5 * 60_000), lengthOfBreak: 15 },
  }),
  guard({ userId: 'u3', name: 'Cem East', status: 'sos', eventId: 'e2', eventName: 'Stadium Night' }),
];

function mockApi(list: MapGuard[] = guards) {
  const trailCalls: string[] = [];
  const fetchMock = mockFetch({
    'GET /api/v1/auth/session': { body: { user: sessionUser() } },
    'GET /api/v1/map/guards': { body: mapResponse(list) },
    'GET /api/v1/map/trail': ({ url }) => {
      trailCalls.push(url.search);
      return {
        body: {
          userId: url.searchParams.get('userId'),
          points: [
            { lat: 41.879, lng: -87.629, at: ago(60_000) },
            { lat: 41.88, lng: -87.63, at: ago(12_000) },
          ],
        },
      };
    },
  });
  return { fetchMock, trailCalls };
}

/** The list beside the map (wide screens) or in the sheet over it (phones). */
async function openList() {
  await screen.findByTestId('fake-map', {}, { timeout: 15_000 });
  const handle = screen.queryByRole('button', { name: /Show guards/ });
  if (handle) fireEvent.click(handle);
  return screen.getByRole('list', { name: 'Guards on duty' });
}

describe('real-time map page', () => {
  it('counts the guards by status and lists those needing attention first', async () => {
    mockApi();
    renderApp('/map');
    expect(await screen.findByRole('heading', { name: 'Real-time map' }, { timeout: 15_000 })).toBeTruthy();
    const summary = await screen.findByRole('list', { name: 'Guards by status' });
    expect(within(summary).getByTestId('map-count-onDuty').getAttribute('data-count')).toBe('1');
    expect(within(summary).getByTestId('map-count-onBreak').getAttribute('data-count')).toBe('1');
    expect(within(summary).getByTestId('map-count-sos').getAttribute('data-count')).toBe('1');
    expect(screen.getByTestId('map-live').textContent).toBe('Live');
    const list = await openList();
    const rows = within(list).getAllByTestId('map-guard-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['sos', 'onBreak', 'onDuty']);
    expect(rows[2]?.textContent).toContain('Updated 12s ago');
  });

  it('shows each event’s coverage in the event list: on duty now against scheduled now, short ones stand out', async () => {
    mockApi();
    renderApp('/map');
    await screen.findByTestId('fake-map', {}, { timeout: 15_000 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Event' }));
    const options = await screen.findAllByTestId('map-event-option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Mall DayOn duty 2 · Scheduled now 3',
      'Stadium NightOn duty 1 · Scheduled now 1',
    ]);
    const [mall, stadium] = options.map((o) => within(o).getByTestId('map-event-coverage'));
    // Fewer on duty than scheduled: the warning colour, as on the dashboard.
    expect(mall && getComputedStyle(mall).color).not.toBe(stadium && getComputedStyle(stadium).color);
    fireEvent.click(options[1] as HTMLElement);
    expect(screen.getByRole('combobox', { name: 'Event' }).textContent).toBe('Stadium Night');
  });

  it('shows the details and the trail of a guard picked on the map', async () => {
    const { trailCalls } = mockApi();
    renderApp('/map');
    fireEvent.click(await screen.findByRole('button', { name: 'marker Bob South' }, { timeout: 15_000 }));
    const details = await screen.findByTestId('map-guard-details');
    expect(within(details).getByRole('heading', { name: 'Bob South' })).toBeTruthy();
    expect(within(details).getByTestId('map-guard-status').textContent).toBe('On break');
    expect(details.textContent).toContain('15 min allowed');
    expect(details.textContent).toContain('Mall Day');
    await waitFor(() => expect(trailCalls).toEqual(['?userId=u2&hours=2']));
    expect(await within(details).findByText('Positions on the trail: 2')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('fake-map').getAttribute('data-trail')).toBe('2'));
    fireEvent.click(within(details).getByRole('button', { name: 'Last 8 h' }));
    await waitFor(() => expect(trailCalls).toContain('?userId=u2&hours=8'));
    fireEvent.click(within(details).getByRole('button', { name: 'Back to the list' }));
    expect(screen.getByRole('list', { name: 'Guards on duty' })).toBeTruthy();
  });

  it('moves, recolours and removes guards from the live stream', async () => {
    mockApi();
    renderApp('/map');
    const marker = await screen.findByRole('button', { name: 'marker Ann North' }, { timeout: 15_000 });
    emitLive('guard.location', {
      userId: 'u1',
      eventId: 'e1',
      lat: 41.9,
      lng: -87.6,
      accuracy: 5,
      at: new Date().toISOString(),
      allowed: 'outside',
      inRestrictedZone: false,
    });
    // The query cache tells its observers on the next tick.
    await waitFor(() => expect(marker.getAttribute('data-lat')).toBe('41.9'));
    expect(marker.getAttribute('data-status')).toBe('outOfZone');
    expect(screen.getByTestId('map-count-outOfZone').getAttribute('data-count')).toBe('1');
    emitLive('alert.created', { alert: sosAlert('u2') });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'marker Bob South' }).getAttribute('data-status')).toBe('sos'),
    );
    expect(screen.getByTestId('map-count-sos').getAttribute('data-count')).toBe('2');
    emitLive('guard.status', { userId: 'u1', eventId: 'e1', status: 'off', at: new Date().toISOString() });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'marker Ann North' })).toBeNull());
    expect(screen.getByTestId('map-count-outOfZone').getAttribute('data-count')).toBe('0');
  });

  it('filters by event and says when nobody is on duty there', async () => {
    mockApi([guards[0] as MapGuard]);
    const { router } = renderApp('/map?event=e2');
    expect(
      await screen.findByText('No guards are on duty at this event right now.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'marker Ann North' })).toBeNull();
    await act(() => router.navigate('/map'));
    expect(await screen.findByRole('button', { name: 'marker Ann North' })).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    await i18n.changeLanguage('ar');
    mockApi([]);
    renderApp('/map');
    expect(await screen.findByRole('heading', { name: 'الخريطة المباشرة' }, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText('لا يوجد حراس في المناوبة الآن.')).toBeTruthy();
  });

  it('shows an error when the map cannot be loaded', async () => {
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser() } },
      'GET /api/v1/map/guards': {
        status: 403,
        body: { error: { code: 'forbidden', message: 'You are not allowed to do that.' } },
      },
    });
    renderApp('/map');
    expect(await screen.findByText('The map could not be loaded', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
