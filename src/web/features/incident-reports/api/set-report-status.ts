import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  incidentReportOperations,
  type Report,
  type ReportStatusBody,
} from '../../../../shared/contract/incident-reports.ts';
import { callApi, invalidate } from '../../../lib/api.ts';
import { reportQueryKey } from './get-report.ts';

export function setReportStatus({ reportId, status }: { reportId: string } & ReportStatusBody): Promise<Report> {
  return callApi(incidentReportOperations.setStatus, { params: { id: reportId }, body: { status } });
}

export function useSetReportStatus(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ReportStatusBody['status']) => setReportStatus({ reportId, status }),
    onSuccess: async (report) => {
      queryClient.setQueryData(reportQueryKey(reportId), report);
      // The lists show the status too.
      await invalidate(queryClient, incidentReportOperations.list);
    },
  });
}
