/**
 * Clock entries recorded as they happened, with their own ids and times: the demo seed's history
 * (docs/product/demo-operation.md), written row for row where the services write the present.
 */
import { insertInBatches } from '../../db/batched-insert.ts';
import type { Database } from '../../db/client.ts';
import { clockEntries } from '../../db/schema.ts';

export type ClockEntryRecord = typeof clockEntries.$inferInsert;

export function recordClockEntries(db: Pick<Database, 'insert'>, rows: ClockEntryRecord[]): Promise<void> {
  return insertInBatches(db, clockEntries, rows);
}
