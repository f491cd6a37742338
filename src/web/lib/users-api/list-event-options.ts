import type { EventListResponse } from '../../../shared/contract/events.ts';
import { eventOperations } from '../../../shared/contract/events.ts';
import { callApi, queryKeyOf } from '../api.ts';
import { useOptionsQuery } from '../query-hooks.ts';

const optionsQuery = { limit: 100 } as const;

export function fetchEventOptions(signal?: AbortSignal): Promise<EventListResponse> {
  return callApi(eventOperations.list, { query: optionsQuery, signal });
}

/** The newest 100 events the caller sees, for the individual-events picker of the user dialog. */
export function useEventOptions(enabled = true) {
  return useOptionsQuery(queryKeyOf(eventOperations.list, { query: optionsQuery }), fetchEventOptions, enabled);
}
