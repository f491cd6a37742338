import type { Report } from '../../../../shared/contract/incident-reports.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Adds one photo to a filed report: the file as the raw body, its name in X-File-Name. */
export function attachPhoto(reportId: string, file: File, signal?: AbortSignal): Promise<Report> {
  return apiRequest<Report>(`/incident-reports/${encodeURIComponent(reportId)}/attachments`, {
    method: 'POST',
    body: file,
    headers: { 'x-file-name': encodeURIComponent(file.name || 'photo') },
    signal,
  });
}
