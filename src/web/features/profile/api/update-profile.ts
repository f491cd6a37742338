import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '../../../../shared/contract/auth.ts';
import { type UpdateMeBody, userOperations } from '../../../../shared/contract/users.ts';
import { callApi } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../../lib/session.ts';

export function updateProfile(body: UpdateMeBody): Promise<SessionUser> {
  return callApi(userOperations.updateMe, { body });
}

/** Puts the answer into the session, so the toolbar shows the new name at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user }),
  });
}
