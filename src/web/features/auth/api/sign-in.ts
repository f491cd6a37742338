import type { authOperations, SignInBody } from '../../../../shared/contract/auth.ts';
import { entryRoutes } from '../../../../shared/contract/entry-routes.ts';
import type { SignInResponse } from '../../../../shared/contract/mfa.ts';
import { callApi, lazyOperation } from '../../../lib/api.ts';
import { useSessionMutation } from './session-mutation.ts';

const signInOperation = lazyOperation<typeof authOperations.signIn>(entryRoutes.signIn, () =>
  import('../../../../shared/contract/auth.ts').then((m) => m.authOperations.signIn),
);

export function signIn(body: SignInBody): Promise<SignInResponse> {
  return callApi(signInOperation, { body });
}

/** Signs in; on success the session query holds the new user (or the sign-in form shows the second step). */
export function useSignIn() {
  return useSessionMutation(signIn);
}
