import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientUpdateBody } from '../../../../shared/contract/clients.ts';
import { clientOperations } from '../../../../shared/contract/clients.ts';
import { callApi } from '../../../lib/api.ts';
import { clientsQueryKey } from './list-clients.ts';

export function updateClient({ id, body }: { id: string; body: ClientUpdateBody }): Promise<Client> {
  return callApi(clientOperations.update, { params: { id }, body });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
