import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  incidentReportOperations,
  type ReportListQuery,
  type ReportListResponse,
  type ReportView,
} from '../../../../shared/contract/incident-reports.ts';
import { callApi, operationUrl, pathKeyOf, queryKeyOf } from '../../../lib/api.ts';

export type ReportListParams = Partial<ReportListQuery>;

/** Every incident-report query (lists, one report, the form's options) is under this key, so a write refreshes them. */
export const reportsQueryKey = pathKeyOf(incidentReportOperations.list);

export function fetchReports(params: ReportListParams, signal?: AbortSignal): Promise<ReportListResponse> {
  return callApi(incidentReportOperations.list, { query: params, signal });
}

/** One page of the incident or custom reports the caller may see, newest first; the last page stays while loading. */
export function useReports(params: ReportListParams) {
  return useQuery({
    queryKey: queryKeyOf(incidentReportOperations.list, { query: params }),
    queryFn: ({ signal }) => fetchReports(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Address of IncidentReport.csv or Custom.csv (the server names the file); a plain link downloads it. */
export function reportsCsvUrl(view: ReportView, q?: string): string {
  return operationUrl(incidentReportOperations.exportCsv, { query: { view, q } });
}
