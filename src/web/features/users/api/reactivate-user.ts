import { type User, userOperations } from '../../../../shared/contract/users.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { userQueries } from '../../../lib/users-api/users-query-key.ts';

export function reactivateUser(id: string): Promise<User> {
  return callApi(userOperations.reactivate, { params: { id } });
}

export function useReactivateUser() {
  return useInvalidatingMutation(reactivateUser, userQueries);
}
