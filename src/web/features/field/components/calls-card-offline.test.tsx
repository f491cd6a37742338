import { onlineManager } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import type { FieldDispatchCall } from '../../../../shared/contract/dispatch.ts';
import { formatTime } from '../../../lib/format.ts';
import { readOfflineCalls, rememberOfflineCalls, rememberOfflineStart } from '../../../lib/offline-start.ts';
import { emitLive } from '../../../test/live-events.ts';
import { renderApp, sessionUser } from '../../../test/utils.tsx';
import { fieldQueueFor } from '../use-field-queue.ts';
import { fieldDay, fieldEvent, mockFieldApi } from './field.test-data.ts';

vi.mock('../../../lib/live-stream.ts', async (importOriginal) => {
  const { liveStreamWithTestHandlers } = await import('../../../test/live-events.ts');
  return liveStreamWithTestHandlers(await importOriginal());
});

/*
 * The calls card without signal (docs/product/dispatch.md#the-guards-phone): the last answer of GET /field/dispatch
 * is kept on the phone for the guard, shown with "Saved copy from HH:MM" when there is no connection (also when the
 * app starts without one), with the guard's own steps waiting in the offline queue applied.
 */

const eventId = '00000000-0000-4000-8000-0000000000e9';
const minute = 60_000;

function callId(n: number): string {
  return `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`;
}

/** A P1 alarm at North Mall, received 5 minutes ago (target in 10), assigned to `guardId` a minute ago. */
function fieldCall(guardId: string, call: Partial<FieldDispatchCall> = {}): FieldDispatchCall {
  const receivedAt = Date.now() - 5 * minute;
  return {
    id: callId(1),
    eventId,
    eventName: 'Mall Day',
    customerId: '00000000-0000-4000-8000-0000000000d1',
    customerName: 'North Mall Ltd',
    address: null,
    lat: 41.8916,
    lng: -87.6079,
    type: 'alarm',
    priority: 1,
    description: 'Intruder alarm, zone 3 (loading bay)',
    callerName: 'Alarm receiving centre',
    callerPhone: '+1 312 555 0100',
    source: 'dispatcher',
    status: 'assigned',
    outcome: null,
    receivedAt: new Date(receivedAt).toISOString(),
    targetAt: new Date(receivedAt + 15 * minute).toISOString(),
    targetMinutes: 15,
    assignee: { id: guardId, name: 'Gus Guard' },
    assignedAt: new Date(Date.now() - minute).toISOString(),
    acknowledgedAt: null,
    enRouteAt: null,
    onSceneAt: null,
    clearedAt: null,
    cancelledAt: null,
    arrivalFar: false,
    responseMinutes: null,
    targetMissed: false,
    createdBy: null,
    incidentReportId: null,
    siteName: 'North Mall',
    ...call,
  };
}

function guard(id: string): SessionUser {
  return sessionUser({ id, roles: ['guard'], role: 'guard', displayName: 'Gus Guard' });
}

/** No connection at all: every request fails as fetch does offline. */
function noSignal() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}

/** The browser says it is offline (navigator.onLine and the `offline` event). */
function browserOffline() {
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
  window.dispatchEvent(new Event('offline'));
}

async function callsCard() {
  return screen.findByTestId('field-calls', {}, { timeout: 20_000 });
}

const item = (name: string) => within(screen.getByTestId('field-calls')).getByRole('listitem', { name });

function buttonNames(element: HTMLElement): string[] {
  return within(element)
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '');
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine');
  // The query library heard the `offline` event too: it holds every query until it hears it is back.
  onlineManager.setOnline(true);
  window.history.replaceState(null, '', '/');
});

describe('the calls card without signal', () => {
  it('keeps the last answer on the phone for the guard, and says nothing of a copy while online', async () => {
    const guardId = '00000000-0000-4000-8000-000000000311';
    const now = new Date().toISOString();
    mockFieldApi(guardId, () => fieldDay(), undefined, {
      'GET /api/v1/field/dispatch': () => ({ body: { items: [fieldCall(guardId)], now } }),
    });
    renderApp('/field');
    await callsCard();
    await waitFor(() => expect(readOfflineCalls(guardId)?.items.map((call) => call.id)).toEqual([callId(1)]));
    expect(readOfflineCalls(guardId)?.now).toBe(now);
    // Kept for this person only.
    expect(readOfflineCalls('00000000-0000-4000-8000-000000000399')).toBeUndefined();
    expect(screen.queryByTestId('calls-saved-copy')).toBeNull();
  });

  it('goes on showing the calls when the connection drops, as a saved copy from the last answer', async () => {
    const guardId = '00000000-0000-4000-8000-000000000312';
    const answeredAt = new Date(Date.now() - 2 * minute).toISOString();
    mockFieldApi(guardId, () => fieldDay(), undefined, {
      'GET /api/v1/field/dispatch': () => ({
        body: { items: [fieldCall(guardId, { status: 'acknowledged' })], now: answeredAt },
      }),
    });
    renderApp('/field');
    await callsCard();
    await waitFor(() => expect(readOfflineCalls(guardId)).toBeDefined());

    noSignal();
    browserOffline();
    // A notice while offline reads nothing new: the copy stays.
    emitLive('dispatch.call', {
      callId: callId(1),
      status: 'acknowledged',
      assigneeId: guardId,
      eventId,
      at: new Date().toISOString(),
    });
    const hint = await screen.findByTestId('calls-saved-copy');
    expect(hint.textContent).toBe(
      `Saved copy from ${formatTime(answeredAt)}: no connection. Your steps are kept on this phone and sent when it returns.`,
    );
    expect(item('P1 Alarm').getAttribute('data-status')).toBe('acknowledged');
    expect(buttonNames(item('P1 Alarm'))).toEqual(['En route', 'On scene', 'Refuse']);
  });

  it('starts without signal from the calls the phone kept, with the steps waiting in the queue applied', async () => {
    window.history.replaceState(null, '', '/field');
    const guardId = '00000000-0000-4000-8000-000000000313';
    const keptAt = new Date(Date.now() - 20 * minute).toISOString();
    rememberOfflineStart({
      user: guard(guardId),
      today: fieldDay({ now: keptAt, events: [fieldEvent({ id: eventId, canClockIn: false })] }),
    });
    rememberOfflineCalls(guardId, {
      items: [
        fieldCall(guardId),
        fieldCall(guardId, { id: callId(2), priority: 3, type: 'disturbance', status: 'acknowledged' }),
      ],
      now: keptAt,
    });
    noSignal();
    // Accepted on the phone before it was closed: the step still waits in the queue.
    await fieldQueueFor(guardId).enqueue({
      kind: 'dispatch-status',
      callId: callId(1),
      body: { status: 'acknowledged' },
    });

    renderApp('/field');
    const card = await callsCard();
    expect(within(card).getByTestId('calls-saved-copy').textContent).toContain(`Saved copy from ${formatTime(keptAt)}`);
    const alarm = item('P1 Alarm');
    await waitFor(() => expect(alarm.getAttribute('data-status')).toBe('acknowledged'));
    expect(within(alarm).getByTestId('call-saved').textContent).toMatch(/^Saved on this phone at /);
    expect(screen.queryByTestId('call-ringing')).toBeNull();

    // A step taken now, still without signal, shows at once too.
    fireEvent.click(within(item('P3 Disturbance')).getByRole('button', { name: 'En route' }));
    await waitFor(() => expect(item('P3 Disturbance').getAttribute('data-status')).toBe('en_route'));
    expect(buttonNames(item('P3 Disturbance'))).toEqual(['On scene']);
    await waitFor(() =>
      expect(
        fieldQueueFor(guardId)
          .pending()
          .filter((action) => action.kind === 'dispatch-status'),
      ).toHaveLength(2),
    );
  });

  it('shows no copy kept for someone else', async () => {
    window.history.replaceState(null, '', '/field');
    const guardId = '00000000-0000-4000-8000-000000000314';
    rememberOfflineStart({ user: guard(guardId), today: fieldDay({ now: new Date().toISOString() }) });
    rememberOfflineCalls('00000000-0000-4000-8000-000000000315', {
      items: [fieldCall('00000000-0000-4000-8000-000000000315')],
      now: new Date().toISOString(),
    });
    noSignal();
    renderApp('/field');
    await screen.findByTestId('field-offline', {}, { timeout: 20_000 });
    expect(screen.queryByTestId('field-calls')).toBeNull();
  });
});
