import type { EventListQuery, EventListResponse } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { usePagedListQuery } from '../../../lib/query-hooks.ts';

export type EventListParams = Partial<EventListQuery>;

/** Every events query (lists, one event, notes, assigned people) starts with this key, so a write refreshes them. */
export const eventsQueryKey = ['events'] as const;

export function fetchEvents(params: EventListParams, signal?: AbortSignal): Promise<EventListResponse> {
  return callApi(eventOperations.list, { query: params, signal });
}

/** One page of the events the caller may see, sorted and filtered on the server; the last page stays while loading. */
export function useEvents(params: EventListParams) {
  return usePagedListQuery(eventsQueryKey, params, fetchEvents);
}
