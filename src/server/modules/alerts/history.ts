/**
 * Alerts recorded as they happened, with their own ids, times and acknowledgements: the demo seed's history
 * (docs/product/demo-operation.md). Live alerts are raised through `insertAlert`; both take their title, text and
 * params from the formatters of alert-texts.ts (`storedAlertTexts`).
 */
import { insertInBatches } from '../../db/batched-insert.ts';
import type { Database } from '../../db/client.ts';
import { alerts } from '../../db/schema.ts';

export type AlertRecord = typeof alerts.$inferInsert;

export function recordAlerts(db: Pick<Database, 'insert'>, rows: AlertRecord[]): Promise<void> {
  return insertInBatches(db, alerts, rows);
}
