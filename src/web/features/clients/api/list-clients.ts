import type { ClientListQuery, ClientListResponse } from '../../../../shared/contract/clients.ts';
import { clientOperations } from '../../../../shared/contract/clients.ts';
import { callApi } from '../../../lib/api.ts';
import { usePagedListQuery } from '../../../lib/query-hooks.ts';

export type ClientListParams = Partial<ClientListQuery>;

/** Every clients query (lists, one client, notes) starts with this key, so a write can refresh them all. */
export const clientsQueryKey = ['clients'] as const;

export function fetchClients(params: ClientListParams, signal?: AbortSignal): Promise<ClientListResponse> {
  return callApi(clientOperations.list, { query: params, signal });
}

/** One page of the clients the caller may see; the previous page stays on screen while the next loads. */
export function useClients(params: ClientListParams) {
  return usePagedListQuery(clientsQueryKey, params, fetchClients);
}
