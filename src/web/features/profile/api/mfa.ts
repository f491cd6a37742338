import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MfaStatus, Passkey, RecoveryCodes, TotpSetup } from '../../../../shared/contract/mfa.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const mfaStatusQueryKey = ['me', 'mfa'] as const;

export function useMfaStatus() {
  return useQuery({
    queryKey: mfaStatusQueryKey,
    queryFn: ({ signal }) => apiRequest<MfaStatus>('/me/mfa', { signal }),
  });
}

/** A mutation that refreshes the factor list when it settles. */
function useMfaMutation<TInput, TOutput>(fn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mfaStatusQueryKey }),
  });
}

export const useStartTotp = () => useMfaMutation<void, TotpSetup>(() => apiRequest('/me/mfa/totp', { method: 'POST' }));

export const useConfirmTotp = () =>
  useMfaMutation<string, { recoveryCodes?: string[] }>((code) =>
    apiRequest('/me/mfa/totp/confirm', { method: 'POST', body: { code } }),
  );

export const useRemoveTotp = () => useMfaMutation<void, null>(() => apiRequest('/me/mfa/totp', { method: 'DELETE' }));

export const useRegenerateRecoveryCodes = () =>
  useMfaMutation<void, RecoveryCodes>(() => apiRequest('/me/mfa/recovery-codes', { method: 'POST' }));

export function passkeyRegistrationOptions(): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return apiRequest('/me/mfa/passkeys/options', { method: 'POST' });
}

export const useRegisterPasskey = () =>
  useMfaMutation<{ name: string; response: RegistrationResponseJSON }, { passkey: Passkey; recoveryCodes?: string[] }>(
    (body) => apiRequest('/me/mfa/passkeys', { method: 'POST', body }),
  );

export const useRemovePasskey = () =>
  useMfaMutation<string, null>((id) => apiRequest(`/me/mfa/passkeys/${id}`, { method: 'DELETE' }));
