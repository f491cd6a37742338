import type { EventSummary } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { useOptionsQuery } from '../../../lib/query-hooks.ts';

/** The events the user may see (newest start first, at most 100), to pick a visitor's event or filter by one. */
export function fetchEventOptions(signal?: AbortSignal): Promise<EventSummary[]> {
  return callApi(eventOperations.list, { query: { limit: 100 }, signal }).then((page) => page.items);
}

/** Only for users who may list events (a guest may not). */
export function useEventOptions(enabled: boolean) {
  return useOptionsQuery(['visitor-event-options'], fetchEventOptions, enabled);
}
