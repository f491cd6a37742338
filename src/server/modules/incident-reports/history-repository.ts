/**
 * Incident reports and their comments recorded as they happened, with their own ids and times: the demo seed's history
 * (docs/product/demo-operation.md), written row for row where the services write the present.
 */
import { insertInBatches } from '../../db/batched-insert.ts';
import type { Database } from '../../db/client.ts';
import { incidentReportComments, incidentReports } from '../../db/schema.ts';

export type IncidentReportRecord = typeof incidentReports.$inferInsert;

export type ReportCommentRecord = typeof incidentReportComments.$inferInsert;

export function recordIncidentReports(db: Pick<Database, 'insert'>, rows: IncidentReportRecord[]): Promise<void> {
  return insertInBatches(db, incidentReports, rows);
}

export function recordReportComments(db: Pick<Database, 'insert'>, rows: ReportCommentRecord[]): Promise<void> {
  return insertInBatches(db, incidentReportComments, rows);
}
