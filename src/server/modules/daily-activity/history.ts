/**
 * Supervisors' notes of a day recorded as they happened, with their own ids and times: the demo seed's history
 * (docs/product/demo-operation.md), written row for row where the services write the present.
 */
import { insertInBatches } from '../../db/batched-insert.ts';
import type { Database } from '../../db/client.ts';
import { dailyNotes } from '../../db/schema.ts';

export type DailyNoteRecord = typeof dailyNotes.$inferInsert;

export function recordDailyNotes(db: Pick<Database, 'insert'>, rows: DailyNoteRecord[]): Promise<void> {
  return insertInBatches(db, dailyNotes, rows);
}
