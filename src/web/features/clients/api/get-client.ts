import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { Client } from '../../../../shared/contract/clients.ts';
import { clientOperations } from '../../../../shared/contract/clients.ts';
import { callApi } from '../../../lib/api.ts';
import { clientsQueryKey } from './list-clients.ts';

export function clientQueryKey(id: string) {
  return [...clientsQueryKey, 'one', id] as const;
}

export function fetchClient(id: string, signal?: AbortSignal): Promise<Client> {
  return callApi(clientOperations.get, { params: { id }, signal });
}

/** The client into the cache before its page asks for it (a search result or a hovered link). */
export function prefetchClient(client: QueryClient, id: string): Promise<void> {
  return client.prefetchQuery({ queryKey: clientQueryKey(id), queryFn: ({ signal }) => fetchClient(id, signal) });
}

export function useClient(id: string) {
  return useQuery({ queryKey: clientQueryKey(id), queryFn: ({ signal }) => fetchClient(id, signal) });
}
