// The report-delivery module's public face: what other modules and the job list may use of it.
export type { DailyActivityIssuer, IssuedDailyActivityReport } from './daily-activity-issuer.ts';
export { type DeliveryLog, deliverInvoiceMail, type InvoiceMail, reportDeliveryJobs } from './delivery-job.ts';
export { type ReportSubscriptionRecord, recordReportSubscriptions } from './history-repository.ts';
