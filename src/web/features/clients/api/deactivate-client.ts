import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client } from '../../../../shared/contract/clients.ts';
import { clientOperations } from '../../../../shared/contract/clients.ts';
import { callApi } from '../../../lib/api.ts';
import { clientsQueryKey } from './list-clients.ts';

/** Marks the client Inactive; its records stay. */
export function deactivateClient(id: string): Promise<Client> {
  return callApi(clientOperations.deactivate, { params: { id } });
}

export function useDeactivateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
