import type { QueryClient } from '@tanstack/react-query';
import type { ClientListQuery, ClientListResponse } from '../../../../shared/contract/clients.ts';
import { clientOperations } from '../../../../shared/contract/clients.ts';
import { callApi, pathKeyOf } from '../../../lib/api.ts';
import { prefetchPagedList, usePagedListQuery } from '../../../lib/query-hooks.ts';

export type ClientListParams = Partial<ClientListQuery>;

/** Every clients query (lists, one client, notes) is under this key, so a write can refresh them all. */
export const clientsQueryKey = pathKeyOf(clientOperations.list);

export function fetchClients(params: ClientListParams, signal?: AbortSignal): Promise<ClientListResponse> {
  return callApi(clientOperations.list, { query: params, signal });
}

/** One page of the clients the caller may see; the previous page stays on screen while the next loads. */
export function useClients(params: ClientListParams) {
  return usePagedListQuery(clientOperations.list, params, fetchClients);
}

/** The page the clients screen asks for first: no filter, the first 25. */
export const firstClientsPage = { page: 1, limit: 25 } as const satisfies ClientListParams;

/** The first page into the cache under the key the screen reads, so it renders at once. */
export function prefetchFirstClientsPage(client: QueryClient): Promise<void> {
  return prefetchPagedList(client, clientOperations.list, firstClientsPage, fetchClients);
}
