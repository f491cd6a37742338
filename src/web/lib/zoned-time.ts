/**
 * Wall-clock times in a named time zone (an event's), for `datetime-local` inputs: the input holds the time as the
 * site sees it, and the API gets the instant as ISO 8601 with the zone's offset applied.
 */

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    partsFormatter(timeZone);
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
  const first = asUtc - offsetAt(asUtc, timeZone);
  const second = asUtc - offsetAt(first, timeZone);
  const local_ = (instant: number) => isoToZonedLocal(new Date(instant).toISOString(), timeZone);
  const wanted = local.slice(0, 16);
  const matching = [first, second].filter((instant) => local_(instant) === wanted);
  // No match: the time falls in a spring-forward gap and moves on with the clock (the later reading).
  const instant = matching.length > 0 ? Math.min(...matching) : Math.max(first, second);
  return new Date(instant).toISOString();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-07-04T23:30:00Z` in `America/Chicago` → `2026-07-04T18:30` (for a `datetime-local` input). */
export function isoToZonedLocal(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  const w = wallClock(instant, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
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
