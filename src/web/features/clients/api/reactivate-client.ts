import type { Client } from '../../../../shared/contract/clients.ts';
import { clientOperations } from '../../../../shared/contract/clients.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { clientsQueryKey } from './list-clients.ts';

/** Marks the client Active again. */
export function reactivateClient(id: string): Promise<Client> {
  return callApi(clientOperations.reactivate, { params: { id } });
}

export function useReactivateClient() {
  return useInvalidatingMutation(reactivateClient, clientsQueryKey);
}
