import { type UpdateUserBody, type User, userOperations } from '../../../shared/contract/users.ts';
import { callApi } from '../api.ts';
import { useInvalidatingMutation } from '../query-hooks.ts';
import { userQueries } from './users-query-key.ts';

export function updateUser({ id, body }: { id: string; body: UpdateUserBody }): Promise<User> {
  return callApi(userOperations.update, { params: { id }, body });
}

export function useUpdateUser() {
  return useInvalidatingMutation(updateUser, userQueries);
}
