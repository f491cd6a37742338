import { useQuery } from '@tanstack/react-query';
import { type OidcConfigResponse, oidcOperations } from '../../../../shared/contract/oidc.ts';
import { callApi } from '../../../lib/api.ts';

export const oidcConfigQueryKey = ['auth', 'oidc-config'] as const;

export function fetchOidcConfig(signal?: AbortSignal): Promise<OidcConfigResponse> {
  return callApi(oidcOperations.config, { signal });
}

/** Whether sign-in through the OpenID Connect provider is offered, and the provider's name (server settings). */
export function useOidcConfig() {
  return useQuery({
    queryKey: oidcConfigQueryKey,
    queryFn: ({ signal }) => fetchOidcConfig(signal),
    staleTime: 60 * 60 * 1000,
  });
}
