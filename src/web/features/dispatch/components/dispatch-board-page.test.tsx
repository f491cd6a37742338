import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type {
  DispatchCall,
  DispatchCallDetail,
  DispatchUnit,
  DispatchUnitList,
} from '../../../../shared/contract/dispatch.ts';
import { emitLive } from '../../../test/live-events.ts';
import { fieldsRefused, type MockHandler, mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';
import type { DispatchMapProps } from './dispatch-map.tsx';

// Leaflet does not lay out in happy-dom: the map is a list of its markers here, the rest of the board is real.
vi.mock('./dispatch-map.tsx', () => ({
  default: ({ calls, units, onSelect, callLabel }: DispatchMapProps) => (
    <div data-testid="fake-dispatch-map" data-units={units.length}>
      {calls.map((call) => (
        <button type="button" key={call.id} onClick={() => onSelect(call.id)}>
          {`marker ${callLabel(call)}`}
        </button>
      ))}
    </div>
  ),
  PointPickerMap: () => <div data-testid="fake-point-picker" />,
}));

vi.mock('../../../lib/live-stream.ts', async (importOriginal) => {
  const { liveStreamWithTestHandlers } = await import('../../../test/live-events.ts');
  return liveStreamWithTestHandlers(await importOriginal());
});

const manager = { body: { user: sessionUser({ roles: ['manager'], role: 'manager' }) } };
/** The server's clock in every answer: the board counts down from it, whatever this machine's clock says. */
const serverNow = Date.parse('2026-12-07T12:00:00.000Z');
const at = (minutes: number) => new Date(serverNow + minutes * 60_000).toISOString();
const id = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;

function dispatchCall(over: Partial<DispatchCall> & { id: string }): DispatchCall {
  return {
    eventId: id(90),
    eventName: 'Harbor Terminal',
    customerId: id(91),
    customerName: 'Harbor Co',
    address: null,
    lat: 41.88,
    lng: -87.63,
    type: 'alarm',
    priority: 2,
    description: 'Intruder alarm, loading dock',
    callerName: 'Dana Caller',
    callerPhone: '+1 312 555 0100',
    source: 'dispatcher',
    status: 'new',
    outcome: null,
    receivedAt: at(-20),
    targetAt: at(10),
    targetMinutes: 30,
    assignee: null,
    assignedAt: null,
    acknowledgedAt: null,
    enRouteAt: null,
    onSceneAt: null,
    clearedAt: null,
    cancelledAt: null,
    arrivalFar: false,
    responseMinutes: null,
    targetMissed: false,
    createdBy: { id: id(92), name: 'Mia Manager' },
    incidentReportId: null,
    ...over,
  };
}

// P2 with 3 minutes left (warning), P1 past its target and assigned 5 minutes ago (breach, not acknowledged),
// P1 with 10 minutes left, P3 with 40: sent in another order than the queue's.
const warning = dispatchCall({ id: id(1), priority: 2, targetAt: at(3), eventName: 'Mall Day' });
const breached = dispatchCall({
  id: id(2),
  priority: 1,
  type: 'disturbance',
  targetAt: at(-2),
  receivedAt: at(-17),
  status: 'assigned',
  assignee: { id: id(50), name: 'Ann North' },
  assignedAt: at(-5),
});
const urgent = dispatchCall({
  id: id(3),
  priority: 1,
  targetAt: at(10),
  status: 'en_route',
  eventId: null,
  eventName: null,
  address: '12 Dock Street',
});
const routine = dispatchCall({ id: id(4), priority: 3, type: 'patrol_request', targetAt: at(40) });

function detailOf(call: DispatchCall): DispatchCallDetail {
  return {
    ...call,
    timeline: [
      {
        id: id(60),
        action: 'created',
        status: 'new',
        at: call.receivedAt,
        by: { id: id(92), name: 'Mia Manager' },
        assignee: null,
        lat: null,
        lng: null,
        accuracy: null,
        far: false,
        outcome: null,
        reason: null,
      },
    ],
  };
}

function unit(over: Partial<DispatchUnit> & { userId: string; name: string }): DispatchUnit {
  return {
    available: true,
    distanceMeters: 850,
    etaMinutes: 2,
    lastPositionAt: at(-1),
    lat: 41.881,
    lng: -87.631,
    callId: null,
    eventName: null,
    ...over,
  };
}

const units: DispatchUnitList = {
  speedKmh: 40,
  items: [
    unit({ userId: id(51), name: 'Bob South' }),
    unit({ userId: id(52), name: 'Cem East', distanceMeters: 2400, etaMinutes: 4 }),
    unit({ userId: id(50), name: 'Ann North', available: false, callId: id(2), eventName: 'Stadium' }),
  ],
};

function mockBoard(extra: Record<string, MockHandler | { status?: number; body?: unknown }> = {}) {
  const listReads: string[] = [];
  const posts: { path: string; body: unknown }[] = [];
  const calls = [routine, warning, urgent, breached];
  const fetchMock = mockFetch({
    'GET /api/v1/auth/session': manager,
    'GET /api/v1/dispatch/calls': ({ url }) => {
      listReads.push(url.search);
      return { body: { items: calls, now: new Date(serverNow).toISOString() } };
    },
    [`GET /api/v1/dispatch/calls/${warning.id}`]: { body: detailOf(warning) },
    [`GET /api/v1/dispatch/calls/${warning.id}/units`]: { body: units },
    [`POST /api/v1/dispatch/calls/${warning.id}/assign`]: ({ body }) => {
      posts.push({ path: 'assign', body });
      return { body: detailOf({ ...warning, status: 'assigned', assignee: { id: id(52), name: 'Cem East' } }) };
    },
    [`POST /api/v1/dispatch/calls/${warning.id}/cancel`]: ({ body }) => {
      posts.push({ path: 'cancel', body });
      return { body: detailOf({ ...warning, status: 'cancelled' }) };
    },
    ...extra,
  });
  return { fetchMock, listReads, posts };
}

const rowsOf = () => within(screen.getByTestId('call-queue')).getAllByTestId('call-row');

describe('dispatch board', () => {
  it('lists the open calls in queue order with countdowns that warn and breach at the server’s time', async () => {
    const { listReads } = mockBoard();
    renderApp('/dispatch');
    expect(await screen.findByRole('heading', { name: 'Dispatch' }, { timeout: 15_000 })).toBeTruthy();
    await screen.findByTestId('call-queue');
    expect(listReads).toEqual(['?status=open']);
    const rows = rowsOf();
    expect(rows.map((row) => row.getAttribute('data-call'))).toEqual([breached.id, urgent.id, warning.id, routine.id]);
    expect(rows.map((row) => within(row).getByTestId('call-priority').textContent)).toEqual(['P1', 'P1', 'P2', 'P3']);
    expect(rows[1]?.textContent).toContain('12 Dock Street');
    expect(rows[0]?.textContent).toContain('Ann North');

    const timers = rows.map((row) => within(row).getByTestId('call-timer'));
    expect(timers.map((timer) => timer.getAttribute('data-state'))).toEqual(['breached', 'ok', 'warning', 'ok']);
    expect(timers[0]?.textContent).toMatch(/^2:0\d over target$/);
    expect(timers[2]?.textContent).toMatch(/^2:5\d left$/);
    const colour = (element: HTMLElement | undefined) => (element ? getComputedStyle(element).color : '');
    expect(new Set([colour(timers[0]), colour(timers[1]), colour(timers[2])]).size).toBe(3);

    // Assigned 5 minutes ago, not acknowledged: only that call carries the marker.
    expect(rows.map((row) => within(row).queryByTestId('call-ack-overdue') !== null)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('says when there are no open calls, and re-reads the queue on a live dispatch event', async () => {
    const { listReads } = mockBoard({
      'GET /api/v1/dispatch/calls': ({ url }) => {
        listReads.push(url.search);
        return { body: { items: [], now: new Date(serverNow).toISOString() } };
      },
    });
    renderApp('/dispatch');
    expect(await screen.findByText('No open calls', {}, { timeout: 15_000 })).toBeTruthy();
    emitLive('dispatch.call', { callId: warning.id, status: 'new', assigneeId: null, eventId: null, at: at(0) });
    await waitFor(() => expect(listReads).toHaveLength(2));
  });

  it('assigns the call to a unit picked with the arrow keys and Enter', async () => {
    const { posts } = mockBoard();
    renderApp(`/dispatch?call=${warning.id}`);
    const list = await screen.findByTestId('unit-list', {}, { timeout: 15_000 });
    expect(screen.getByTestId('units-speed-note').textContent).toBe(
      'Distances are in a straight line; the times assume an average speed of 40 km/h.',
    );
    expect(screen.getByText(/Keyboard: ↑ and ↓ move between units, Enter assigns/)).toBeTruthy();
    const rows = within(list).getAllByTestId('unit-row');
    expect(rows.map((row) => row.getAttribute('data-available'))).toEqual(['true', 'true', 'false']);
    expect(rows[0]?.textContent).toContain('850 m · about 2 min');
    expect(rows[1]?.textContent).toContain('2.4 km · about 4 min');
    expect(rows[2]?.textContent).toContain('On a call at Stadium');

    const first = within(list).getByRole('button', { name: 'Assign to Bob South' });
    const second = within(list).getByRole('button', { name: 'Assign to Cem East' });
    expect([first.tabIndex, second.tabIndex]).toEqual([0, -1]);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    expect(second.tabIndex).toBe(0);
    fireEvent.keyDown(second, { key: 'Enter' });
    await waitFor(() => expect(posts).toEqual([{ path: 'assign', body: { userId: id(52) } }]));
    expect(await screen.findByText('Call assigned to Cem East')).toBeTruthy();
  });

  it('cancels a call only with a reason', async () => {
    const { posts } = mockBoard();
    renderApp(`/dispatch?call=${warning.id}`);
    const details = await screen.findByTestId('panel-dispatch-call', {}, { timeout: 15_000 });
    await within(details).findByTestId('call-details');
    fireEvent.click(within(details).getByRole('button', { name: 'Cancel call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this call?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel call' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Caller rang back: false alarm' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel call' }));
    await waitFor(() => expect(posts).toEqual([{ path: 'cancel', body: { reason: 'Caller rang back: false alarm' } }]));
    expect(await screen.findByText('Call cancelled')).toBeTruthy();
  });

  it('takes a new call at a site, showing the server’s refusal beside its field', async () => {
    const sent: unknown[] = [];
    const { listReads } = mockBoard({
      'GET /api/v1/events': {
        body: {
          items: [
            {
              id: id(90),
              eventName: 'Harbor Terminal',
              customerId: id(91),
              customerName: 'Harbor Co',
              clientId: id(93),
              siteName: 'Dock 4',
              timeZone: 'America/Chicago',
              startDate: at(-600),
              endDate: at(600),
              status: 'Active',
              guardPayrate: 20,
              managerPayrate: 30,
              supervisorPayrate: 25,
              payrollBudget: 1000,
              guardsAssigned: 3,
              guardsOnDuty: 2,
              guardsOnBreak: 0,
            },
          ],
          page: 1,
          limit: 100,
          total: 1,
        },
      },
      'POST /api/v1/dispatch/calls': ({ body }) => {
        sent.push(body);
        return sent.length === 1
          ? fieldsRefused({ callerPhone: 'Not a phone number.' })
          : { status: 201, body: { id: id(9), targetAt: at(15) } };
      },
      [`GET /api/v1/dispatch/calls/${id(9)}`]: { body: detailOf(dispatchCall({ id: id(9), priority: 1 })) },
      [`GET /api/v1/dispatch/calls/${id(9)}/units`]: { body: units },
    });
    const { router } = renderApp('/dispatch');
    fireEvent.click(await screen.findByRole('button', { name: 'New call' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New call' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Site' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Harbor Terminal · Dock 4' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Priority' }));
    fireEvent.click(await screen.findByRole('option', { name: 'P1 · target 15 min' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'What happened' }), {
      target: { value: 'Glass break alarm, gate 2' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Caller phone' }), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take call' }));
    expect(await within(dialog).findByText('Not a phone number.')).toBeTruthy();
    expect(sent[0]).toMatchObject({
      eventId: id(90),
      type: 'alarm',
      priority: 1,
      description: 'Glass break alarm, gate 2',
      callerPhone: 'x',
    });
    expect(sent[0]).not.toHaveProperty('lat');
    expect(typeof (sent[0] as { receivedAt?: unknown }).receivedAt).toBe('string');

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Caller phone' }), {
      target: { value: '+1 312 555 0100' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take call' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?call=${id(9)}`));
    expect(screen.queryByRole('dialog', { name: 'New call' })).toBeNull();
    await waitFor(() => expect(listReads.length).toBeGreaterThan(1));
  });
});
