import { type CreateUserBody, type User, userOperations } from '../../../../shared/contract/users.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { usersQueryKey } from './list-users.ts';

export function createUser(body: CreateUserBody): Promise<User> {
  return callApi(userOperations.create, { body });
}

export function useCreateUser() {
  return useInvalidatingMutation(createUser, usersQueryKey);
}
