// The dispatch module's public face: a guard's status step (a field action, also replayed by /field/sync), the
// scheduled alert check, and what the live hub reads of a call it announces.
export { dispatchJobs, raiseDispatchAlerts } from './alert-check.ts';
export {
  type DispatchCallEventRecord,
  type DispatchCallRecord,
  recordDispatchCallEvents,
  recordDispatchCalls,
} from './history-repository.ts';
export { type CallRow, loadCall } from './repository.ts';
export { recordCallStatus } from './service.ts';
