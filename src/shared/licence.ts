/**
 * A security licence's state on a given day (docs/product/personnel-and-tasks.md#licences): 'expired' once the expiry date is before today,
 * 'expiring' when it falls within the next 30 days (today included), 'ok' beyond that, 'none' with no date.
 * Dates are calendar days (YYYY-MM-DD) in the client's time zone; compare them as strings.
 */
export const licenceStates = ['ok', 'expiring', 'expired', 'none'] as const;
export type LicenceState = (typeof licenceStates)[number];

export const licenceWarningDays = 30;

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function licenceStateOn(expiresOn: string | null | undefined, today: string): LicenceState {
  if (!expiresOn) return 'none';
  if (expiresOn < today) return 'expired';
  if (expiresOn <= addDays(today, licenceWarningDays)) return 'expiring';
  return 'ok';
}

/** The calendar day of an instant in an IANA time zone, as YYYY-MM-DD. */
export function dayInZone(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}
