/**
 * What report delivery needs from daily activity reports (docs/product/proof-of-service.md): issue the report of an
 * event's day as a stored, chained version, and find the days whose issued report has since changed. Delivery is
 * given an issuer rather than calling the daily-activity module directly, so the module boundary stays one-way; the
 * server and the tests both pass the real one (createDailyActivityIssuer of the daily-activity module).
 */
export interface IssuedDailyActivityReport {
  /** The stored version's id (daily_activity_reports.id). */
  id: string;
  eventId: string;
  eventName: string;
  customerId: string;
  customerName: string;
  /** The day in the event's time zone, YYYY-MM-DD. */
  date: string;
  /** 1 for the first issue of the day; a later version is a revision. */
  version: number;
  revision: boolean;
  issuedAt: Date;
  /** The version's entry in the client's hash chain. */
  chainSeq: number;
  chainHash: string;
  /** The version rendered as PDF, and the file name to send it under. */
  pdf: Buffer;
  fileName: string;
}

export interface DailyActivityIssuer {
  /**
   * The report of (event, day) as it stands now, stored as a new version when its content differs from the latest
   * issued one (else the latest version again, unchanged). Idempotent across processes.
   */
  issue(input: { clientId: string; eventId: string; date: string }): Promise<IssuedDailyActivityReport>;
  /**
   * The days with an issued report whose content has changed since (a late change of the day's records or note),
   * among the days issued at or after `issuedSince`; issuing them again gives the revision.
   */
  changedSince(issuedSince: Date): Promise<Array<{ clientId: string; eventId: string; date: string }>>;
}
