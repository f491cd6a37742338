import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse, SignInBody } from '../../../../shared/contract/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionQueryKey } from './get-session.ts';

export function signIn(body: SignInBody): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/auth/sign-in', { method: 'POST', body });
}

/** Signs in; on success the session query holds the new user, which moves the guest-only page on. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, session);
    },
  });
}
