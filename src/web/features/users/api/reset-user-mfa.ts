import { type User, userOperations } from '../../../../shared/contract/users.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { userQueries } from '../../../lib/users-api/users-query-key.ts';

/** Removes every second factor of the person and ends their sessions (audited on the server). */
export function resetUserMfa(id: string): Promise<User> {
  return callApi(userOperations.resetMfa, { params: { id } });
}

export function useResetUserMfa() {
  return useInvalidatingMutation(resetUserMfa, userQueries);
}
