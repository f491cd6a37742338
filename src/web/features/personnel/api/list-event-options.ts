import { useQuery } from '@tanstack/react-query';
import type { EventListResponse } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';

export function fetchPunchEventOptions(signal?: AbortSignal): Promise<EventListResponse> {
  return callApi(eventOperations.list, { query: { limit: 100, sort: 'startDate', order: 'desc' }, signal });
}

/** The newest 100 events in the caller's scope, to choose the event of a missed punch. */
export function usePunchEventOptions(enabled = true) {
  return useQuery({
    queryKey: ['events', 'punch-options'],
    queryFn: ({ signal }) => fetchPunchEventOptions(signal),
    staleTime: 60_000,
    enabled,
  });
}
