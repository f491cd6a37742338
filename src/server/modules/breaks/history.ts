/**
 * Breaks recorded as they happened, with their own ids and times: the demo seed's history
 * (docs/product/demo-operation.md), written row for row where the services write the present.
 */
import { insertInBatches } from '../../db/batched-insert.ts';
import type { Database } from '../../db/client.ts';
import { breaks } from '../../db/schema.ts';

export type BreakRecord = typeof breaks.$inferInsert;

export function recordBreaks(db: Pick<Database, 'insert'>, rows: BreakRecord[]): Promise<void> {
  return insertInBatches(db, breaks, rows);
}
