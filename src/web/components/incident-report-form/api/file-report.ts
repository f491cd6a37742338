import {
  incidentReportOperations,
  type Report,
  type ReportCreateBody,
} from '../../../../shared/contract/incident-reports.ts';
import { callApi, pathKeyOf } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';

export function fileReport(body: ReportCreateBody): Promise<Report> {
  return callApi(incidentReportOperations.create, { body });
}

/** Files a report; the report lists refresh (every query under `incident-reports`). */
export function useFileReport() {
  return useInvalidatingMutation(fileReport, pathKeyOf(incidentReportOperations.list));
}
