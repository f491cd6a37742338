import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type VisitorListResponse,
  type VisitorStatus,
  type VisitorView,
  visitorOperations,
} from '../../../../shared/contract/visitors.ts';
import { callApi, pathKeyOf, queryKeyOf } from '../../../lib/api.ts';

export interface VisitorListParams {
  view: VisitorView;
  q?: string | undefined;
  eventId?: string | undefined;
  status?: VisitorStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  limit: number;
}

/** Every visitor query is under this key, so one invalidation refreshes all lists and tab counts. */
export const visitorsQueryKey = pathKeyOf(visitorOperations.list);

/** The lists change as people arrive and leave: refresh every 30 s while the page is open. */
export const visitorsRefreshMs = 30_000;

export function fetchVisitors(params: VisitorListParams, signal?: AbortSignal): Promise<VisitorListResponse> {
  return callApi(visitorOperations.list, { query: params, signal });
}

export function useVisitors(params: VisitorListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeyOf(visitorOperations.list, { query: params }),
    queryFn: ({ signal }) => fetchVisitors(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: visitorsRefreshMs,
    enabled: options.enabled ?? true,
  });
}
