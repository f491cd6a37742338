import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateUserBody, type User, userOperations } from '../../../shared/contract/users.ts';
import { callApi } from '../api.ts';
import { usersQueryKey } from './users-query-key.ts';

export function createUser(body: CreateUserBody): Promise<User> {
  return callApi(userOperations.create, { body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
