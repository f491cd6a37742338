import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../shared/contract/users.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersQueryKey } from './list-users.ts';

export function reactivateUser(id: string): Promise<User> {
  return apiRequest<User>(`/users/${encodeURIComponent(id)}/reactivate`, { method: 'POST' });
}

export function useReactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
