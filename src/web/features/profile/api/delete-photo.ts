import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '../../../../shared/contract/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionQueryKey } from '../../auth/api/get-session.ts';

export function deletePhoto(): Promise<SessionUser> {
  return apiRequest<SessionUser>('/me/photo', { method: 'DELETE' });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: (user) => queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user }),
  });
}
