/**
 * Positions the phones sent, where the geofence engine has each guard, and their zone crossings recorded as they happened, with their own ids and times: the demo seed's history
 * (docs/product/demo-operation.md), written row for row where the services write the present.
 */
import { insertInBatches } from '../../db/batched-insert.ts';
import type { Database } from '../../db/client.ts';
import { geofenceActivity, guardZoneStates, locationPings } from '../../db/schema.ts';

export type LocationPingRecord = typeof locationPings.$inferInsert;

export type GuardZoneStateRecord = typeof guardZoneStates.$inferInsert;

export type GeofenceActivityRecord = typeof geofenceActivity.$inferInsert;

export function recordLocationPings(db: Pick<Database, 'insert'>, rows: LocationPingRecord[]): Promise<void> {
  return insertInBatches(db, locationPings, rows);
}

export function recordGuardZoneStates(db: Pick<Database, 'insert'>, rows: GuardZoneStateRecord[]): Promise<void> {
  return insertInBatches(db, guardZoneStates, rows);
}

export function recordGeofenceActivity(db: Pick<Database, 'insert'>, rows: GeofenceActivityRecord[]): Promise<void> {
  return insertInBatches(db, geofenceActivity, rows);
}
