// The field module's public face: the event zones the guards' positions are judged against, and the machinery of a
// field action (its time, its one transaction with the idempotency key) the tours' scans and check-calls share.
export { fieldJobs } from './break-overrun-check.ts';
export { actionBy, actionTime, inTransaction, pointOf } from './field-action.ts';
export {
  type GeofenceActivityRecord,
  type GuardZoneStateRecord,
  type LocationPingRecord,
  recordGeofenceActivity,
  recordGuardZoneStates,
  recordLocationPings,
} from './history-repository.ts';
export { forgetEventZones, zonesOf } from './zone-cache.ts';
