import { useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '../../../../shared/contract/dashboard.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const dashboardQueryKey = ['dashboard', 'summary'] as const;

/** Live figures refresh every 30 s while the page is open. */
export const dashboardRefreshMs = 30_000;

export function fetchDashboard(signal?: AbortSignal): Promise<DashboardSummary> {
  return apiRequest<DashboardSummary>('/dashboard', { signal });
}

export function useDashboard() {
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => fetchDashboard(signal),
    refetchInterval: dashboardRefreshMs,
    staleTime: dashboardRefreshMs / 2,
  });
}
