// The payroll module's public face: which approved pay run paid a clock entry (the timesheet shows it, a correction
// asks), and
// the demo seed's recorded pay settings and payroll ids.
export {
  type PayrollRecords,
  type PaySettingsRecord,
  type PersonPayrollIdsRecord,
  recordPayroll,
} from './history-repository.ts';
export { paidRunOfEntry, paidRunsOfEntries } from './pay-run-repository.ts';
