import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '../../../../shared/contract/auth.ts';
import { userOperations } from '../../../../shared/contract/users.ts';
import { callApi } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../../lib/session.ts';

/** Sends the image file as the raw body; the server checks, crops and resizes it. */
export function uploadPhoto(file: Blob): Promise<SessionUser> {
  return callApi(userOperations.uploadMyPhoto, { body: file });
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (user) => queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user }),
  });
}
