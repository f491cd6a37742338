import { useQuery } from '@tanstack/react-query';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';

const optionsQuery = { limit: 100 } as const;

/**
 * The events the user may see (newest start first, at most 100), to pick a visitor's event or filter by one; only
 * for users who may list events (a guest may not). The cache keeps the operation's answer (other pickers read the
 * same entry), and the hook gives its items.
 */
export function useEventOptions(enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(eventOperations.list, { query: optionsQuery }),
    queryFn: ({ signal }) => callApi(eventOperations.list, { query: optionsQuery, signal }),
    select: (page) => page.items,
    staleTime: 60_000,
    enabled,
  });
}
