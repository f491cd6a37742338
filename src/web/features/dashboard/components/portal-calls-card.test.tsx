import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ClientDashboard } from '../../../../shared/contract/dashboard.ts';
import type { DispatchCall } from '../../../../shared/contract/dispatch.ts';
import { emitLive } from '../../../test/live-events.ts';
import { fieldsRefused, type MockHandler, mockFetch, renderWithProviders } from '../../../test/utils.tsx';
import { PortalCallsCard } from './portal-calls-card.tsx';

vi.mock('../../../lib/live-stream.ts', async (importOriginal) => {
  const { liveStreamWithTestHandlers } = await import('../../../test/live-events.ts');
  return liveStreamWithTestHandlers(await importOriginal());
});

/*
 * The client portal's calls card (docs/product/dispatch.md): the customer's calls (GET /dispatch/calls, only
 * theirs), kept live, and a patrol request for one of their sites (POST /portal/patrol-requests).
 */

const minute = 60_000;
const pierEvent = '00000000-0000-4000-8000-0000000000e1';
const mallEvent = '00000000-0000-4000-8000-0000000000e2';
const ago = (minutes: number) => new Date(Date.now() - minutes * minute).toISOString();

function portal(overrides: Partial<ClientDashboard> = {}): ClientDashboard {
  return {
    view: 'client',
    generatedAt: new Date().toISOString(),
    guardsOnDuty: 1,
    visitorsOnSite: 0,
    eventsToday: [
      {
        id: pierEvent,
        eventName: 'Navy Pier Nights',
        customerName: 'Pier Co',
        siteName: 'Navy Pier',
        timeZone: 'America/Chicago',
        startDate: ago(120),
        endDate: ago(-240),
        guardsAssigned: 2,
        guardsOnDuty: 1,
        scheduledNow: 2,
      },
    ],
    visitorsToday: [],
    guardsOnSite: [
      {
        name: 'Jamal Carter',
        eventId: mallEvent,
        eventName: 'Mall Day',
        since: ago(60),
        breakSince: null,
        offSite: false,
      },
    ],
    tourCompliance: [],
    openIncidentCount: 0,
    openIncidents: [],
    ...overrides,
  };
}

function call(id: string, overrides: Partial<DispatchCall> = {}): DispatchCall {
  return {
    id,
    eventId: pierEvent,
    eventName: 'Navy Pier Nights',
    customerId: '00000000-0000-4000-8000-0000000000d1',
    customerName: 'Pier Co',
    address: null,
    lat: 41.8916,
    lng: -87.6079,
    type: 'alarm',
    priority: 1,
    description: 'Intruder alarm',
    callerName: null,
    callerPhone: null,
    source: 'dispatcher',
    status: 'cleared',
    outcome: 'false_alarm',
    receivedAt: ago(90),
    targetAt: ago(75),
    targetMinutes: 15,
    assignee: null,
    assignedAt: ago(89),
    acknowledgedAt: ago(88),
    enRouteAt: ago(87),
    onSceneAt: ago(78),
    clearedAt: ago(60),
    cancelledAt: null,
    arrivalFar: false,
    responseMinutes: 12,
    targetMissed: false,
    createdBy: null,
    incidentReportId: null,
    ...overrides,
  };
}

function mockCalls(
  list: () => DispatchCall[],
  patrol: MockHandler = () => ({ status: 201, body: { id: 'x', targetAt: ago(-240) } }),
) {
  const posted: unknown[] = [];
  let reads = 0;
  mockFetch({
    'GET /api/v1/dispatch/calls': () => {
      reads += 1;
      return { body: { items: list(), now: new Date().toISOString() } };
    },
    'POST /api/v1/portal/patrol-requests': (request) => {
      posted.push(request.body);
      return patrol(request);
    },
  });
  return {
    posted,
    get reads() {
      return reads;
    },
  };
}

describe('the portal’s calls card', () => {
  it('lists the calls with status, type, site, received time and response against the target', async () => {
    mockCalls(() => [
      call('c1', { status: 'en_route', type: 'patrol_request', priority: 4, responseMinutes: null, onSceneAt: null }),
      call('c2'),
      call('c3', { type: 'disturbance', responseMinutes: 41, targetMissed: true }),
    ]);
    renderWithProviders(<PortalCallsCard data={portal()} />);
    const list = await screen.findByRole('list', { name: 'Calls at your sites' });
    const rows = within(list).getAllByTestId('portal-call');
    expect(rows).toHaveLength(3);
    const [patrol, alarm, disturbance] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(patrol).getByRole('heading', { name: 'Patrol request' })).toBeTruthy();
    expect(within(patrol).getByText('Guard on the way')).toBeTruthy();
    expect(patrol.textContent).toContain('Navy Pier Nights');
    expect(patrol.textContent).toContain('Received ');
    expect(patrol.textContent).toContain('A guard should be on site by ');

    expect(within(alarm).getByText('Closed')).toBeTruthy();
    expect(alarm.textContent).toContain('Guard on site after 12 min');
    expect(within(alarm).getByText('Within target')).toBeTruthy();

    expect(disturbance.textContent).toContain('Guard on site after 41 min');
    expect(within(disturbance).getByText('Target missed')).toBeTruthy();
    expect(screen.getByText('Open now: 1')).toBeTruthy();
  });

  it('says when there are no calls, and reads them again when the live stream says a call moved', async () => {
    let calls: DispatchCall[] = [];
    const api = mockCalls(() => calls);
    renderWithProviders(<PortalCallsCard data={portal()} />);
    expect(await screen.findByText('No calls at your sites yet')).toBeTruthy();

    calls = [call('c1', { status: 'new', type: 'patrol_request', responseMinutes: null, onSceneAt: null })];
    const before = api.reads;
    emitLive('dispatch.call', { callId: 'c1', status: 'new', assigneeId: null, eventId: pierEvent, at: ago(0) });
    expect(await screen.findByRole('heading', { name: 'Patrol request' })).toBeTruthy();
    expect(api.reads).toBeGreaterThan(before);
    expect(screen.queryByText('No calls at your sites yet')).toBeNull();
  });

  it('requests a patrol of a site the portal knows, with a description, both required', async () => {
    let calls: DispatchCall[] = [];
    const api = mockCalls(() => calls);
    renderWithProviders(<PortalCallsCard data={portal()} />);
    await screen.findByText('No calls at your sites yet');
    fireEvent.click(screen.getByRole('button', { name: 'Request a patrol' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a patrol' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(within(dialog).getAllByText('Required')).toHaveLength(2));
    expect(api.posted).toEqual([]);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Site/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose a site',
      'Mall Day',
      'Navy Pier · Navy Pier Nights',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Navy Pier · Navy Pier Nights' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^What should the guard check\?/ }), {
      target: { value: '  Check the east gate, it was left open last night.  ' },
    });
    calls = [call('c9', { status: 'new', type: 'patrol_request', responseMinutes: null, onSceneAt: null })];
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(api.posted).toHaveLength(1));
    expect(api.posted[0]).toEqual({
      eventId: pierEvent,
      description: 'Check the east gate, it was left open last night.',
    });
    expect(await screen.findByText('Patrol request sent.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request a patrol' })).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Patrol request' })).toBeTruthy();
  });

  it('shows the server’s field errors beside the fields', async () => {
    const api = mockCalls(
      () => [],
      () => fieldsRefused({ eventId: 'This event is not one of yours.' }),
    );
    renderWithProviders(<PortalCallsCard data={portal()} />);
    await screen.findByText('No calls at your sites yet');
    fireEvent.click(screen.getByRole('button', { name: 'Request a patrol' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a patrol' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Site/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Mall Day' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^What should the guard check\?/ }), {
      target: { value: 'Walk the car park.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.posted).toEqual([{ eventId: mallEvent, description: 'Walk the car park.' }]));
    expect(await within(dialog).findByText('This event is not one of yours.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Request a patrol' })).toBeTruthy();
  });
});
