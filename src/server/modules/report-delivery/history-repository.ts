/**
 * Customers' report subscriptions recorded as they happened, with their own ids and times: the demo seed's history
 * (docs/product/demo-operation.md), written row for row where the services write the present.
 */
import { insertInBatches } from '../../db/batched-insert.ts';
import type { Database } from '../../db/client.ts';
import { reportSubscriptions } from '../../db/schema.ts';

export type ReportSubscriptionRecord = typeof reportSubscriptions.$inferInsert;

export function recordReportSubscriptions(
  db: Pick<Database, 'insert'>,
  rows: ReportSubscriptionRecord[],
): Promise<void> {
  return insertInBatches(db, reportSubscriptions, rows);
}
