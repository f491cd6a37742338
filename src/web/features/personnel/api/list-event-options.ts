import type { EventListResponse } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';
import { useOptionsQuery } from '../../../lib/query-hooks.ts';

const optionsQuery = { limit: 100, sort: 'startDate', order: 'desc' } as const;

export function fetchPunchEventOptions(signal?: AbortSignal): Promise<EventListResponse> {
  return callApi(eventOperations.list, { query: optionsQuery, signal });
}

/** The newest 100 events in the caller's scope, to choose the event of a missed punch. */
export function usePunchEventOptions(enabled = true) {
  return useOptionsQuery(queryKeyOf(eventOperations.list, { query: optionsQuery }), fetchPunchEventOptions, enabled);
}
