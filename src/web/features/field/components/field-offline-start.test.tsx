import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import type { FieldToday } from '../../../../shared/contract/field.ts';
import { formatShortDateTime } from '../../../lib/format.ts';
import { readOfflineStart, rememberOfflineStart, sessionFromCache } from '../../../lib/offline-start.ts';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';
import { fieldDay, fieldEvent } from './field.test-data.ts';

const eventId = '00000000-0000-4000-8000-0000000000e7';
const minute = 60_000;

function guard(id: string): SessionUser {
  return sessionUser({ id, roles: ['guard'], role: 'guard', displayName: 'Olga Offline', email: 'olga@demo.test' });
}

/** A day the phone kept 40 minutes ago, when the event (starting in 50 minutes now) was not yet open for clock-in. */
function keptDay(): FieldToday {
  const now = Date.now();
  return fieldDay({
    now: new Date(now - 40 * minute).toISOString(),
    events: [
      fieldEvent({
        id: eventId,
        name: 'Harbour Night',
        siteName: 'Pier 4',
        startDate: new Date(now + 50 * minute).toISOString(),
        endDate: new Date(now + 9 * 60 * minute).toISOString(),
        canClockIn: false,
      }),
    ],
    tasks: [{ id: 'task-1', title: 'Post order: walk the pier', eventName: 'Harbour Night', dueAt: null, done: false }],
  });
}

/** No connection at all: every request fails as fetch does offline. */
function noSignal() {
  const fetchMock = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the field app without signal', () => {
  beforeEach(() => {
    // The session check reads the page's own address (it runs before the router).
    window.history.replaceState(null, '', '/field');
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('starts as the person and from the day the phone kept, says since when, and queues a clock-in', async () => {
    const user = guard('00000000-0000-4000-8000-000000000171');
    const day = keptDay();
    rememberOfflineStart({ user, today: day });
    const fetchMock = noSignal();

    renderApp('/field');
    // The screen's first render loads its lazy chunks: seconds on a busy machine.
    const status = await screen.findByTestId('field-status', {}, { timeout: 20_000 });
    expect(status.getAttribute('data-state')).toBe('offDuty');
    const offline = screen.getByTestId('field-offline');
    expect(offline.textContent).toContain(`Offline since ${formatShortDateTime(day.now)}.`);
    expect(screen.getByText('Post order: walk the pier')).toBeTruthy();
    // Kept when clock-in was not yet open; it is now (60 minutes before the start), as the server would judge it.
    expect(within(screen.getByTestId('field-event')).getByText('Clock-in open')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    await waitFor(() => expect(screen.getByTestId('field-status').getAttribute('data-state')).toBe('onDuty'));
    const waiting = await screen.findByRole('list', { name: 'Actions waiting to send' });
    expect(within(waiting).getByText(/^Clock in /)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('field-notice').textContent).toContain('Saved on this phone'));
    expect(fetchMock).toHaveBeenCalled();
  });

  it('goes to sign-in when the connection returns and the session has ended, and forgets what it kept', async () => {
    const user = guard('00000000-0000-4000-8000-000000000172');
    rememberOfflineStart({ user, today: keptDay() });
    noSignal();
    const { router } = renderApp('/field');
    await screen.findByTestId('field-offline');

    mockFetch({
      'GET /api/v1/auth/session': { body: { user: null } },
      'GET /api/v1/field/today': { status: 401, body: { error: { code: 'unauthenticated', message: 'Sign in.' } } },
    });
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(readOfflineStart()).toBeUndefined();
  });

  it('becomes the server’s page again when the connection returns, and asks the server who is signed in', async () => {
    const user = guard('00000000-0000-4000-8000-000000000173');
    rememberOfflineStart({ user, today: keptDay() });
    noSignal();
    renderApp('/field');
    await screen.findByTestId('field-offline');

    const fresh = { ...keptDay(), now: new Date().toISOString() };
    const fetchMock = mockFetch({
      'GET /api/v1/auth/session': { body: { user } },
      'GET /api/v1/field/today': { body: fresh },
    });
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByTestId('field-offline')).toBeNull());
    // The session the app started with came from the phone: the server is asked, and its answer taken.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/v1/auth/session'))).toBe(true),
    );
    await waitFor(() => expect(sessionFromCache()).toBe(false));
    expect(readOfflineStart()?.today.now).toBe(fresh.now);
  });

  it('sends a guard who opens the root path without signal to the field app', async () => {
    rememberOfflineStart({ user: guard('00000000-0000-4000-8000-000000000176'), today: keptDay() });
    window.history.replaceState(null, '', '/');
    noSignal();
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/field'), { timeout: 20_000 });
    expect(await screen.findByTestId('field-offline', {}, { timeout: 20_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/field');
  });

  it('starts nothing from the device on another screen', async () => {
    rememberOfflineStart({ user: guard('00000000-0000-4000-8000-000000000174'), today: keptDay() });
    window.history.replaceState(null, '', '/profile');
    noSignal();
    renderApp('/profile');
    expect(await screen.findByText(/Cannot reach the server/)).toBeTruthy();
  });

  it('forgets what it kept when the person signs out', async () => {
    const user = guard('00000000-0000-4000-8000-000000000175');
    rememberOfflineStart({ user, today: keptDay() });
    window.history.replaceState(null, '', '/sign-out');
    mockFetch({
      'GET /api/v1/auth/session': { body: { user } },
      'POST /api/v1/auth/sign-out': { body: { ok: true } },
    });
    renderApp('/sign-out');
    expect(await screen.findByText('You have signed out!')).toBeTruthy();
    expect(readOfflineStart()).toBeUndefined();
  });
});
