import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiBase, apiRequest } from '../../../lib/api-client.ts';

/** Every workforce report query starts with this key. */
export const workforceReportsQueryKey = ['workforce-reports'] as const;

export type ReportPath =
  | 'clock-activity'
  | 'geofence-activity'
  | 'performance/personnel'
  | 'performance/events'
  | 'payroll'
  | 'financial'
  | 'compliance';

export type ReportParams = Record<string, string | number | undefined>;

function defined(params: ReportParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') out[key] = String(value);
  }
  return out;
}

export function fetchReport<T>(path: ReportPath, params: ReportParams, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(`/reports/${path}`, { query: defined(params), signal });
}

/**
 * One report's rows for the given period and filters; `enabled: false` (e.g. a view not chosen, or a period with
 * an error) fetches nothing. The previous rows stay on screen while the next ones load.
 */
export function useReport<T>(path: ReportPath, params: ReportParams, enabled = true) {
  return useQuery({
    queryKey: [...workforceReportsQueryKey, path, defined(params)],
    queryFn: ({ signal }) => fetchReport<T>(path, params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The address of a report's CSV export for the same filters (the server names the file); a plain link downloads it. */
export function reportCsvUrl(path: ReportPath, params: ReportParams): string {
  const { page: _page, limit: _limit, ...rest } = params;
  const query = new URLSearchParams(defined(rest));
  const text = query.toString();
  return `${apiBase}/reports/${path}.csv${text ? `?${text}` : ''}`;
}
