import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '../../shared/contract/auth.ts';
import { isApiError } from '../lib/api-client.ts';
import { forgetOfflineStart } from '../lib/offline-start.ts';
import { sessionQueryKey } from '../lib/session.ts';

/**
 * One QueryClient per app. Client errors (4xx) are not retried; a 401 from any call means the session ended,
 * so the session query is set to signed out and the route guard sends the user to sign-in.
 */
export function createQueryClient(): QueryClient {
  const onUnauthenticated = (error: unknown) => {
    if (!isApiError(error) || error.status !== 401) return;
    // What the field app kept to open offline must not outlive the session (docs/product/field-app.md#opening-without-signal).
    forgetOfflineStart();
    const current = client.getQueryData<SessionResponse>(sessionQueryKey);
    if (current?.user) client.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: onUnauthenticated }),
    // A failed sign-in is a 401 too, but then there is no signed-in user to reset.
    mutationCache: new MutationCache({ onError: onUnauthenticated }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
