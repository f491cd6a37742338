import { useQuery } from '@tanstack/react-query';
import { incidentReportOperations, type Report } from '../../../../shared/contract/incident-reports.ts';
import { callApi, operationUrl, queryKeyOf } from '../../../lib/api.ts';

export function reportQueryKey(id: string) {
  return queryKeyOf(incidentReportOperations.get, { params: { id } });
}

export function fetchReport(id: string, signal?: AbortSignal): Promise<Report> {
  return callApi(incidentReportOperations.get, { params: { id }, signal });
}

/** One report with its comments, attachments, versions and what the caller may do with it. */
export function useReport(id: string) {
  return useQuery({ queryKey: reportQueryKey(id), queryFn: ({ signal }) => fetchReport(id, signal) });
}

/** Address of the report's PDF; a plain link downloads it with the cookie. */
export function reportPdfUrl(id: string): string {
  return operationUrl(incidentReportOperations.pdf, { params: { id } });
}
