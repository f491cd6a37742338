import { insertInBatches } from '../../db/batched-insert.ts';
import type { Database } from '../../db/client.ts';
import { patrolAssignments, patrolRouteStops, patrolRoutes, patrolVisits } from '../../db/schema.ts';

// Rows written as they are: the demo seed's patrol routes, their nights and the visits already judged.
export type PatrolRouteRecord = typeof patrolRoutes.$inferInsert;
export type PatrolRouteStopRecord = typeof patrolRouteStops.$inferInsert;
export type PatrolAssignmentRecord = typeof patrolAssignments.$inferInsert;
export type PatrolVisitRecord = typeof patrolVisits.$inferInsert;

export async function recordPatrols(
  db: Pick<Database, 'insert'>,
  rows: {
    patrolRoutes: PatrolRouteRecord[];
    patrolRouteStops: PatrolRouteStopRecord[];
    patrolAssignments: PatrolAssignmentRecord[];
    patrolVisits: PatrolVisitRecord[];
  },
): Promise<void> {
  await insertInBatches(db, patrolRoutes, rows.patrolRoutes);
  await insertInBatches(db, patrolRouteStops, rows.patrolRouteStops);
  await insertInBatches(db, patrolAssignments, rows.patrolAssignments);
  await insertInBatches(db, patrolVisits, rows.patrolVisits);
}
