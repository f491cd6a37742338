import { type UpdateUserBody, type User, userOperations } from '../../../../shared/contract/users.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { usersQueryKey } from './list-users.ts';

export function updateUser({ id, body }: { id: string; body: UpdateUserBody }): Promise<User> {
  return callApi(userOperations.update, { params: { id }, body });
}

export function useUpdateUser() {
  return useInvalidatingMutation(updateUser, usersQueryKey);
}
