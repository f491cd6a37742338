import { useMutation, useQueryClient } from '@tanstack/react-query';
import { incidentReportOperations, type Report } from '../../../../shared/contract/incident-reports.ts';
import { callApi } from '../../../lib/api.ts';
import { reportQueryKey } from './get-report.ts';

/** Appends a comment; the answer is the report with every comment, this one included. */
export function addReportComment({ reportId, content }: { reportId: string; content: string }): Promise<Report> {
  return callApi(incidentReportOperations.addComment, { params: { id: reportId }, body: { content } });
}

export function useAddReportComment(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addReportComment({ reportId, content }),
    onSuccess: (report) => queryClient.setQueryData(reportQueryKey(reportId), report),
  });
}
