import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody, User } from '../../../../shared/contract/users.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersQueryKey } from './list-users.ts';

export function updateUser({ id, body }: { id: string; body: UpdateUserBody }): Promise<User> {
  return apiRequest<User>(`/users/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
