import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '../../../../shared/contract/auth.ts';
import { userOperations } from '../../../../shared/contract/users.ts';
import { callApi } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../../lib/session.ts';

export function deletePhoto(): Promise<SessionUser> {
  return callApi(userOperations.deleteMyPhoto);
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: (user) => queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user }),
  });
}
