import { useQuery } from '@tanstack/react-query';
import { clientOperations } from '../../../../shared/contract/clients.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';

const activeClientsQuery = { limit: 100, status: 'Active' } as const;

/**
 * The active clients a report can be narrowed to. The key is the clients list operation's, so a client write (which
 * refreshes every clients query) refreshes the choices too.
 */
export function useReportClientChoices() {
  return useQuery({
    queryKey: queryKeyOf(clientOperations.list, { query: activeClientsQuery }),
    queryFn: ({ signal }) => callApi(clientOperations.list, { query: activeClientsQuery, signal }),
  });
}
