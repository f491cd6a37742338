import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody, User } from '../../../../shared/contract/users.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersQueryKey } from './list-users.ts';

export function createUser(body: CreateUserBody): Promise<User> {
  return apiRequest<User>('/users', { method: 'POST', body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
