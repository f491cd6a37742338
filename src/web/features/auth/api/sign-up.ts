import type { SessionResponse } from '../../../../shared/contract/auth.ts';
import { type SignUpBody, signUpOperations } from '../../../../shared/contract/sign-up.ts';
import { callApi } from '../../../lib/api.ts';
import { useSessionMutation } from './session-mutation.ts';

export function signUp(body: SignUpBody): Promise<SessionResponse> {
  return callApi(signUpOperations.signUp, { body });
}

/** Creates the account; on success the session query holds the new guest, which moves the guest-only page on. */
export function useSignUp() {
  return useSessionMutation(signUp);
}
