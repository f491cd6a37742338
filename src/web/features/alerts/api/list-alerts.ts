import {
  hashKey,
  type InfiniteData,
  type QueryKey,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Alert, AlertFilter, AlertListResponse } from '../../../../shared/contract/alerts.ts';
import { alertFilters, alertOperations } from '../../../../shared/contract/alerts.ts';
import { callApi, pathKeyOf, queryKeyOf } from '../../../lib/api.ts';

export const alertPageSize = 20;
/** The SOS alerts read for the banner: an unseen SOS is among the newest (the rest were handled). */
const sosWindow = 50;

const countQuery = { type: 'all', limit: 1 } as const;
const sosQuery = { type: 'sos', limit: sosWindow } as const;
const listQuery = (filter: AlertFilter) => ({ type: filter, limit: alertPageSize });

/*
 * GET /alerts (contract/alerts.ts) feeds three caches, each keyed by the operation and the query it sends, all under
 * the operation's path so that the live stream's reconnect re-reads them: the bell's unread count, the dropdown's
 * list per filter (paged), and the unseen SOS alerts the banner shows. They hold what the screens show (a count, the
 * pages, the unseen SOS alerts), which is why each has a query of its own. The live stream keeps them current
 * (alert-cache.ts).
 */
export const alertsQueryKey = pathKeyOf(alertOperations.list);
export const unseenCountQueryKey = queryKeyOf(alertOperations.list, { query: countQuery });
export const unseenSosQueryKey = queryKeyOf(alertOperations.list, { query: sosQuery });
export const alertListQueryKey = (filter: AlertFilter) =>
  queryKeyOf(alertOperations.list, { query: listQuery(filter) });

const listKeys = new Map(alertFilters.map((filter) => [hashKey(alertListQueryKey(filter)), filter]));

/** The filter of a dropdown list's key; undefined for any other key (the count, the SOS alerts). */
export function alertListFilterOf(key: QueryKey): AlertFilter | undefined {
  return listKeys.get(hashKey(key));
}

export type AlertPages = InfiniteData<AlertListResponse, string | undefined>;

export function fetchAlerts(
  query: { type: AlertFilter; limit: number; before?: string | undefined },
  signal?: AbortSignal,
): Promise<AlertListResponse> {
  return callApi(alertOperations.list, { query, signal });
}

/** The bell's badge: alerts not seen, in the caller's scope. */
export function useUnseenAlertCount(enabled = true) {
  return useQuery({
    queryKey: unseenCountQueryKey,
    queryFn: ({ signal }) => fetchAlerts(countQuery, signal).then((list) => list.unseenCount),
    enabled,
    staleTime: 60_000,
  });
}

/** The dropdown's list, newest first, one filter at a time; "Load more" reads the next page. */
export function useAlertList(filter: AlertFilter) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: alertListQueryKey(filter),
    queryFn: async ({ pageParam, signal }) => {
      const list = await fetchAlerts({ ...listQuery(filter), before: pageParam }, signal);
      // Every answer carries the unread count of the whole scope: the freshest figure for the badge.
      if (pageParam === undefined) queryClient.setQueryData(unseenCountQueryKey, list.unseenCount);
      return list;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.items.at(-1)?.createdAt : undefined),
    staleTime: 60_000,
  });
}

/** Unseen SOS alerts, newest first (the banner). */
export function useUnseenSosAlerts(enabled: boolean) {
  return useQuery({
    queryKey: unseenSosQueryKey,
    queryFn: ({ signal }): Promise<Alert[]> =>
      fetchAlerts(sosQuery, signal).then((list) => list.items.filter((a) => !a.seen)),
    enabled,
    staleTime: 60_000,
  });
}
