import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportListQuery, ReportListResponse, ReportView } from '../../../../shared/contract/incident-reports.ts';
import { apiBase, apiRequest } from '../../../lib/api-client.ts';

export type ReportListParams = Partial<ReportListQuery>;

/** Every incident-report query (lists, one report) starts with this key, so a write refreshes them. */
export const reportsQueryKey = ['incident-reports'] as const;

export function fetchReports(params: ReportListParams, signal?: AbortSignal): Promise<ReportListResponse> {
  return apiRequest<ReportListResponse>('/incident-reports', { query: { ...params }, signal });
}

/** One page of the incident or custom reports the caller may see, newest first; the last page stays while loading. */
export function useReports(params: ReportListParams) {
  return useQuery({
    queryKey: [...reportsQueryKey, 'list', params],
    queryFn: ({ signal }) => fetchReports(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Address of IncidentReport.csv or Custom.csv (the server names the file); a plain link downloads it. */
export function reportsCsvUrl(view: ReportView, q?: string): string {
  const query = new URLSearchParams({ view });
  if (q) query.set('q', q);
  return `${apiBase}/incident-reports.csv?${query.toString()}`;
}
