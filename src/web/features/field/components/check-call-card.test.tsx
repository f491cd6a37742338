import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldToday } from '../../../../shared/contract/field.ts';
import { formatTime } from '../../../lib/format.ts';
import { renderApp } from '../../../test/utils.tsx';
import { fieldDay, fieldEvent, mockFieldApi } from './field.test-data.ts';

/*
 * The welfare check-call card of /field (docs/product/tours-and-check-calls.md#check-calls): shown on duty and not on
 * break when the server gives a next due time (check-calls on for the event), with "I'm OK" sent through the field
 * app's offline queue (POST /field/sync, a `check-call` action: the body of POST /field/check-calls).
 */

const eventId = '00000000-0000-4000-8000-0000000000e1';
const minute = 60_000;

/** On duty at Mall Day (clocked in an hour ago), a check-call due in 20 minutes. */
function today(overrides: Partial<FieldToday> = {}): FieldToday {
  return fieldDay({
    nextCheckCallDue: new Date(Date.now() + 20 * minute).toISOString(),
    clock: {
      clockEntryId: 'c1',
      eventId,
      eventName: 'Mall Day',
      since: new Date(Date.now() - 60 * minute).toISOString(),
      offSite: false,
    },
    events: [
      fieldEvent({
        id: eventId,
        startDate: new Date(Date.now() - 3 * 60 * minute).toISOString(),
        endDate: new Date(Date.now() + 3 * 60 * minute).toISOString(),
        canClockIn: false,
      }),
    ],
    ...overrides,
  });
}

/** The field API (field.test-data.ts), with the actions synced as one list. */
function mockApi(userId: string, state: () => FieldToday, syncStatus?: number) {
  const batches = mockFieldApi(userId, state, syncStatus);
  return {
    get actions() {
      return batches.flat();
    },
  };
}

/** Waits until the page has loaded (its status card), so the absence of the card is not just "not yet". */
async function fieldLoaded() {
  await screen.findByTestId('field-status', {}, { timeout: 15_000 });
}

describe('the check-call card', () => {
  it('tells when the next call is due, sends “I’m OK” with its time and key, and shows the next due time', async () => {
    const firstDue = new Date(Date.now() + 20 * minute).toISOString();
    const nextDue = new Date(Date.now() + 50 * minute).toISOString();
    let due = firstDue;
    const synced = mockApi('00000000-0000-4000-8000-000000000201', () => today({ nextCheckCallDue: due }));
    renderApp('/field');
    const card = await screen.findByTestId('check-call-card', {}, { timeout: 15_000 });
    expect(within(card).getByRole('heading', { name: 'Welfare check-call' })).toBeTruthy();
    expect(within(card).getByText(`Next check-call due at ${formatTime(firstDue)}`)).toBeTruthy();
    expect(card.getAttribute('data-overdue')).toBe('false');
    expect(within(card).getByTestId('check-call-countdown').textContent).toMatch(/^in 0:(19|20):\d\d$/);

    // The server counts the answer and moves the next due time on.
    due = nextDue;
    const before = Date.now();
    fireEvent.click(within(card).getByRole('button', { name: 'I’m OK' }));
    await waitFor(() => expect(synced.actions.map((action) => action.kind)).toContain('check-call'));
    const call = synced.actions.find((action) => action.kind === 'check-call');
    expect(call?.body.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const at = Date.parse(call?.body.at ?? '');
    expect(at).toBeGreaterThanOrEqual(before - 1_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1_000);

    expect(await screen.findByText('Check-call sent.')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByTestId('check-call-card')).getByText(`Next check-call due at ${formatTime(nextDue)}`),
      ).toBeTruthy(),
    );
    expect(screen.getByTestId('check-call-countdown').textContent).toMatch(/^in 0:(49|50):\d\d$/);
    expect((screen.getByRole('button', { name: 'I’m OK' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('while “I’m OK” cannot be sent, says when it was saved, stops counting it overdue and takes no second one', async () => {
    const synced = mockApi(
      '00000000-0000-4000-8000-000000000207',
      () => today({ nextCheckCallDue: new Date(Date.now() - 3 * minute).toISOString() }),
      503,
    );
    renderApp('/field');
    const card = await screen.findByTestId('check-call-card', {}, { timeout: 15_000 });
    expect(card.getAttribute('data-overdue')).toBe('true');
    fireEvent.click(within(card).getByRole('button', { name: 'I’m OK' }));
    const saved = await within(card).findByTestId('check-call-saved');
    expect(saved.textContent).toMatch(/^Saved on this phone at .+\. It counts with this time once it is sent\.$/);
    expect(card.getAttribute('data-overdue')).toBe('false');
    expect(within(card).getByTestId('check-call-countdown').textContent).toBe('Answered');
    expect((within(card).getByRole('button', { name: 'I’m OK' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(synced.actions.map((action) => action.kind)).toContain('check-call'));
    expect(await screen.findByText('Waiting to send: 1')).toBeTruthy();
  });

  it('counts up once the call is overdue', async () => {
    mockApi('00000000-0000-4000-8000-000000000202', () =>
      today({ nextCheckCallDue: new Date(Date.now() - 3 * minute).toISOString() }),
    );
    renderApp('/field');
    const card = await screen.findByTestId('check-call-card', {}, { timeout: 15_000 });
    expect(card.getAttribute('data-overdue')).toBe('true');
    expect(within(card).getByTestId('check-call-countdown').textContent).toMatch(/^overdue by 0:0[23]:\d\d$/);
  });

  it('is not shown when the event has no check-calls (no due time)', async () => {
    mockApi('00000000-0000-4000-8000-000000000203', () => today({ nextCheckCallDue: null }));
    renderApp('/field');
    await fieldLoaded();
    expect(screen.getByTestId('field-status').getAttribute('data-state')).toBe('onDuty');
    expect(screen.queryByTestId('check-call-card')).toBeNull();
    expect(screen.queryByRole('button', { name: 'I’m OK' })).toBeNull();
  });

  it('is not shown on a break, nor off duty', async () => {
    mockApi('00000000-0000-4000-8000-000000000204', () =>
      today({ onBreak: { breakId: 'b1', since: new Date(Date.now() - 5 * minute).toISOString(), lengthOfBreak: 15 } }),
    );
    const onBreak = renderApp('/field');
    await fieldLoaded();
    expect(screen.getByTestId('field-status').getAttribute('data-state')).toBe('onBreak');
    expect(screen.queryByTestId('check-call-card')).toBeNull();
    onBreak.unmount();

    mockApi('00000000-0000-4000-8000-000000000205', () => today({ clock: null }));
    renderApp('/field');
    await fieldLoaded();
    expect(screen.getByTestId('field-status').getAttribute('data-state')).toBe('offDuty');
    expect(screen.queryByTestId('check-call-card')).toBeNull();
  });

  it('hides as soon as a break starts on the phone, before the server has answered', async () => {
    mockApi('00000000-0000-4000-8000-000000000206', () => today(), 503);
    renderApp('/field');
    await screen.findByTestId('check-call-card', {}, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Start break' }));
    const dialog = await screen.findByRole('dialog', { name: 'How long is your break?' });
    fireEvent.click(within(dialog).getByRole('button', { name: '15 min' }));
    await waitFor(() => expect(screen.queryByTestId('check-call-card')).toBeNull());
  });
});
