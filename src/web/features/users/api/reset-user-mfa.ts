import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../shared/contract/users.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersQueryKey } from './list-users.ts';

/** Removes every second factor of the person and ends their sessions (audited on the server). */
export function resetUserMfa(id: string): Promise<User> {
  return apiRequest<User>(`/users/${encodeURIComponent(id)}/mfa/reset`, { method: 'POST' });
}

export function useResetUserMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
