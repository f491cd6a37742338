import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import type { EventListQuery, EventListResponse } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi, pathKeyOf, queryKeyOf } from '../../../lib/api.ts';

export type EventListParams = Partial<EventListQuery>;

/** Every events query (lists, one event, notes, assigned people) is under this key, so a write refreshes them. */
export const eventsQueryKey = pathKeyOf(eventOperations.list);

export function fetchEvents(params: EventListParams, signal?: AbortSignal): Promise<EventListResponse> {
  return callApi(eventOperations.list, { query: params, signal });
}

/** One page of the events the caller may see, sorted and filtered on the server; the last page stays while loading. */
export function useEvents(params: EventListParams) {
  return useQuery({
    queryKey: queryKeyOf(eventOperations.list, { query: params }),
    queryFn: ({ signal }) => fetchEvents(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The page the events screen asks for first: no filter, newest start first, the first 25. */
export const firstEventsPage = {
  sort: 'startDate',
  order: 'desc',
  page: 1,
  limit: 25,
} as const satisfies EventListParams;

/** The first page into the cache under the key the screen reads, so it renders at once. */
export function prefetchFirstEventsPage(client: QueryClient): Promise<void> {
  return client.prefetchQuery({
    queryKey: queryKeyOf(eventOperations.list, { query: firstEventsPage }),
    queryFn: ({ signal }) => fetchEvents(firstEventsPage, signal),
  });
}
