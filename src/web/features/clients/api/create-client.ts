import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientCreateBody } from '../../../../shared/contract/clients.ts';
import { clientOperations } from '../../../../shared/contract/clients.ts';
import { callApi } from '../../../lib/api.ts';
import { clientsQueryKey } from './list-clients.ts';

export function createClient(body: ClientCreateBody): Promise<Client> {
  return callApi(clientOperations.create, { body });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
