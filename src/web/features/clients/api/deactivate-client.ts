import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client } from '../../../../shared/contract/clients.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { clientsQueryKey } from './list-clients.ts';

/** Marks the client Inactive; its records stay. */
export function deactivateClient(id: string): Promise<Client> {
  return apiRequest<Client>(`/clients/${encodeURIComponent(id)}/deactivate`, { method: 'POST' });
}

export function useDeactivateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
