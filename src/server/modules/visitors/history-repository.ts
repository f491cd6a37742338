/**
 * Visitors and the watch list recorded as they happened, with their own ids and times: the demo seed's history
 * (docs/product/demo-operation.md), written row for row where the services write the present.
 */
import { watchListNameKey, watchListPlateKey } from '../../../shared/watch-list.ts';
import { insertInBatches } from '../../db/batched-insert.ts';
import type { Database } from '../../db/client.ts';
import { visitorBlocklist, visitors } from '../../db/schema.ts';

export type VisitorRecord = typeof visitors.$inferInsert;

/** A watch-list entry without its match keys: they are made from its name and plate, as the watch list makes them. */
export type WatchListRecord = Omit<typeof visitorBlocklist.$inferInsert, 'nameKey' | 'plateKey'>;

export function recordVisitors(db: Pick<Database, 'insert'>, rows: VisitorRecord[]): Promise<void> {
  return insertInBatches(db, visitors, rows);
}

export function recordWatchListEntries(db: Pick<Database, 'insert'>, rows: WatchListRecord[]): Promise<void> {
  const keyed = rows.map((row) => ({
    ...row,
    nameKey: watchListNameKey(row.name),
    plateKey: watchListPlateKey(row.vehiclePlate ?? null),
  }));
  return insertInBatches(db, visitorBlocklist, keyed);
}
