import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authOperations, type SessionResponse, type SignInBody } from '../../../../shared/contract/auth.ts';
import type { SignInResponse } from '../../../../shared/contract/mfa.ts';
import { callApi } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../../lib/session.ts';

export function signIn(body: SignInBody): Promise<SignInResponse> {
  return callApi(authOperations.signIn, { body });
}

/** Signs in; on success the session query holds the new user, which moves the guest-only page on. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      // A second factor is still needed: no session yet (the sign-in form shows the second step).
      if (session.mfa) return;
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: session.user });
    },
  });
}
