/**
 * Shifts and who was put on them recorded as they happened, with their own ids and times: the demo seed's history
 * (docs/product/demo-operation.md), written row for row where the services write the present.
 */
import { insertInBatches } from '../../db/batched-insert.ts';
import type { Database } from '../../db/client.ts';
import { shiftAssignments, shifts } from '../../db/schema.ts';

export type ShiftRecord = typeof shifts.$inferInsert;

export type ShiftAssignmentRecord = typeof shiftAssignments.$inferInsert;

export function recordShifts(db: Pick<Database, 'insert'>, rows: ShiftRecord[]): Promise<void> {
  return insertInBatches(db, shifts, rows);
}

export function recordShiftAssignments(db: Pick<Database, 'insert'>, rows: ShiftAssignmentRecord[]): Promise<void> {
  return insertInBatches(db, shiftAssignments, rows);
}
