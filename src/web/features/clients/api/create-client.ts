import type { Client, ClientCreateBody } from '../../../../shared/contract/clients.ts';
import { clientOperations } from '../../../../shared/contract/clients.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { clientsQueryKey } from './list-clients.ts';

export function createClient(body: ClientCreateBody): Promise<Client> {
  return callApi(clientOperations.create, { body });
}

export function useCreateClient() {
  return useInvalidatingMutation(createClient, clientsQueryKey);
}
