import { useQuery } from '@tanstack/react-query';
import { clientOperations } from '../../../../shared/contract/clients.ts';
import { callApi } from '../../../lib/api.ts';

const activeClientsQuery = { limit: 100, status: 'Active' } as const;

/**
 * The active clients a report can be narrowed to. The key is the clients screens' list key, so a client write
 * (which refreshes every `['clients', …]` query) refreshes the choices too.
 */
export function useReportClientChoices() {
  return useQuery({
    queryKey: ['clients', 'list', activeClientsQuery],
    queryFn: ({ signal }) => callApi(clientOperations.list, { query: activeClientsQuery, signal }),
  });
}
