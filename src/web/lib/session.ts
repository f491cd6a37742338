import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { authOperations, SessionResponse, SessionUser } from '../../shared/contract/auth.ts';
import { entryRoutes } from '../../shared/contract/entry-routes.ts';
import { homePathFor } from '../../shared/navigation.ts';
import { effectiveRole, isRole, type Role } from '../../shared/roles.ts';
import { callApi, lazyOperation, queryKeyOf } from './api.ts';
import { isApiError } from './api-client.ts';
import { answerWithin, confirmSignedIn, keptIdentity, offlineIdentity, sessionConfirmed } from './offline-start.ts';
import { updateServerOffset } from './server-clock.ts';

// The session check runs on every page, the sign-in page too: it imports no schema (src/web/lib/api.ts).
const sessionOperation = lazyOperation<typeof authOperations.session>(entryRoutes.session, () =>
  import('../../shared/contract/auth.ts').then((m) => m.authOperations.session),
);

export const sessionQueryKey = queryKeyOf(sessionOperation);

/** `starting`: nothing is shown yet, so a server that does not answer is not waited for long on a field screen. */
export async function fetchSession(signal?: AbortSignal, starting = false): Promise<SessionResponse> {
  // No connection (or none that answers): the field app starts as the person it last knew
  // (docs/product/field-app.md#opening-without-signal).
  const path = window.location.pathname;
  const homeIsField = (user: SessionUser) => fieldIsHome(roleOf(user));
  let session: SessionResponse;
  try {
    const request = callApi(sessionOperation, { signal });
    session = await (starting && keptIdentity(path, homeIsField) ? answerWithin(request) : request);
  } catch (error) {
    const known = isApiError(error) && error.status === 0 ? offlineIdentity(path, homeIsField) : undefined;
    if (known) return { user: known };
    throw error;
  }
  sessionConfirmed();
  confirmSignedIn(session.user?.id ?? null);
  // Today's date on screens (a report's default period) follows the server's clock, not the device's.
  if (session.now) updateServerOffset(session.now);
  return session;
}

const sessionQuery = {
  queryKey: sessionQueryKey,
  queryFn: ({ signal, client }: { signal?: AbortSignal; client: QueryClient }) =>
    fetchSession(signal, client.getQueryData(sessionQueryKey) === undefined),
  staleTime: 5 * 60 * 1000,
};

/** The signed-in user (or null). Other queries that answer 401 reset it to null (see query-client.ts). */
export function useSession() {
  return useQuery(sessionQuery);
}

/**
 * The session, from the cache or asked now (one request however many callers wait). Called as the page starts, so
 * the check does not wait for the page's code, translations and styles; undefined when it cannot be had.
 */
export function loadSession(client: QueryClient): Promise<SessionResponse | undefined> {
  return client.fetchQuery(sessionQuery).catch(() => undefined);
}

const fieldIsHome = (role: Role | undefined) => homePathFor(role) === '/field';

/** The effective role: the first of the user's roles (docs/product/access-and-roles.md#roles). */
export function roleOf(user: SessionUser | null | undefined): Role | undefined {
  if (!user) return undefined;
  return isRole(user.role) ? user.role : effectiveRole(user.roles);
}
