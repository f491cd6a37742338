import type { SignInResponse } from '../../../../shared/contract/mfa.ts';
import { passwordResetOperations, type ResetPasswordBody } from '../../../../shared/contract/password-reset.ts';
import { callApi } from '../../../lib/api.ts';
import { useSessionMutation } from './session-mutation.ts';

export function resetPassword(body: ResetPasswordBody): Promise<SignInResponse> {
  return callApi(passwordResetOperations.resetPassword, { body });
}

/**
 * Sets the new password. The server ends every session of the account and opens a new one, so whatever was
 * cached is dropped and the session query holds the new user.
 */
export function useResetPassword() {
  return useSessionMutation(resetPassword, { dropCache: true });
}
