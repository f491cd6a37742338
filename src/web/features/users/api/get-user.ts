import { useQuery } from '@tanstack/react-query';
import { type User, userOperations } from '../../../../shared/contract/users.ts';
import { callApi } from '../../../lib/api.ts';
import { usersQueryKey } from '../../../lib/users-api/users-query-key.ts';

export function fetchUser(id: string, signal?: AbortSignal): Promise<User> {
  return callApi(userOperations.get, { params: { id }, signal });
}

/** One user of the client (for a link that opens that user, e.g. from search). Off while `id` is null. */
export function useUser(id: string | null) {
  return useQuery({
    queryKey: [...usersQueryKey, 'one', id],
    queryFn: ({ signal }) => fetchUser(id ?? '', signal),
    enabled: id !== null,
    retry: false,
  });
}
