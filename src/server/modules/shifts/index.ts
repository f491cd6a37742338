// The shifts module's public face: what other modules may use of it.
// SQL fragments other modules' repositories embed in their own queries (no query of their own).
export { settingsColumns } from './eligibility-repository.ts';
export {
  recordShiftAssignments,
  recordShifts,
  type ShiftAssignmentRecord,
  type ShiftRecord,
} from './history-repository.ts';
export { shiftJobs } from './no-show-check.ts';
export { scheduledNowCount } from './repository.ts';
