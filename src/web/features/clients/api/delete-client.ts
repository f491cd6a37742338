import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { clientsQueryKey } from './list-clients.ts';

/** Refused (409, with the reason) while the client has events or user accounts. */
export function deleteClient(id: string): Promise<void> {
  return apiRequest<void>(`/clients/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
