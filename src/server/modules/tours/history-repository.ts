/**
 * Checkpoints, tours, their runs and the scans recorded as they happened, with their own ids and times: the demo seed's history
 * (docs/product/demo-operation.md), written row for row where the services write the present.
 */
import { insertInBatches } from '../../db/batched-insert.ts';
import type { Database } from '../../db/client.ts';
import { checkpointScans, checkpoints, tourRuns, tours } from '../../db/schema.ts';

export type CheckpointRecord = typeof checkpoints.$inferInsert;

export type TourRecord = typeof tours.$inferInsert;

export type TourRunRecord = typeof tourRuns.$inferInsert;

export type CheckpointScanRecord = typeof checkpointScans.$inferInsert;

export function recordCheckpoints(db: Pick<Database, 'insert'>, rows: CheckpointRecord[]): Promise<void> {
  return insertInBatches(db, checkpoints, rows);
}

export function recordTours(db: Pick<Database, 'insert'>, rows: TourRecord[]): Promise<void> {
  return insertInBatches(db, tours, rows);
}

export function recordTourRuns(db: Pick<Database, 'insert'>, rows: TourRunRecord[]): Promise<void> {
  return insertInBatches(db, tourRuns, rows);
}

export function recordCheckpointScans(db: Pick<Database, 'insert'>, rows: CheckpointScanRecord[]): Promise<void> {
  return insertInBatches(db, checkpointScans, rows);
}
