import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type User, userOperations } from '../../../../shared/contract/users.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';

export function fetchUser(id: string, signal?: AbortSignal): Promise<User> {
  return callApi(userOperations.get, { params: { id }, signal });
}

function userQueryKey(id: string | null) {
  return queryKeyOf(userOperations.get, { params: { id: id ?? '' } });
}

/** The user into the cache before `/users?focus=<id>` asks for them (a search result being chosen). */
export function prefetchUser(client: QueryClient, id: string): Promise<void> {
  return client.prefetchQuery({ queryKey: userQueryKey(id), queryFn: ({ signal }) => fetchUser(id, signal) });
}

/** One user of the client (for a link that opens that user, e.g. from search). Off while `id` is null. */
export function useUser(id: string | null) {
  return useQuery({
    queryKey: userQueryKey(id),
    queryFn: ({ signal }) => fetchUser(id ?? '', signal),
    enabled: id !== null,
    retry: false,
  });
}
