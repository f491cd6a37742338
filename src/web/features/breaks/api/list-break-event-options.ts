import type { EventListResponse } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { useOptionsQuery } from '../../../lib/query-hooks.ts';

export function fetchBreakEventOptions(signal?: AbortSignal): Promise<EventListResponse> {
  return callApi(eventOperations.list, { query: { limit: 100, sort: 'startDate', order: 'desc' }, signal });
}

/** The newest 100 events in the caller's scope, for the history's event filter. */
export function useBreakEventOptions() {
  return useOptionsQuery(['events', 'break-options'], fetchBreakEventOptions);
}
