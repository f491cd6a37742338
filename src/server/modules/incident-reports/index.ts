// The incident-reports module's public face: what other modules may use of it.
export { checkImage } from './evidence.ts';
export {
  type IncidentReportRecord,
  type ReportCommentRecord,
  recordIncidentReports,
  recordReportComments,
} from './history-repository.ts';
export { countIncidentsByType } from './service.ts';
