// The payroll module's public face: whether an approved pay run paid a clock entry (timesheet corrections ask).
export { paidRunOfEntry } from './pay-run-repository.ts';
