import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '../../../../shared/contract/auth.ts';
import type { MfaPending, TotpSetup } from '../../../../shared/contract/mfa.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionQueryKey } from './get-session.ts';

/** The answer of a finished second step: the user, and recovery codes when the step created them. */
export interface MfaSession {
  user: SessionUser;
  recoveryCodes?: string[];
}

export const pendingMfaQueryKey = ['auth', 'mfa', 'pending'] as const;

/** The second step of the sign-in in progress (after a reload or the provider's window): 401 when none. */
export function usePendingMfa(enabled: boolean) {
  return useQuery({
    queryKey: pendingMfaQueryKey,
    queryFn: ({ signal }) => apiRequest<MfaPending>('/auth/mfa/pending', { signal }),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type MfaFinish =
  | { kind: 'totp'; code: string }
  | { kind: 'recovery'; code: string }
  | { kind: 'passkey'; response: AuthenticationResponseJSON }
  | { kind: 'enrol'; code: string };

function finish(input: MfaFinish): Promise<MfaSession> {
  switch (input.kind) {
    case 'totp':
      return apiRequest('/auth/mfa/totp', { method: 'POST', body: { code: input.code } });
    case 'recovery':
      return apiRequest('/auth/mfa/recovery', { method: 'POST', body: { code: input.code } });
    case 'passkey':
      return apiRequest('/auth/mfa/passkey/verify', { method: 'POST', body: { response: input.response } });
    case 'enrol':
      return apiRequest('/auth/mfa/enrol/totp/confirm', { method: 'POST', body: { code: input.code } });
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

export function passkeySignInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return apiRequest('/auth/mfa/passkey/options', { method: 'POST' });
}

export function startTotpEnrolment(): Promise<TotpSetup> {
  return apiRequest('/auth/mfa/enrol/totp', { method: 'POST' });
}
