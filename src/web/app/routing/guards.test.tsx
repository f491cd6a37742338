import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OperationsDashboard } from '../../../shared/contract/dashboard.ts';
import { redirectStorageKey } from '../../lib/redirect-storage.ts';
import { mockFetch, renderApp, sessionUser } from '../../test/utils.tsx';

function emptyDashboard(): OperationsDashboard {
  const now = new Date().toISOString();
  return {
    view: 'operations',
    generatedAt: now,
    guardsOnDuty: 0,
    guardsOnBreak: 0,
    guardsOutOfZone: 0,
    activeEvents: 0,
    eventsToday: 0,
    upcomingEvents: 0,
    unseenAlerts: 0,
    openSosAlerts: 0,
    incidentsLast7Days: 0,
    visitorsOnSite: 0,
    activeEventList: [],
    alertsByType: [],
    recentAlerts: [],
    incidentsByType: [],
    budget: {
      period: { from: now, to: now },
      clientId: null,
      eventCount: 0,
      totals: { budgetedExpenses: 0, actualExpenses: 0, profitLoss: 0 },
      events: [],
    },
    licences: { expiringCount: 0, expiredCount: 0, people: [] },
    activity: [],
  };
}

describe('route guard', () => {
  it('sends an anonymous user from a protected page to /sign-in and remembers the page', async () => {
    const fetchMock = mockFetch({ 'GET /api/v1/auth/session': { body: { user: null } } });
    const { router } = renderApp('/dashboard?range=today');

    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(sessionStorage.getItem(redirectStorageKey)).toBe('/dashboard?range=today');
    // The dashboard was never asked for.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/dashboard'))).toBe(false);
  });

  it('sends an anonymous user from / to /sign-in without storing a redirect', async () => {
    mockFetch({ 'GET /api/v1/auth/session': { body: { user: null } } });
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(sessionStorage.getItem(redirectStorageKey)).toBeNull();
  });

  it('after sign-in returns to the stored page', async () => {
    const user = sessionUser();
    let signedIn = false;
    mockFetch({
      'GET /api/v1/auth/session': () => ({ body: { user: signedIn ? user : null } }),
      'POST /api/v1/auth/sign-in': () => {
        signedIn = true;
        return { body: { user } };
      },
      'GET /api/v1/dashboard': { body: emptyDashboard() },
    });
    const { router } = renderApp('/dashboard?range=today');
    await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 });

    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: user.email } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'demo1234' } });
    const submit = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);

    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 12_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('?range=today');
    await waitFor(() => expect(sessionStorage.getItem(redirectStorageKey)).toBeNull());
  }, 15_000);

  it('sends a signed-in user away from /sign-in to their home page', async () => {
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['manager'], role: 'manager' }) } },
      'GET /api/v1/dashboard': { body: emptyDashboard() },
    });
    const { router } = renderApp('/sign-in');
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 12_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('a session that ends (401) while on a page leads back to sign-in', async () => {
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser() } },
      'GET /api/v1/dashboard': {
        status: 401,
        body: { error: { code: 'unauthenticated', message: 'Sign in to continue.' } },
      },
    });
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/sign-in');
  });
});
