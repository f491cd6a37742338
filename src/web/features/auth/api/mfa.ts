import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '../../../../shared/contract/auth.ts';
import { mfaOperations, type TotpSetup, type WebAuthnResponseBody } from '../../../../shared/contract/mfa.ts';
import { callApi } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../../lib/session.ts';
import { pendingMfaQueryKey } from './pending-mfa.ts';

/** The answer of a finished second step: the user, and recovery codes when the step created them. */
export interface MfaSession {
  user: SessionUser;
  recoveryCodes?: string[];
}

export type MfaFinish =
  | { kind: 'totp'; code: string }
  | { kind: 'recovery'; code: string }
  | { kind: 'passkey'; response: AuthenticationResponseJSON }
  | { kind: 'enrol'; code: string };

function finish(input: MfaFinish): Promise<MfaSession> {
  switch (input.kind) {
    case 'totp':
      return callApi(mfaOperations.signInWithTotp, { body: { code: input.code } });
    case 'recovery':
      return callApi(mfaOperations.signInWithRecoveryCode, { body: { code: input.code } });
    case 'passkey':
      // The browser library's types are interfaces, which TypeScript does not match with the schema's open object.
      return callApi(mfaOperations.signInWithPasskey, {
        body: { response: input.response as unknown as WebAuthnResponseBody },
      });
    case 'enrol':
      return callApi(mfaOperations.confirmTotpEnrolment, { body: { code: input.code } });
  }
}

/** Finishes the sign-in; the caller stores the session (after showing new recovery codes, if any). */
export function useFinishMfa() {
  return useMutation({ mutationFn: finish });
}

/** Puts the signed-in user into the session query, which moves the guest-only page on. */
export function useStoreSession() {
  const queryClient = useQueryClient();
  return (user: SessionUser) => {
    queryClient.removeQueries({ queryKey: pendingMfaQueryKey });
    queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user });
  };
}

/** The contract checks only the challenge; the rest is @simplewebauthn/server's JSON, which the browser library reads. */
export async function passkeySignInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return (await callApi(mfaOperations.passkeySignInOptions)) as unknown as PublicKeyCredentialRequestOptionsJSON;
}

export function startTotpEnrolment(): Promise<TotpSetup> {
  return callApi(mfaOperations.startTotpEnrolment);
}
