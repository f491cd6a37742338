/**
 * Tasks recorded as they happened, with their own ids and times: the demo seed's history
 * (docs/product/demo-operation.md), written row for row where the services write the present.
 */
import { insertInBatches } from '../../db/batched-insert.ts';
import type { Database } from '../../db/client.ts';
import { tasks } from '../../db/schema.ts';

export type TaskRecord = typeof tasks.$inferInsert;

export function recordTasks(db: Pick<Database, 'insert'>, rows: TaskRecord[]): Promise<void> {
  return insertInBatches(db, tasks, rows);
}
