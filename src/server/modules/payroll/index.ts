// The payroll module's public face: whether an approved pay run paid a clock entry (timesheet corrections ask), and
// the demo seed's recorded pay settings and payroll ids.
export {
  type PayrollRecords,
  type PaySettingsRecord,
  type PersonPayrollIdsRecord,
  recordPayroll,
} from './history-repository.ts';
export { paidRunOfEntry } from './pay-run-repository.ts';
