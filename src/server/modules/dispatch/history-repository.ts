/**
 * Calls for service and their steps recorded as they happened, with their own ids and times: the demo seed's history
 * (docs/product/demo-operation.md), written row for row where the services write the present.
 */
import { insertInBatches } from '../../db/batched-insert.ts';
import type { Database } from '../../db/client.ts';
import { dispatchCallEvents, dispatchCalls } from '../../db/schema.ts';

export type DispatchCallRecord = typeof dispatchCalls.$inferInsert;

/** A step; the rows of a call are written in the order they happened (their `seq`). */
export type DispatchCallEventRecord = Omit<typeof dispatchCallEvents.$inferInsert, 'seq'>;

export function recordDispatchCalls(db: Pick<Database, 'insert'>, rows: DispatchCallRecord[]): Promise<void> {
  return insertInBatches(db, dispatchCalls, rows);
}

export function recordDispatchCallEvents(db: Pick<Database, 'insert'>, rows: DispatchCallEventRecord[]): Promise<void> {
  return insertInBatches(db, dispatchCallEvents, rows);
}
