import { type InfiniteData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Alert, AlertFilter, AlertListResponse } from '../../../../shared/contract/alerts.ts';
import { alertOperations } from '../../../../shared/contract/alerts.ts';
import { callApi } from '../../../lib/api.ts';

/*
 * GET /alerts (contract/alerts.ts) feeds three caches, all under ['alerts'] so that the live stream's reconnect
 * re-reads them: the bell's unread count, the dropdown's list per filter (paged), and the unseen SOS alerts the
 * banner shows. The live stream keeps them current (alert-cache.ts).
 */
export const alertsQueryKey = ['alerts'] as const;
export const unseenCountQueryKey = ['alerts', 'count'] as const;
export const unseenSosQueryKey = ['alerts', 'sos'] as const;
export const alertListsQueryKey = ['alerts', 'list'] as const;
export const alertListQueryKey = (filter: AlertFilter) => ['alerts', 'list', filter] as const;

export const alertPageSize = 20;
/** The SOS alerts read for the banner: an unseen SOS is among the newest (the rest were handled). */
const sosWindow = 50;

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
    queryFn: ({ signal }) => fetchAlerts({ type: 'all', limit: 1 }, signal).then((list) => list.unseenCount),
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
      const list = await fetchAlerts({ type: filter, limit: alertPageSize, before: pageParam }, signal);
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
      fetchAlerts({ type: 'sos', limit: sosWindow }, signal).then((list) => list.items.filter((a) => !a.seen)),
    enabled,
    staleTime: 60_000,
  });
}
