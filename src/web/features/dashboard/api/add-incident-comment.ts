import { useMutation, useQueryClient } from '@tanstack/react-query';
import { incidentReportOperations } from '../../../../shared/contract/incident-reports.ts';
import { callApi, operationUrl } from '../../../lib/api.ts';
import { dashboardQueryKey } from './get-dashboard.ts';

/**
 * A comment on an open incident, written from the client portal (everyone who may read a report may comment on it,
 * docs/product/incident-reports.md); the portal then reads its latest comments again.
 */
export function useAddIncidentComment(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      callApi(incidentReportOperations.addComment, { params: { id: reportId }, body: { content } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
}

/** The report as a PDF (fields, photos, all comments): a plain link downloads it with the session cookie. */
export function incidentPdfUrl(reportId: string): string {
  return operationUrl(incidentReportOperations.pdf, { params: { id: reportId } });
}
