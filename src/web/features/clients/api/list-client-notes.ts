import { useQuery } from '@tanstack/react-query';
import type { ClientNote } from '../../../../shared/contract/clients.ts';
import { clientOperations } from '../../../../shared/contract/clients.ts';
import { callApi } from '../../../lib/api.ts';
import { clientsQueryKey } from './list-clients.ts';

export function clientNotesQueryKey(clientId: string) {
  return [...clientsQueryKey, 'notes', clientId] as const;
}

export function fetchClientNotes(clientId: string, signal?: AbortSignal): Promise<{ items: ClientNote[] }> {
  return callApi(clientOperations.listNotes, { params: { id: clientId }, signal });
}

/** The notes on a client, newest first. */
export function useClientNotes(clientId: string) {
  return useQuery({
    queryKey: clientNotesQueryKey(clientId),
    queryFn: ({ signal }) => fetchClientNotes(clientId, signal),
  });
}
