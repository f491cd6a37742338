import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientUpdateBody } from '../../../../shared/contract/clients.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { clientsQueryKey } from './list-clients.ts';

export function updateClient({ id, body }: { id: string; body: ClientUpdateBody }): Promise<Client> {
  return apiRequest<Client>(`/clients/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
