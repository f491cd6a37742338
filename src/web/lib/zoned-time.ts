import { localDateTimeOf, zoneOffsetMs } from '../../shared/zoned-time.ts';

/**
 * Wall-clock times in a named time zone (an event's), for `datetime-local` inputs: the input holds the time as the
 * site sees it, and the API gets the instant as ISO 8601 with the zone's offset applied. The zone arithmetic is
 * src/shared/zoned-time.ts; what is here is the input's format and its reading of a time that exists twice (the
 * earlier instant, where the shared rules take the later one as PostgreSQL does).
 */

export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    zoneOffsetMs(0, timeZone);
    return true;
  } catch {
    return false;
  }
}

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * `2026-07-04T18:30` in `America/Chicago` → `2026-07-04T23:30:00.000Z`. A time skipped by a daylight-saving jump
 * moves forward with the clock; an ambiguous one takes the earlier instant. Returns '' for an empty or malformed
 * input (the schema then names the field).
 */
export function zonedLocalToIso(local: string, timeZone: string): string {
  const match = localPattern.exec(local);
  if (!match) return '';
  const [, y, mo, d, h, mi, s] = match;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  if (Number.isNaN(asUtc)) return '';
  if (!isValidTimeZone(timeZone)) return new Date(asUtc).toISOString();
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  const second = asUtc - zoneOffsetMs(first, timeZone);
  const local_ = (instant: number) => isoToZonedLocal(new Date(instant).toISOString(), timeZone);
  const wanted = local.slice(0, 16);
  const matching = [first, second].filter((instant) => local_(instant) === wanted);
  // No match: the time falls in a spring-forward gap and moves on with the clock (the later reading).
  const instant = matching.length > 0 ? Math.min(...matching) : Math.max(first, second);
  return new Date(instant).toISOString();
}

/** `2026-07-04T23:30:00Z` in `America/Chicago` → `2026-07-04T18:30` (for a `datetime-local` input). */
export function isoToZonedLocal(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  return localDateTimeOf(instant, zone).slice(0, 16);
}

/** The viewer's own zone, UTC when the browser does not say. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every IANA zone the browser knows (the viewer's own first when missing from the list). */
export function timeZoneOptions(): string[] {
  const supported =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC', 'America/Chicago'];
  const own = browserTimeZone();
  return supported.includes(own) ? supported : [own, ...supported];
}
