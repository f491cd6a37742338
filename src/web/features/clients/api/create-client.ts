import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientCreateBody } from '../../../../shared/contract/clients.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { clientsQueryKey } from './list-clients.ts';

export function createClient(body: ClientCreateBody): Promise<Client> {
  return apiRequest<Client>('/clients', { method: 'POST', body });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
