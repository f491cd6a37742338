/**
 * Events, their notes, zones and assignments recorded as they happened, with their own ids and times: the demo seed's history
 * (docs/product/demo-operation.md), written row for row where the services write the present.
 */
import { insertInBatches } from '../../db/batched-insert.ts';
import type { Database } from '../../db/client.ts';
import { eventAssignments, eventNotes, events, geofences, restrictedAreas } from '../../db/schema.ts';

export type EventRecord = typeof events.$inferInsert;

export type EventNoteRecord = typeof eventNotes.$inferInsert;

export type GeofenceRecord = typeof geofences.$inferInsert;

export type RestrictedAreaRecord = typeof restrictedAreas.$inferInsert;

export type EventAssignmentRecord = typeof eventAssignments.$inferInsert;

export function recordEvents(db: Pick<Database, 'insert'>, rows: EventRecord[]): Promise<void> {
  return insertInBatches(db, events, rows);
}

export function recordEventNotes(db: Pick<Database, 'insert'>, rows: EventNoteRecord[]): Promise<void> {
  return insertInBatches(db, eventNotes, rows);
}

export function recordGeofences(db: Pick<Database, 'insert'>, rows: GeofenceRecord[]): Promise<void> {
  return insertInBatches(db, geofences, rows);
}

export function recordRestrictedAreas(db: Pick<Database, 'insert'>, rows: RestrictedAreaRecord[]): Promise<void> {
  return insertInBatches(db, restrictedAreas, rows);
}

export function recordEventAssignments(db: Pick<Database, 'insert'>, rows: EventAssignmentRecord[]): Promise<void> {
  return insertInBatches(db, eventAssignments, rows);
}
