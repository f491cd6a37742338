import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '../../../../shared/contract/auth.ts';
import type { SignInResponse } from '../../../../shared/contract/mfa.ts';
import { passwordResetOperations, type ResetPasswordBody } from '../../../../shared/contract/password-reset.ts';
import { callApi } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../../lib/session.ts';

export function resetPassword(body: ResetPasswordBody): Promise<SignInResponse> {
  return callApi(passwordResetOperations.resetPassword, { body });
}

/**
 * Sets the new password. The server ends every session of the account and opens a new one, so whatever was
 * cached (possibly for another user of this browser) is dropped and the session query holds the new user.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (session) => {
      // A second factor is still needed: no session yet (the sign-in page asks for it).
      if (session.mfa) return;
      queryClient.removeQueries();
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: session.user });
    },
  });
}
