import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client } from '../../../../shared/contract/clients.ts';
import { clientOperations } from '../../../../shared/contract/clients.ts';
import { callApi } from '../../../lib/api.ts';

/** Makes the client the admin's working client: the one whose operation their screens show. */
export function setActiveClient(id: string): Promise<Client> {
  return callApi(clientOperations.setActive, { params: { id } });
}

export function useSetActiveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setActiveClient,
    // Every screen's data (and the session's client name) depends on the working client.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
