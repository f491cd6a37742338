import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventSummary } from '../../../../shared/contract/events.ts';
import type {
  PatrolAssignment,
  PatrolRoute,
  PatrolRouteBody,
  RunsheetStop,
} from '../../../../shared/contract/patrol-routes.ts';
import type { Shift } from '../../../../shared/contract/shifts.ts';
import type { Checkpoint } from '../../../../shared/contract/tours.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { type MockHandler, type MockResponse, mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

const id = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
const harbor = id(1);
const mall = id(2);
const routeId = id(10);
const gate = id(21);
const dock = id(22);
const lobby = id(23);

function site(over: Partial<EventSummary> & Pick<EventSummary, 'id' | 'eventName'>): EventSummary {
  return {
    customerId: id(90),
    customerName: 'Port Authority',
    clientId: id(91),
    siteName: null,
    timeZone: 'UTC',
    startDate: '2026-11-01T00:00:00.000Z',
    endDate: '2027-01-31T00:00:00.000Z',
    status: 'Active',
    guardPayrate: 20,
    managerPayrate: 30,
    supervisorPayrate: 25,
    payrollBudget: 0,
    guardsAssigned: 0,
    guardsOnDuty: 0,
    guardsOnBreak: 0,
    ...over,
  };
}

function checkpoint(checkpointId: string, eventId: string, name: string): Checkpoint {
  return {
    id: checkpointId,
    eventId,
    name,
    latitude: 41.88,
    longitude: -87.63,
    radiusMeters: 30,
    instructions: null,
    scanUrl: `http://localhost/field/scan/${checkpointId}`,
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}

const nightPatrol: PatrolRoute = {
  id: routeId,
  name: 'Night patrol',
  stops: [
    {
      id: id(31),
      position: 1,
      eventId: harbor,
      eventName: 'Harbor Terminal',
      timeZone: 'UTC',
      windowStart: '22:00',
      windowEnd: '23:00',
      checkpoints: [{ id: gate, name: 'Gate' }],
    },
    {
      id: id(32),
      position: 2,
      eventId: mall,
      eventName: 'North Mall',
      timeZone: 'UTC',
      windowStart: '23:30',
      windowEnd: '00:30',
      checkpoints: [{ id: lobby, name: 'Lobby' }],
    },
  ],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function nightStop(over: Partial<RunsheetStop> & Pick<RunsheetStop, 'stopId' | 'position'>): RunsheetStop {
  return {
    eventId: harbor,
    eventName: 'Harbor Terminal',
    timeZone: 'UTC',
    address: null,
    lat: null,
    lng: null,
    windowStartsAt: '2026-12-07T22:00:00.000Z',
    windowEndsAt: '2026-12-07T23:00:00.000Z',
    status: 'upcoming',
    visitedAt: null,
    checkpoints: [],
    ...over,
  };
}

const night: PatrolAssignment = {
  id: id(40),
  routeId,
  routeName: 'Night patrol',
  shift: {
    id: id(50),
    eventId: harbor,
    eventName: 'Harbor Terminal',
    post: 'Mobile 1',
    startAt: '2026-12-07T21:00:00.000Z',
    endAt: '2026-12-08T05:00:00.000Z',
    people: [{ id: id(60), name: 'Ann North' }],
  },
  stops: [
    nightStop({ stopId: id(31), position: 1, status: 'visited', visitedAt: '2026-12-07T22:14:00.000Z' }),
    nightStop({
      stopId: id(32),
      position: 2,
      eventId: mall,
      eventName: 'North Mall',
      windowStartsAt: '2026-12-07T23:30:00.000Z',
      windowEndsAt: '2026-12-08T00:30:00.000Z',
      status: 'missed',
    }),
  ],
};

function shift(over: Partial<Shift> & Pick<Shift, 'id' | 'post'>): Shift {
  return {
    eventId: harbor,
    eventName: 'Harbor Terminal',
    eventTimeZone: 'UTC',
    startAt: '2026-12-09T21:00:00.000Z',
    endAt: '2026-12-10T05:00:00.000Z',
    headcount: 2,
    requiredRole: 'guard',
    notes: null,
    seriesId: null,
    status: 'scheduled',
    published: true,
    publishedAt: '2026-12-01T10:00:00.000Z',
    cancelledAt: null,
    filled: 1,
    pending: 0,
    assignments: [
      {
        userId: id(61),
        name: 'Bob East',
        status: 'assigned',
        source: 'manager',
        assignedAt: '2026-12-01T10:00:00.000Z',
        assignedBy: null,
        assignedByName: null,
        override: null,
      },
    ],
    editOverride: null,
    createdAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z',
    ...over,
  };
}

const supervisor = { body: { user: sessionUser({ roles: ['supervisor'], role: 'supervisor' }) } };
const sites = [site({ id: harbor, eventName: 'Harbor Terminal' }), site({ id: mall, eventName: 'North Mall' })];

function mockApi(routes: PatrolRoute[], more: Record<string, MockResponse | MockHandler> = {}) {
  return mockFetch({
    'GET /api/v1/auth/session': supervisor,
    'GET /api/v1/patrol-routes': { body: { items: routes } },
    'GET /api/v1/events': { body: { items: sites, page: 1, limit: 100, total: sites.length } },
    [`GET /api/v1/patrol-routes/sites/${harbor}/checkpoints`]: {
      body: { items: [checkpoint(gate, harbor, 'Gate'), checkpoint(dock, harbor, 'Dock')] },
    },
    [`GET /api/v1/patrol-routes/sites/${mall}/checkpoints`]: { body: { items: [checkpoint(lobby, mall, 'Lobby')] } },
    [`GET /api/v1/patrol-routes/${routeId}/assignments`]: {
      body: { items: [night], now: '2026-12-08T01:00:00.000Z' },
    },
    ...more,
  });
}

const open = async () => {
  renderApp('/patrol-routes');
  return screen.findByRole('heading', { name: 'Patrol routes', level: 1 }, { timeout: 15_000 });
};

describe('the patrol routes screen', () => {
  it('says there are no routes yet', async () => {
    mockApi([]);
    await open();
    expect(await screen.findByText('No patrol routes yet')).toBeTruthy();
  });

  it('lists the routes with their stops and sites, and shows a route’s nights with each stop’s state', async () => {
    mockApi([nightPatrol]);
    await open();
    const list = await screen.findByRole('list', { name: 'Patrol routes' });
    const row = within(list).getByTestId('patrol-route');
    expect(row.textContent).toContain('Night patrol');
    expect(row.textContent).toContain('Stops: 2');
    expect(row.textContent).toContain('Harbor Terminal · North Mall');

    fireEvent.click(within(row).getByRole('button', { name: /^Night patrol/ }));
    const nights = await screen.findByRole('list', { name: 'Nights' });
    const stops = within(nights).getAllByTestId('patrol-night-stop');
    expect(stops.map((s) => s.getAttribute('data-status'))).toEqual(['visited', 'missed']);
    expect(within(stops[0] as HTMLElement).getByText('Visited')).toBeTruthy();
    expect(stops[0]?.textContent).toMatch(/Visited \d\d:\d\d/);
    expect(within(stops[1] as HTMLElement).getByText('Missed')).toBeTruthy();
    expect(within(nights).getByText('People: Ann North')).toBeTruthy();
  });

  it('plans a route: messages by code beside each field, stops reordered, the body sent in order', async () => {
    const sent: PatrolRouteBody[] = [];
    mockApi([], {
      'POST /api/v1/patrol-routes': ({ body }) => {
        sent.push(body as PatrolRouteBody);
        return sent.length === 1
          ? {
              status: 400,
              body: {
                error: {
                  code: 'bad_request',
                  message: 'Some fields are not valid.',
                  fields: { 'stops.1.checkpointIds': 'Every checkpoint must belong to this event' },
                  fieldErrors: { 'stops.1.checkpointIds': { code: 'tour.checkpoints_of_event' } },
                },
              },
            }
          : { status: 201, body: { id: routeId } };
      },
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'New route' }));
    const dialog = await screen.findByRole('dialog', { name: 'New patrol route' });

    // Nothing filled in: each message stands beside its field, in the reader's language.
    await act(() => i18n.changeLanguage('tr'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('En az bir kontrol noktası seçin')).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    expect(await within(dialog).findByText('Give at least one checkpoint')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Night patrol' } });
    const pickSite = async (stop: HTMLElement, name: string) => {
      fireEvent.mouseDown(within(stop).getByRole('combobox', { name: /^Site/ }));
      fireEvent.click(await screen.findByRole('option', { name }));
    };
    const pickCheckpoint = async (stop: HTMLElement, name: string) => {
      const field = within(stop).getByRole('combobox', { name: /^Checkpoints to scan/ });
      await waitFor(() => expect(field.getAttribute('aria-disabled')).not.toBe('true'));
      fireEvent.mouseDown(field);
      fireEvent.click(await screen.findByRole('option', { name }));
      fireEvent.keyDown(await screen.findByRole('listbox'), { key: 'Escape' });
    };
    let stops = within(dialog).getAllByTestId('patrol-stop-editor');
    await pickSite(stops[0] as HTMLElement, 'Harbor Terminal');
    await pickCheckpoint(stops[0] as HTMLElement, 'Dock');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a stop' }));
    stops = within(dialog).getAllByTestId('patrol-stop-editor');
    await pickSite(stops[1] as HTMLElement, 'North Mall');
    await pickCheckpoint(stops[1] as HTMLElement, 'Lobby');
    // The same time at both ends is no window.
    fireEvent.change(within(stops[1] as HTMLElement).getByLabelText(/^Window until/), { target: { value: '22:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The window must end at another time than it starts')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(stops[1] as HTMLElement).getByLabelText(/^Window until/), { target: { value: '00:30' } });

    // North Mall goes first.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move stop 2 up' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Night patrol',
      stops: [
        { eventId: mall, windowStart: '22:00', windowEnd: '00:30', checkpointIds: [lobby] },
        { eventId: harbor, windowStart: '22:00', windowEnd: '23:00', checkpointIds: [dock] },
      ],
    });
    // The server's refusal stands at the field it names, by its code.
    stops = within(dialog).getAllByTestId('patrol-stop-editor');
    expect(await within(stops[1] as HTMLElement).findByText('Every checkpoint must belong to this event')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove stop 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New patrol route' })).toBeNull());
    expect(sent[1]?.stops).toHaveLength(1);
  });

  it('deletes a route only once confirmed', async () => {
    const deleted: string[] = [];
    mockApi([nightPatrol], {
      [`DELETE /api/v1/patrol-routes/${routeId}`]: () => {
        deleted.push(routeId);
        return { status: 204 };
      },
    });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Night patrol' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the route “Night patrol”?' });
    expect(deleted).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([routeId]));
  });

  it('assigns the route to a shift of a day, saying why the server refused in the reader’s language', async () => {
    const assigned: unknown[] = [];
    mockApi([nightPatrol], {
      'GET /api/v1/shifts': {
        body: { items: [shift({ id: id(51), post: 'Mobile 2' }), shift({ id: id(52), post: 'Mobile 3' })] },
      },
      [`POST /api/v1/patrol-routes/${routeId}/assignments`]: ({ body }) => {
        assigned.push(body);
        return assigned.length === 1
          ? {
              status: 409,
              body: {
                error: {
                  code: 'patrol.shift_has_route',
                  message: 'This shift already runs the route Harbour loop.',
                  params: { routeName: 'Harbour loop' },
                },
              },
            }
          : { status: 201, body: { id: id(41) } };
      },
    });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: /^Night patrol/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Assign to a shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign “Night patrol” to a shift' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Mobile 2/ }));
    await act(() => i18n.changeLanguage('tr'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ata' }));
    expect(await within(dialog).findByText(/Harbour loop/)).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toContain('önce onu kaldırın');
    fireEvent.click(within(dialog).getByRole('radio', { name: /Mobile 3/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ata' }));
    await waitFor(() => expect(assigned).toEqual([{ shiftId: id(51) }, { shiftId: id(52) }]));
  });

  it('takes the route off a shift once confirmed, saying when the shift has ended', async () => {
    mockApi([nightPatrol], {
      [`DELETE /api/v1/patrol-routes/${routeId}/assignments/${id(40)}`]: {
        status: 409,
        body: { error: { code: 'patrol.shift_ended', message: 'This shift has ended.' } },
      },
    });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: /^Night patrol/ }));
    fireEvent.click(await screen.findByRole('button', { name: /^Take the route off the Mobile 1 shift/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Take the route off this shift?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Unassign' }));
    expect(await within(confirm).findByText('This shift has ended: its visits are already judged.')).toBeTruthy();
  });
});
