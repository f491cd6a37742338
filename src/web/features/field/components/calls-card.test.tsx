import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldDispatchCall } from '../../../../shared/contract/dispatch.ts';
import type { SyncAction } from '../../../../shared/contract/field.ts';
import { stubAudioContext } from '../../../test/fake-audio-context.ts';
import { emitLive } from '../../../test/live-events.ts';
import { renderApp } from '../../../test/utils.tsx';
import { fieldDay, fieldEvent, mockFieldApi } from './field.test-data.ts';

vi.mock('../../../lib/live-stream.ts', async (importOriginal) => {
  const { liveStreamWithTestHandlers } = await import('../../../test/live-events.ts');
  return liveStreamWithTestHandlers(await importOriginal());
});

/*
 * The calls card of /field (docs/product/dispatch.md): the guard's open calls (GET /field/dispatch), each step a
 * `dispatch-status` action of the field app's offline queue (POST /field/sync), a ring for a call newly assigned.
 */

const eventId = '00000000-0000-4000-8000-0000000000e1';
const minute = 60_000;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function callId(n: number): string {
  return `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;
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

/** On duty at Mall Day; GET /field/dispatch answers `calls()` (read at each call); the sync answers as told. */
function mockApi(guardId: string, calls: () => FieldDispatchCall[], syncStatus?: number | (() => number | undefined)) {
  const batches = mockFieldApi(
    guardId,
    () =>
      fieldDay({
        clock: {
          clockEntryId: 'c1',
          eventId,
          eventName: 'Mall Day',
          since: new Date(Date.now() - 60 * minute).toISOString(),
          offSite: false,
        },
        events: [fieldEvent({ id: eventId, canClockIn: false })],
      }),
    syncStatus,
    { 'GET /api/v1/field/dispatch': () => ({ body: { items: calls(), now: new Date().toISOString() } }) },
  );
  return {
    /** Every batch sent, answered or not. */
    batches,
    get steps() {
      return batches.flat().filter((action) => action.kind === 'dispatch-status');
    },
  };
}

async function callsCard() {
  return screen.findByTestId('field-calls', {}, { timeout: 15_000 });
}

function callItem(card: HTMLElement, name: string): HTMLElement {
  return within(card).getByRole('listitem', { name });
}

function buttonNames(item: HTMLElement): string[] {
  return within(item)
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '');
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'vibrate');
});

describe('the calls card', () => {
  it('shows each call’s priority, type, place, description, caller and target, and the steps its status allows', async () => {
    const guardId = '00000000-0000-4000-8000-000000000301';
    mockApi(guardId, () => [
      fieldCall(guardId, { id: callId(1) }),
      fieldCall(guardId, { id: callId(2), priority: 2, type: 'patrol_request', status: 'acknowledged' }),
      fieldCall(guardId, { id: callId(3), priority: 3, type: 'disturbance', status: 'en_route' }),
      fieldCall(guardId, {
        id: callId(4),
        priority: 4,
        type: 'escort',
        status: 'on_scene',
        onSceneAt: new Date().toISOString(),
        eventId: null,
        eventName: null,
        siteName: null,
        address: '12 Harbour Road',
        lat: null,
        lng: null,
        callerName: null,
        callerPhone: null,
      }),
    ]);
    renderApp('/field');
    const card = await callsCard();
    expect(within(card).getByRole('heading', { name: 'Calls' })).toBeTruthy();

    const alarm = callItem(card, 'P1 Alarm');
    const p1 = within(alarm).getByText('P1').closest('.MuiChip-root');
    expect(p1?.className).toContain('MuiChip-colorError');
    expect(p1?.getAttribute('aria-label')).toBe('Priority 1');
    expect(within(alarm).getByText('North Mall')).toBeTruthy();
    expect(within(alarm).getByText('Intruder alarm, zone 3 (loading bay)')).toBeTruthy();
    expect(within(alarm).getByText('Caller: Alarm receiving centre')).toBeTruthy();
    expect(within(alarm).getByRole('link', { name: 'Call +1 312 555 0100' }).getAttribute('href')).toBe(
      'tel:+13125550100',
    );
    expect(within(alarm).getByTestId('call-target').textContent).toMatch(/^On scene within 0:(09|10):\d\d$/);
    expect(buttonNames(alarm)).toEqual(['Accept', 'Refuse']);
    expect(within(alarm).getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=41.8916,-87.6079',
    );

    const patrol = callItem(card, 'P2 Patrol request');
    expect(within(patrol).getByText('P2').closest('.MuiChip-root')?.className).not.toContain('MuiChip-colorError');
    expect(buttonNames(patrol)).toEqual(['En route', 'On scene', 'Refuse']);
    expect(buttonNames(callItem(card, 'P3 Disturbance'))).toEqual(['On scene']);

    const escort = callItem(card, 'P4 Escort');
    expect(buttonNames(escort)).toEqual(['Clear']);
    expect(within(escort).getByText('12 Harbour Road')).toBeTruthy();
    expect(within(escort).getByTestId('call-target').textContent).toMatch(/^On scene since /);
    // No point on the map: nothing to open.
    expect(within(escort).queryByRole('link', { name: 'Open in maps' })).toBeNull();
  });

  it('counts the target missed once it has passed with nobody on scene', async () => {
    const guardId = '00000000-0000-4000-8000-000000000302';
    mockApi(guardId, () => [
      fieldCall(guardId, { status: 'en_route', targetAt: new Date(Date.now() - 3 * minute).toISOString() }),
    ]);
    renderApp('/field');
    const target = within(await callsCard()).getByTestId('call-target');
    expect(target.getAttribute('data-missed')).toBe('true');
    expect(target.textContent).toMatch(/^Target missed by 0:0[23]:\d\d$/);
  });

  it('accepts a call in one tap through the queue, with the call, a key and the time', async () => {
    const guardId = '00000000-0000-4000-8000-000000000303';
    let status: FieldDispatchCall['status'] = 'assigned';
    const api = mockApi(guardId, () => [fieldCall(guardId, { status })]);
    renderApp('/field');
    const card = await callsCard();
    status = 'acknowledged';
    const before = Date.now();
    fireEvent.click(within(callItem(card, 'P1 Alarm')).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.steps).toHaveLength(1));
    const [step] = api.steps;
    expect(step).toMatchObject({ kind: 'dispatch-status', callId: callId(1), body: { status: 'acknowledged' } });
    const body = (step as Extract<SyncAction, { kind: 'dispatch-status' }>).body;
    expect(body.idempotencyKey).toMatch(uuid);
    expect(Date.parse(body.at)).toBeGreaterThanOrEqual(before - 1_000);
    expect(await screen.findByText('Call accepted.')).toBeTruthy();
    await waitFor(() =>
      expect(buttonNames(callItem(screen.getByTestId('field-calls'), 'P1 Alarm'))).toEqual([
        'En route',
        'On scene',
        'Refuse',
      ]),
    );
  });

  it('refuses a call only with a reason', async () => {
    const guardId = '00000000-0000-4000-8000-000000000304';
    const api = mockApi(guardId, () => [fieldCall(guardId)]);
    renderApp('/field');
    const card = await callsCard();
    fireEvent.click(within(callItem(card, 'P1 Alarm')).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse this call?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse call' }));
    expect(await within(dialog).findByText('Say why you refuse the call.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse call' }));
    expect(within(dialog).getByText('Say why you refuse the call.')).toBeTruthy();
    expect(api.steps).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: ' Already on another call at the pier ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse call' }));
    await waitFor(() => expect(api.steps).toHaveLength(1));
    expect(api.steps[0]).toMatchObject({
      kind: 'dispatch-status',
      callId: callId(1),
      body: { status: 'refused', reason: 'Already on another call at the pier' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refuse this call?' })).toBeNull());
  });

  it('clears a call only with an outcome, then offers to file an incident report', async () => {
    const guardId = '00000000-0000-4000-8000-000000000305';
    let open = true;
    const api = mockApi(guardId, () =>
      open ? [fieldCall(guardId, { status: 'on_scene', onSceneAt: new Date().toISOString() })] : [],
    );
    renderApp('/field');
    const card = await callsCard();
    fireEvent.click(within(callItem(card, 'P1 Alarm')).getByRole('button', { name: 'Clear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the call' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear call' }));
    expect(await within(dialog).findByText('Choose how the call ended.')).toBeTruthy();
    expect(api.steps).toEqual([]);

    open = false;
    fireEvent.click(within(dialog).getByRole('radio', { name: 'False alarm' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear call' }));
    await waitFor(() => expect(api.steps).toHaveLength(1));
    expect(api.steps[0]).toMatchObject({
      kind: 'dispatch-status',
      callId: callId(1),
      body: { status: 'cleared', outcome: 'false_alarm' },
    });

    // The call leaves the list once the server has it; the offer to report stays until taken or dismissed.
    const cleared = await screen.findByTestId('call-cleared');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'P1 Alarm' })).toBeNull());
    expect(within(cleared).getByText('Call cleared: Alarm · North Mall')).toBeTruthy();
    fireEvent.click(within(cleared).getByRole('button', { name: 'File an incident report' }));
    const report = await screen.findByRole('dialog', { name: 'New Report' }, { timeout: 10_000 });
    // The report starts with the call's place and story.
    await waitFor(() =>
      expect((within(report).getByRole('textbox', { name: /^Incident location/ }) as HTMLInputElement).value).toBe(
        'North Mall',
      ),
    );
    expect((within(report).getByRole('textbox', { name: /^Guard notes/ }) as HTMLTextAreaElement).value).toBe(
      'P1 Alarm: Intruder alarm, zone 3 (loading bay)\nAlarm receiving centre, +1 312 555 0100',
    );
    expect(screen.queryByTestId('field-calls')).toBeNull();
  });

  it('keeps a step made without signal on the phone, shows it at once, and sends it once when back online', async () => {
    const guardId = '00000000-0000-4000-8000-000000000306';
    let online = false;
    let status: FieldDispatchCall['status'] = 'assigned';
    const delivered: SyncAction[] = [];
    const api = mockApi(
      guardId,
      () => [fieldCall(guardId, { status })],
      () => {
        if (!online) return 503;
        // The batch being answered is the last one sent.
        delivered.push(...(api.batches.at(-1) ?? []));
        return undefined;
      },
    );
    renderApp('/field');
    const card = await callsCard();
    fireEvent.click(within(callItem(card, 'P1 Alarm')).getByRole('button', { name: 'Accept' }));

    const item = () => callItem(screen.getByTestId('field-calls'), 'P1 Alarm');
    await waitFor(() => expect(item().getAttribute('data-status')).toBe('acknowledged'));
    expect(within(item()).getByTestId('call-saved').textContent).toMatch(/^Saved on this phone at /);
    expect(buttonNames(item())).toEqual(['En route', 'On scene', 'Refuse']);
    expect(screen.queryByTestId('call-ringing')).toBeNull();
    const pending = screen.getByTestId('field-pending');
    await waitFor(() => expect(within(pending).getByText(/^Call step /)).toBeTruthy());
    await waitFor(() => expect(screen.getByTestId('field-notice').textContent).toContain('Saved on this phone'));

    online = true;
    status = 'acknowledged';
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.getByTestId('field-pending').getAttribute('data-count')).toBe('0'));
    await waitFor(() => expect(within(item()).queryByTestId('call-saved')).toBeNull());
    expect(item().getAttribute('data-status')).toBe('acknowledged');

    const keys = new Set(api.steps.map((step) => step.body.idempotencyKey));
    expect(keys.size).toBe(1);
    expect(api.steps.every((step) => step.kind === 'dispatch-status' && step.callId === callId(1))).toBe(true);
    expect(delivered.filter((action) => action.kind === 'dispatch-status')).toHaveLength(1);
  });

  it('rings for a call newly assigned, until muted, and again for the next one', async () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true, writable: true });
    const guardId = '00000000-0000-4000-8000-000000000307';
    let calls: FieldDispatchCall[] = [];
    mockApi(guardId, () => calls);
    renderApp('/field');
    await screen.findByTestId('field-status', {}, { timeout: 15_000 });
    expect(screen.queryByTestId('field-calls')).toBeNull();

    calls = [fieldCall(guardId)];
    emitLive('dispatch.call', {
      callId: callId(1),
      status: 'assigned',
      assigneeId: guardId,
      eventId,
      at: new Date().toISOString(),
    });
    const ringing = await screen.findByTestId('call-ringing');
    expect(ringing.textContent).toContain('A new call is assigned to you. Accept or refuse it.');
    expect(screen.getByTestId('field-calls').getAttribute('data-ringing')).toBe('true');
    expect(vibrate).toHaveBeenCalledWith([400, 200, 400]);

    fireEvent.click(within(ringing).getByRole('button', { name: 'Mute' }));
    await waitFor(() => expect(screen.queryByTestId('call-ringing')).toBeNull());
    expect(vibrate).toHaveBeenLastCalledWith(0);
    expect(screen.getByTestId('field-calls').getAttribute('data-ringing')).toBe('false');

    calls = [...calls, fieldCall(guardId, { id: callId(2), type: 'disturbance', priority: 2 })];
    emitLive('dispatch.call', {
      callId: callId(2),
      status: 'assigned',
      assigneeId: guardId,
      eventId,
      at: new Date().toISOString(),
    });
    expect(await screen.findByTestId('call-ringing')).toBeTruthy();
    expect(within(screen.getByTestId('field-calls')).getByRole('listitem', { name: 'P2 Disturbance' })).toBeTruthy();
  });

  it('asks to turn the ring sound on while the browser holds it back, then rings', async () => {
    const audio = stubAudioContext();
    const guardId = '00000000-0000-4000-8000-000000000308';
    mockApi(guardId, () => [fieldCall(guardId)]);
    renderApp('/field');
    const card = await callsCard();
    expect(await within(card).findByText('The browser is holding back the ring sound.')).toBeTruthy();
    expect(audio.tones()).toBe(0);

    audio.allow();
    fireEvent.click(within(card).getByRole('button', { name: 'Turn on sound' }));
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Turn on sound' })).toBeNull());
    expect(audio.tones()).toBeGreaterThan(0);
  });
});
