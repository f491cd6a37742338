import { type CreateUserBody, type User, userOperations } from '../../../shared/contract/users.ts';
import { callApi } from '../api.ts';
import { useInvalidatingMutation } from '../query-hooks.ts';
import { userQueries } from './users-query-key.ts';

export function createUser(body: CreateUserBody): Promise<User> {
  return callApi(userOperations.create, { body });
}

export function useCreateUser() {
  return useInvalidatingMutation(createUser, userQueries);
}
