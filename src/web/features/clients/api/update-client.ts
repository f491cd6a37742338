import type { Client, ClientUpdateBody } from '../../../../shared/contract/clients.ts';
import { clientOperations } from '../../../../shared/contract/clients.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { clientsQueryKey } from './list-clients.ts';

export function updateClient({ id, body }: { id: string; body: ClientUpdateBody }): Promise<Client> {
  return callApi(clientOperations.update, { params: { id }, body });
}

export function useUpdateClient() {
  return useInvalidatingMutation(updateClient, clientsQueryKey);
}
