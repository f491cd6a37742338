import type { QueryClient } from '@tanstack/react-query';
import type { Alert, AlertFilter } from '../../../shared/contract/alerts.ts';
import {
  type AlertPages,
  alertListFilterOf,
  alertsQueryKey,
  unseenCountQueryKey,
  unseenSosQueryKey,
} from './api/list-alerts.ts';

/*
 * Applies one change of an alert (from the live stream, or an optimistic acknowledgement) to every alerts cache
 * in place, so that nothing is re-read. The count moves by what the change did to the alert's seen state, which
 * is known only when the alert was cached; otherwise the count alone is re-read.
 *
 * A read already in flight when a change arrives may have been answered before the change was committed (e.g.
 * the re-read every stream `ready` starts, racing an SOS raised at that moment): its answer would replace the
 * change just applied, and the alert would be lost from the banner until the next read. Such reads start again.
 */

function matches(filter: AlertFilter, alert: Alert): boolean {
  return filter === 'all' || alert.category === filter;
}

function listCaches(queryClient: QueryClient) {
  return queryClient.getQueriesData<AlertPages>({
    queryKey: alertsQueryKey,
    predicate: (query) => alertListFilterOf(query.queryKey) !== undefined,
  });
}

/** The alert as cached in any list or in the SOS banner's cache. */
export function findCachedAlert(queryClient: QueryClient, id: string): Alert | undefined {
  for (const [, data] of listCaches(queryClient)) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((alert) => alert.id === id);
      if (found) return found;
    }
  }
  return queryClient.getQueryData<Alert[]>(unseenSosQueryKey)?.find((alert) => alert.id === id);
}

function adjustCount(queryClient: QueryClient, delta: number) {
  if (delta === 0) return;
  queryClient.setQueryData<number>(unseenCountQueryKey, (count) =>
    count === undefined ? count : Math.max(0, count + delta),
  );
}

function recount(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: unseenCountQueryKey, exact: true });
}

const unseen = (alert: Alert | undefined) => (alert && !alert.seen ? 1 : 0);

function filterOf(key: readonly unknown[]): AlertFilter {
  return alertListFilterOf(key) ?? 'all';
}

function mapPages(data: AlertPages, change: (items: Alert[]) => Alert[]): AlertPages {
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) };
}

function sortedNewestFirst(alerts: Alert[]): Alert[] {
  return [...alerts].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

function updateSosCache(queryClient: QueryClient, alert: Alert) {
  queryClient.setQueryData<Alert[]>(unseenSosQueryKey, (list) => {
    if (!list) return list;
    const others = list.filter((item) => item.id !== alert.id);
    return alert.category === 'sos' && !alert.seen ? sortedNewestFirst([alert, ...others]) : others;
  });
}

export function applyAlertCreated(queryClient: QueryClient, alert: Alert): void {
  restartReadsInFlight(queryClient);
  const previous = findCachedAlert(queryClient, alert.id);
  for (const [key, data] of listCaches(queryClient)) {
    if (!data || !matches(filterOf(key), alert)) continue;
    const known = data.pages.some((page) => page.items.some((item) => item.id === alert.id));
    queryClient.setQueryData<AlertPages>(
      key,
      known
        ? mapPages(data, (items) => items.map((item) => (item.id === alert.id ? alert : item)))
        : {
            ...data,
            pages: data.pages.map((page, i) => (i === 0 ? { ...page, items: [alert, ...page.items] } : page)),
          },
    );
  }
  updateSosCache(queryClient, alert);
  adjustCount(queryClient, previous ? unseen(alert) - unseen(previous) : unseen(alert));
}

export function applyAlertUpdated(queryClient: QueryClient, alert: Alert): void {
  restartReadsInFlight(queryClient);
  const previous = findCachedAlert(queryClient, alert.id);
  for (const [key, data] of listCaches(queryClient)) {
    if (!data) continue;
    queryClient.setQueryData<AlertPages>(
      key,
      mapPages(data, (items) => items.map((item) => (item.id === alert.id ? alert : item))),
    );
  }
  updateSosCache(queryClient, alert);
  if (previous) adjustCount(queryClient, unseen(alert) - unseen(previous));
  else recount(queryClient);
}

export function applyAlertDeleted(queryClient: QueryClient, id: string): void {
  restartReadsInFlight(queryClient);
  const previous = findCachedAlert(queryClient, id);
  for (const [key, data] of listCaches(queryClient)) {
    if (!data) continue;
    queryClient.setQueryData<AlertPages>(
      key,
      mapPages(data, (items) => items.filter((item) => item.id !== id)),
    );
  }
  queryClient.setQueryData<Alert[]>(unseenSosQueryKey, (list) => list?.filter((item) => item.id !== id));
  if (previous) adjustCount(queryClient, -unseen(previous));
  else recount(queryClient);
}

/** Starts again the alerts reads in flight, so their answers come after the change just applied. */
function restartReadsInFlight(queryClient: QueryClient): void {
  const inFlight = queryClient.getQueryCache().findAll({ queryKey: alertsQueryKey, fetchStatus: 'fetching' });
  for (const query of inFlight) {
    void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true }, { cancelRefetch: true });
  }
}

/** Stops reads in flight that would overwrite a change made here with older data. */
export function cancelAlertReads(queryClient: QueryClient): Promise<void> {
  return queryClient.cancelQueries({ queryKey: alertsQueryKey });
}
