import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { useQuery } from '@tanstack/react-query';
import {
  mfaOperations,
  type Passkey,
  type RecoveryCodes,
  type TotpSetup,
  type WebAuthnResponseBody,
} from '../../../../shared/contract/mfa.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';

export const mfaStatusQueryKey = queryKeyOf(mfaOperations.status);

export function useMfaStatus() {
  return useQuery({
    queryKey: mfaStatusQueryKey,
    queryFn: ({ signal }) => callApi(mfaOperations.status, { signal }),
  });
}

/** A mutation that refreshes the factor list when it settles. */
function useMfaMutation<TInput, TOutput>(fn: (input: TInput) => Promise<TOutput>) {
  return useInvalidatingMutation(fn, mfaStatusQueryKey, 'settled');
}

export const useStartTotp = () => useMfaMutation<void, TotpSetup>(() => callApi(mfaOperations.startTotpSetup));

export const useConfirmTotp = () =>
  useMfaMutation<string, { recoveryCodes?: string[] }>((code) =>
    callApi(mfaOperations.confirmTotpSetup, { body: { code } }),
  );

export const useRemoveTotp = () => useMfaMutation<void, undefined>(() => callApi(mfaOperations.removeTotp));

export const useRegenerateRecoveryCodes = () =>
  useMfaMutation<void, RecoveryCodes>(() => callApi(mfaOperations.regenerateRecoveryCodes));

/** The contract checks only the challenge; the rest is @simplewebauthn/server's JSON, which the browser library reads. */
export async function passkeyRegistrationOptions(): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return (await callApi(mfaOperations.passkeyRegistrationOptions)) as unknown as PublicKeyCredentialCreationOptionsJSON;
}

export const useRegisterPasskey = () =>
  useMfaMutation<{ name: string; response: RegistrationResponseJSON }, { passkey: Passkey; recoveryCodes?: string[] }>(
    // The browser library's types are interfaces, which TypeScript does not match with the schema's open object.
    ({ name, response }) =>
      callApi(mfaOperations.registerPasskey, { body: { name, response: response as unknown as WebAuthnResponseBody } }),
  );

export const useRemovePasskey = () =>
  useMfaMutation<string, undefined>((id) => callApi(mfaOperations.removePasskey, { params: { id } }));
