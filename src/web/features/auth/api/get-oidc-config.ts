import { useQuery } from '@tanstack/react-query';
import { entryRoutes } from '../../../../shared/contract/entry-routes.ts';
import type { OidcConfigResponse, oidcOperations } from '../../../../shared/contract/oidc.ts';
import { callApi, lazyOperation, queryKeyOf } from '../../../lib/api.ts';

const configOperation = lazyOperation<typeof oidcOperations.config>(entryRoutes.oidcConfig, () =>
  import('../../../../shared/contract/oidc.ts').then((m) => m.oidcOperations.config),
);

export function fetchOidcConfig(signal?: AbortSignal): Promise<OidcConfigResponse> {
  return callApi(configOperation, { signal });
}

/** Whether sign-in through the OpenID Connect provider is offered, and the provider's name (server settings). */
export function useOidcConfig() {
  return useQuery({
    queryKey: queryKeyOf(configOperation),
    queryFn: ({ signal }) => fetchOidcConfig(signal),
    staleTime: 60 * 60 * 1000,
  });
}
