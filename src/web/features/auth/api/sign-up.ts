import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '../../../../shared/contract/auth.ts';
import type { SignUpBody } from '../../../../shared/contract/sign-up.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionQueryKey } from './get-session.ts';

export function signUp(body: SignUpBody): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/auth/sign-up', { method: 'POST', body });
}

/** Creates the account; on success the session query holds the new guest, which moves the guest-only page on. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (session) => {
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, session);
    },
  });
}
