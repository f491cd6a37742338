import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Report, ReportCreateBody } from '../../../../shared/contract/incident-reports.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function fileReport(body: ReportCreateBody): Promise<Report> {
  return apiRequest<Report>('/incident-reports', { method: 'POST', body });
}

/** Files a report; the report lists refresh (every query under `incident-reports`). */
export function useFileReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['incident-reports'] }),
  });
}
