import { clientOperations } from '../../../../shared/contract/clients.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { clientsQueryKey } from './list-clients.ts';

/** Refused (409, with the reason) while the client has events or user accounts. */
export function deleteClient(id: string): Promise<void> {
  return callApi(clientOperations.remove, { params: { id } });
}

export function useDeleteClient() {
  return useInvalidatingMutation(deleteClient, clientsQueryKey);
}
