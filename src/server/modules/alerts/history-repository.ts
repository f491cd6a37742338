/**
 * Alerts recorded as they happened, with their own ids, times and acknowledgements: the demo seed's history
 * (docs/product/demo-operation.md). Live alerts are raised through `insertAlert`; both take their title, text and
 * params from the formatters of alert-texts.ts (`storedAlertTexts`).
 */
import { insertInBatches } from '../../db/batched-insert.ts';
import type { Database } from '../../db/client.ts';
import { alerts } from '../../db/schema.ts';
import { type AlertTexts, storedAlertTexts } from './alert-texts.ts';

/** An alert as it happened, with the texts one of alert-texts.ts's formatters made in place of its title and message. */
export type AlertRecord = Omit<typeof alerts.$inferInsert, 'title' | 'message' | 'params'> & { texts: AlertTexts };

export function recordAlerts(db: Pick<Database, 'insert'>, rows: AlertRecord[]): Promise<void> {
  return insertInBatches(
    db,
    alerts,
    rows.map(({ texts, ...row }) => ({ ...row, ...storedAlertTexts(texts) })),
  );
}
