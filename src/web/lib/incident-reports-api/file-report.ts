import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  incidentReportOperations,
  type Report,
  type ReportCreateBody,
} from '../../../shared/contract/incident-reports.ts';
import { callApi } from '../api.ts';

export function fileReport(body: ReportCreateBody): Promise<Report> {
  return callApi(incidentReportOperations.create, { body });
}

/** Files a report; the report lists refresh (every query under `incident-reports`). */
export function useFileReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['incident-reports'] }),
  });
}
