/**
 * Breaks recorded as they happened, with their own ids and times: the demo seed's history
 * (docs/product/demo-operation.md), written row for row where the services write the present.
 */
import { isBreakOverrun } from '../../../shared/geofence.ts';
import { insertInBatches } from '../../db/batched-insert.ts';
import type { Database } from '../../db/client.ts';
import { breaks } from '../../db/schema.ts';

/** A break without its status: that follows from its times. */
export type BreakRecord = Omit<typeof breaks.$inferInsert, 'status'>;

/**
 * A break's status: active while open, overrun when it ended strictly after its allowed length (the shared rule
 * the field app's status card shows a break by, as the break end decides it), else completed.
 */
export function breakStatusOf(startAt: Date, endAt: Date | null | undefined, lengthOfBreak: number) {
  if (!endAt) return 'active' as const;
  return isBreakOverrun(startAt, lengthOfBreak, endAt) ? ('overrun' as const) : ('completed' as const);
}

export function recordBreaks(db: Pick<Database, 'insert'>, rows: BreakRecord[]): Promise<void> {
  const withStatus = rows.map((row) => ({ ...row, status: breakStatusOf(row.startAt, row.endAt, row.lengthOfBreak) }));
  return insertInBatches(db, breaks, withStatus);
}
