import type { Client } from '../../../../shared/contract/clients.ts';
import { clientOperations } from '../../../../shared/contract/clients.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { clientsQueryKey } from './list-clients.ts';

/** Marks the client Inactive; its records stay. */
export function deactivateClient(id: string): Promise<Client> {
  return callApi(clientOperations.deactivate, { params: { id } });
}

export function useDeactivateClient() {
  return useInvalidatingMutation(deactivateClient, clientsQueryKey);
}
