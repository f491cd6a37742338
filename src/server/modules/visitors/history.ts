/**
 * Visitors and the watch list recorded as they happened, with their own ids and times: the demo seed's history
 * (docs/product/demo-operation.md), written row for row where the services write the present.
 */
import { insertInBatches } from '../../db/batched-insert.ts';
import type { Database } from '../../db/client.ts';
import { visitorBlocklist, visitors } from '../../db/schema.ts';

export type VisitorRecord = typeof visitors.$inferInsert;

export type WatchListRecord = typeof visitorBlocklist.$inferInsert;

export function recordVisitors(db: Pick<Database, 'insert'>, rows: VisitorRecord[]): Promise<void> {
  return insertInBatches(db, visitors, rows);
}

export function recordWatchListEntries(db: Pick<Database, 'insert'>, rows: WatchListRecord[]): Promise<void> {
  return insertInBatches(db, visitorBlocklist, rows);
}
