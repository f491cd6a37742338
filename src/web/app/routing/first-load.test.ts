import { describe, expect, it } from 'vitest';
import { dashboardOperations } from '../../../shared/contract/dashboard.ts';
import { pathKeyOf } from '../../lib/api.ts';
import { sessionQueryKey } from '../../lib/session.ts';
import { mockFetch, sessionUser, testQueryClient } from '../../test/utils.tsx';
import { preloadScreen } from './routes.tsx';

const dashboard = { view: 'guard' };

describe('a full load of /dashboard', () => {
  it('asks for the session and then the dashboard without waiting for the page to render', async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/auth/session': {
        body: { user: sessionUser({ roles: ['guard'], role: 'guard' }), now: '2026-03-18T12:00:00.000Z' },
      },
      'GET /api/v1/dashboard': { body: dashboard },
    });
    const client = testQueryClient();
    await preloadScreen('/dashboard', client);
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths).toEqual(['/api/v1/auth/session', '/api/v1/dashboard']);
    expect(client.getQueryData(sessionQueryKey)).toBeTruthy();
    const cached = client.getQueryCache().findAll({ queryKey: pathKeyOf(dashboardOperations.get) });
    expect(cached).toHaveLength(1);
    const period = (cached[0]?.queryKey.at(-1) as { query?: Record<string, unknown> } | undefined)?.query ?? {};
    expect(Object.keys(period).length).toBeGreaterThan(0);
    expect(Object.values(period).every((part) => typeof part === 'string' && part.startsWith('2026-03'))).toBe(true);
  });

  it('does not ask for the dashboard when nobody is signed in', async () => {
    const fetchMock = mockFetch({ 'GET /api/v1/auth/session': { body: { user: null } } });
    await preloadScreen('/dashboard', testQueryClient());
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths).toEqual(['/api/v1/auth/session']);
  });
});
