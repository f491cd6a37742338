import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  incidentReportOperations,
  type Report,
  type ReportUpdateBody,
} from '../../../../shared/contract/incident-reports.ts';
import { callApi, invalidate } from '../../../lib/api.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { reportQueryKey } from './get-report.ts';
import { reportsQueryKey } from './list-reports.ts';

export function updateReport(reportId: string, body: ReportUpdateBody): Promise<Report> {
  return callApi(incidentReportOperations.update, { params: { id: reportId }, body });
}

/** Edits a filed report; every query under `incident-reports` refreshes (the details show the kept version). */
export function useUpdateReport(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportUpdateBody) => updateReport(reportId, body),
    onSuccess: async (report) => {
      queryClient.setQueryData(reportQueryKey(reportId), report);
      await invalidate(queryClient, reportsQueryKey);
    },
    // Closed or changed meanwhile: the details catch up with what the server holds.
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void invalidate(queryClient, reportsQueryKey);
    },
  });
}
