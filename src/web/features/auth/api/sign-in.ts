import { authOperations, type SignInBody } from '../../../../shared/contract/auth.ts';
import type { SignInResponse } from '../../../../shared/contract/mfa.ts';
import { callApi } from '../../../lib/api.ts';
import { useSessionMutation } from './session-mutation.ts';

export function signIn(body: SignInBody): Promise<SignInResponse> {
  return callApi(authOperations.signIn, { body });
}

/** Signs in; on success the session query holds the new user (or the sign-in form shows the second step). */
export function useSignIn() {
  return useSessionMutation(signIn);
}
