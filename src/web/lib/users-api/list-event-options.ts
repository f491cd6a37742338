import type { EventListResponse } from '../../../shared/contract/events.ts';
import { eventOperations } from '../../../shared/contract/events.ts';
import { callApi } from '../api.ts';
import { useOptionsQuery } from '../query-hooks.ts';

export function fetchEventOptions(signal?: AbortSignal): Promise<EventListResponse> {
  return callApi(eventOperations.list, { query: { limit: 100 }, signal });
}

/** The newest 100 events the caller sees, for the individual-events picker of the user dialog. */
export function useEventOptions(enabled = true) {
  return useOptionsQuery(['events', 'options'], fetchEventOptions, enabled);
}
