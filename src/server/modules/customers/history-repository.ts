/**
 * Customers recorded as they happened, with their own ids and times: the demo seed's history
 * (docs/product/demo-operation.md), written row for row where the services write the present.
 */
import { insertInBatches } from '../../db/batched-insert.ts';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';

export type CustomerRecord = typeof customers.$inferInsert;

export function recordCustomers(db: Pick<Database, 'insert'>, rows: CustomerRecord[]): Promise<void> {
  return insertInBatches(db, customers, rows);
}
