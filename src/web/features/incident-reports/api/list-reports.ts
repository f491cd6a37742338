import {
  incidentReportOperations,
  type ReportListQuery,
  type ReportListResponse,
  type ReportView,
} from '../../../../shared/contract/incident-reports.ts';
import { callApi, operationUrl } from '../../../lib/api.ts';
import { usePagedListQuery } from '../../../lib/query-hooks.ts';

export type ReportListParams = Partial<ReportListQuery>;

/** Every incident-report query (lists, one report) starts with this key, so a write refreshes them. */
export const reportsQueryKey = ['incident-reports'] as const;

export function fetchReports(params: ReportListParams, signal?: AbortSignal): Promise<ReportListResponse> {
  return callApi(incidentReportOperations.list, { query: params, signal });
}

/** One page of the incident or custom reports the caller may see, newest first; the last page stays while loading. */
export function useReports(params: ReportListParams) {
  return usePagedListQuery(reportsQueryKey, params, fetchReports);
}

/** Address of IncidentReport.csv or Custom.csv (the server names the file); a plain link downloads it. */
export function reportsCsvUrl(view: ReportView, q?: string): string {
  return operationUrl(incidentReportOperations.exportCsv, { query: { view, q } });
}
