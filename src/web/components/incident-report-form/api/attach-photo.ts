import { incidentReportOperations, type Report } from '../../../../shared/contract/incident-reports.ts';
import { callApi } from '../../../lib/api.ts';

/** Adds one photo to a filed report: the file as the raw body, its name in X-File-Name. */
export function attachPhoto(reportId: string, file: File, signal?: AbortSignal): Promise<Report> {
  return callApi(incidentReportOperations.attachPhoto, {
    params: { id: reportId },
    body: file,
    headers: { 'x-file-name': encodeURIComponent(file.name || 'photo') },
    signal,
  });
}
