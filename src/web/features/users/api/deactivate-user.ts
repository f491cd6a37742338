import { type User, userOperations } from '../../../../shared/contract/users.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { userQueries } from '../../../lib/users-api/users-query-key.ts';

/** Disables the account; the server ends all of its sessions at once. */
export function deactivateUser(id: string): Promise<User> {
  return callApi(userOperations.deactivate, { params: { id } });
}

export function useDeactivateUser() {
  return useInvalidatingMutation(deactivateUser, userQueries);
}
