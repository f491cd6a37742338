import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { Dashboard } from '../../../../shared/contract/dashboard.ts';
import { dashboardOperations } from '../../../../shared/contract/dashboard.ts';
import { callApi, pathKeyOf, queryKeyOf } from '../../../lib/api.ts';
import { useLiveEvent } from '../../../lib/live-stream.ts';
import { defaultPeriod, type PeriodDays, periodQuery } from '../../../lib/report-period.ts';
import { serverNowMs } from '../../../lib/server-clock.ts';

/** Every dashboard query (one per period) is under this key: a live change or a comment refreshes them. */
export const dashboardQueryKey = pathKeyOf(dashboardOperations.get);

/** Live figures refresh every 30 s while the page is open, and soon after the stream reports a change. */
export const dashboardRefreshMs = 30_000;
/** At most one refresh per this long from live events (an SOS storm must not hammer the server). */
export const dashboardLiveThrottleMs = 3_000;

export function fetchDashboard(
  period: { from: string; to: string } | undefined,
  signal?: AbortSignal,
): Promise<Dashboard> {
  return callApi(dashboardOperations.get, { query: period, signal });
}

/**
 * The period of budget vs actual: this month so far in the viewer's calendar, exactly as the financial report
 * screen defaults to (its link then shows the same figures).
 */
export function useDashboardPeriod(): PeriodDays {
  return useMemo(() => defaultPeriod(new Date(serverNowMs())), []);
}

function dashboardQuery(period: PeriodDays) {
  const range = periodQuery(period);
  return {
    queryKey: queryKeyOf(dashboardOperations.get, range ? { query: range } : {}),
    queryFn: ({ signal }: { signal?: AbortSignal }) => fetchDashboard(range, signal),
    staleTime: dashboardRefreshMs / 2,
  };
}

/** Starts the dashboard's first read as the page opens; its period needs the server's clock, so the session first. */
export async function prefetchDashboard(client: QueryClient, signedIn: Promise<boolean>): Promise<void> {
  if (!(await signedIn)) return;
  await client.prefetchQuery(dashboardQuery(defaultPeriod(new Date(serverNowMs()))));
}

export function useDashboard(period: PeriodDays) {
  return useQuery({ ...dashboardQuery(period), refetchInterval: dashboardRefreshMs });
}

/** Refreshes the dashboard when an alert or a guard's status changes (throttled: one refresh per 3 s at most). */
export function useDashboardLiveUpdates(): void {
  const queryClient = useQueryClient();
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refresh = () => {
    if (timer.current !== undefined) return;
    const wait = Math.max(0, last.current + dashboardLiveThrottleMs - Date.now());
    timer.current = setTimeout(() => {
      timer.current = undefined;
      last.current = Date.now();
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    }, wait);
  };
  useLiveEvent('alert.created', refresh);
  useLiveEvent('alert.updated', refresh);
  useLiveEvent('alert.deleted', refresh);
  useLiveEvent('guard.status', refresh);
  useLiveEvent('shift.changed', refresh);
}
