// The billing module's public face: what other modules may use of it.
export { countCustomerInvoicesNotDraft } from './contract-repository.ts';
// Minor units written as a decimal (the payroll exports write money as the billing exports do).
export { decimal } from './export-files.ts';
export {
  type ContractLineRecord,
  type ContractRecord,
  type HolidayCalendarRecord,
  type HolidayDateRecord,
  recordBilling,
} from './history-repository.ts';
