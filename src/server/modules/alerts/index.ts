// The alerts module's public face: what other modules may use of it.
export {
  type AlertTexts,
  assignmentAlertTexts,
  breakOverrunAlertTexts,
  breakZoneExitAlertTexts,
  crossingAlertTexts,
  dispatchNotAcknowledgedAlertTexts,
  geofenceExitAlertTexts,
  leftEarlyAlertTexts,
  missedCheckCallAlertTexts,
  missedCheckpointAlertTexts,
  missedClockInAlertTexts,
  missedPatrolVisitAlertTexts,
  noMovementAlertTexts,
  offSiteAlertTexts,
  responseTargetMissedAlertTexts,
  restrictedAreaAlertTexts,
  sosAlertTexts,
  storedAlertTexts,
  watchListAlertTexts,
} from './alert-texts.ts';
export { type AlertRecord, recordAlerts } from './history-repository.ts';
export type { AlertRow } from './repository.ts';
// What the live stream reads of an alert it announces.
// The one alert writer (docs/architecture.md), called inside the transactions of the modules that raise alerts.
export {
  closeMissedClockInAlert,
  insertAlert,
  insertDueBreakOverrunAlerts,
  insertDueMissedClockInAlerts,
  loadAlert,
  type NewAlert,
  toAlert,
} from './repository.ts';
export { recentAlerts } from './service.ts';
