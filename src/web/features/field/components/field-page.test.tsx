import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldToday } from '../../../../shared/contract/field.ts';
import { renderApp } from '../../../test/utils.tsx';
import { fieldDay, fieldEvent, mockFieldApi } from './field.test-data.ts';

const eventId = '00000000-0000-4000-8000-0000000000e1';
const taskId = '00000000-0000-4000-8000-0000000000a1';

function today(overrides: Partial<FieldToday> = {}): FieldToday {
  return fieldDay({
    events: [fieldEvent({ id: eventId })],
    tasks: [{ id: taskId, title: 'Lock the east gate', eventName: 'Mall Day', dueAt: null, done: false }],
    ...overrides,
  });
}

function mockApi(options: { userId: string; state: FieldToday; syncStatus?: number }) {
  return mockFieldApi(options.userId, () => options.state, options.syncStatus);
}

describe('the field app', () => {
  it('shows a clock-out the server has not received as done, and as waiting to send', async () => {
    const since = new Date(Date.now() - 65 * 60_000).toISOString();
    mockApi({
      userId: '00000000-0000-4000-8000-000000000101',
      state: today({ clock: { clockEntryId: 'c1', eventId, eventName: 'Mall Day', since, offSite: false } }),
      syncStatus: 503,
    });
    renderApp('/field');
    const status = await screen.findByTestId('field-status', {}, { timeout: 15_000 });
    expect(status.getAttribute('data-state')).toBe('onDuty');
    expect(within(status).getByText('Event: Mall Day')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clock out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clock out now?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clock out' }));

    await waitFor(() => expect(screen.getByTestId('field-status').getAttribute('data-state')).toBe('offDuty'));
    const waiting = await screen.findByRole('list', { name: 'Actions waiting to send' });
    expect(within(waiting).getByText(/^Clock out /)).toBeTruthy();
    expect(screen.getByText('Waiting to send: 1')).toBeTruthy();
  });

  it('checks a task off through the queue', async () => {
    const synced = mockApi({ userId: '00000000-0000-4000-8000-000000000102', state: today() });
    renderApp('/field');
    expect(await screen.findByText('North Mall', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Clock-in open')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Lock the east gate/ }));
    await waitFor(() => expect(synced.flat().map((a) => a.kind)).toContain('task-done'));
    const action = synced.flat().find((a) => a.kind === 'task-done');
    expect(action).toMatchObject({ kind: 'task-done', taskId, body: { done: true } });
  });
});
