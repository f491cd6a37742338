import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import type { BreakListQuery, BreakListResponse } from '../../../../shared/contract/breaks.ts';
import { breakOperations } from '../../../../shared/contract/breaks.ts';
import { callApi, pathKeyOf, queryKeyOf } from '../../../lib/api.ts';

export type BreakListParams = Partial<BreakListQuery>;

/** Every breaks query is under this key, so ending a break refreshes them all. */
export const breaksQueryKey = pathKeyOf(breakOperations.list);

/** How often the live list is fetched again (docs/product/personnel-and-tasks.md#breaks: every 30 s). */
export const liveRefreshMs = 30_000;

/** The query as it goes on the wire: the parsed `overrunOnly` flag is sent as the text the server reads. */
export function breakQueryOf<P extends Partial<BreakListParams>>({ overrunOnly, ...rest }: P) {
  return {
    ...rest,
    overrunOnly: overrunOnly === undefined ? undefined : overrunOnly ? ('true' as const) : ('false' as const),
  };
}

export function fetchBreaks(params: BreakListParams, signal?: AbortSignal): Promise<BreakListResponse> {
  return callApi(breakOperations.list, { query: breakQueryOf(params), signal });
}

/** The open breaks in the caller's scope, longest running first, fetched again every 30 seconds. */
const liveQuery: BreakListParams = { view: 'live', limit: 100 };
const liveBreaks = {
  queryKey: queryKeyOf(breakOperations.list, { query: breakQueryOf(liveQuery) }),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchBreaks(liveQuery, signal),
};

export function useLiveBreaks() {
  return useQuery({ ...liveBreaks, refetchInterval: liveRefreshMs });
}

/** The open breaks into the cache under the key the breaks screen reads, so it renders at once. */
export function prefetchLiveBreaks(client: QueryClient): Promise<void> {
  return client.prefetchQuery(liveBreaks);
}

/** One page of the break history; the previous page stays on screen while the next loads. */
export function useBreakHistory(params: BreakListParams) {
  return useQuery({
    queryKey: queryKeyOf(breakOperations.list, { query: breakQueryOf({ ...params, view: 'history' }) }),
    queryFn: ({ signal }) => fetchBreaks({ ...params, view: 'history' }, signal),
    placeholderData: keepPreviousData,
  });
}
