import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../shared/contract/users.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersQueryKey } from './list-users.ts';

/** Disables the account; the server ends all of its sessions at once. */
export function deactivateUser(id: string): Promise<User> {
  return apiRequest<User>(`/users/${encodeURIComponent(id)}/deactivate`, { method: 'POST' });
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
