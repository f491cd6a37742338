import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client } from '../../../../shared/contract/clients.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { clientsQueryKey } from './list-clients.ts';

/** Marks the client Active again. */
export function reactivateClient(id: string): Promise<Client> {
  return apiRequest<Client>(`/clients/${encodeURIComponent(id)}/reactivate`, { method: 'POST' });
}

export function useReactivateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
