/**
 * Wall-clock dates and times in an IANA time zone, and back to instants, without a date library: what shift
 * repeats, overtime weeks and calendar days need (docs/product/shifts.md#time-zones). A local time that does
 * not exist (the hour skipped when clocks go forward) is read with the offset before the change, and one that
 * exists twice (clocks go back) as the later of the two — as PostgreSQL's `timestamp at time zone` does, so the
 * server's SQL and this code agree.
 */

const dayMs = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
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
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's local epoch of an instant, asked of Intl (slow: a formatter call each time). */
function formattedLocalEpoch(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wholeSeconds = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wholeSeconds + (((instant % 1000) + 1000) % 1000);
}

const quarterHourMs = 900_000;
const cachedDayMs = 86_400_000;
/** Offsets by zone: even keys a UTC day that has one offset throughout, odd keys a quarter hour. */
const offsetsByZone = new Map<string, Map<number, number>>();
const maxCachedSpans = 200_000;

/** The offset of [start, start + length) when it is the same at both ends (a zone changes at most once a day). */
function steadyOffset(start: number, length: number, timeZone: string): number | undefined {
  const end = start + length - 1;
  const atStart = formattedLocalEpoch(start, timeZone) - start;
  const atEnd = formattedLocalEpoch(end, timeZone) - end;
  return atStart === atEnd && Number.isFinite(atStart) ? atStart : undefined;
}

/**
 * The wall-clock time of an instant in the zone, as milliseconds of a UTC calendar (the "local epoch"). The zone's
 * offset is kept for a UTC day when its start and end agree, else for a quarter hour when they agree; a quarter
 * holding a transition is always asked of Intl, so the answer is exactly Intl's.
 */
export function localEpochOf(instant: number, timeZone: string): number {
  let offsets = offsetsByZone.get(timeZone);
  if (!offsets) {
    offsets = new Map();
    offsetsByZone.set(timeZone, offsets);
  }
  const day = Math.floor(instant / cachedDayMs);
  let offset = offsets.get(day * 2);
  if (offset !== undefined) return instant + offset;
  const quarterKey = Math.floor(instant / quarterHourMs) * 2 + 1;
  offset = offsets.get(quarterKey);
  if (offset !== undefined) return instant + offset;
  if (offsets.size >= maxCachedSpans) offsets.clear();
  const wholeDay = steadyOffset(day * cachedDayMs, cachedDayMs, timeZone);
  if (wholeDay !== undefined) {
    offsets.set(day * 2, wholeDay);
    return instant + wholeDay;
  }
  const quarter = steadyOffset(Math.floor(instant / quarterHourMs) * quarterHourMs, quarterHourMs, timeZone);
  if (quarter === undefined) return formattedLocalEpoch(instant, timeZone);
  offsets.set(quarterKey, quarter);
  return instant + quarter;
}

/** The zone's offset from UTC at an instant, in milliseconds (local − UTC). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  return localEpochOf(instant, timeZone) - instant;
}

/** The instant of a wall-clock time given as a local epoch (see localEpochOf). */
export function instantOfLocal(localEpoch: number, timeZone: string): number {
  const before = zoneOffsetMs(localEpoch - dayMs, timeZone);
  const after = zoneOffsetMs(localEpoch + dayMs, timeZone);
  const withBefore = localEpoch - before;
  const withAfter = localEpoch - after;
  const beforeFits = zoneOffsetMs(withBefore, timeZone) === before;
  const afterFits = zoneOffsetMs(withAfter, timeZone) === after;
  if (afterFits) return withAfter; // also the later reading of a time that exists twice
  if (beforeFits) return withBefore;
  return withBefore; // a skipped time: the offset before the change
}

/** Dates by day number and back: reports turn the same few hundred dates to and from text many thousand times. */
const dateOfDay = new Map<number, string>();
const startOfDate = new Map<string, number>();
const maxCachedDates = 100_000;

/** YYYY-MM-DD of a local epoch. */
export function dateOfLocal(localEpoch: number): string {
  const day = Math.floor(localEpoch / dayMs);
  let date = dateOfDay.get(day);
  if (date === undefined) {
    date = new Date(localEpoch).toISOString().slice(0, 10);
    if (dateOfDay.size >= maxCachedDates) dateOfDay.clear();
    dateOfDay.set(day, date);
  }
  return date;
}

/** The calendar day of an instant in the zone, YYYY-MM-DD. */
export function localDateOf(instant: number, timeZone: string): string {
  return dateOfLocal(localEpochOf(instant, timeZone));
}

/** The wall-clock date and time of an instant in the zone, YYYY-MM-DDTHH:mm:ss. */
export function localDateTimeOf(instant: number, timeZone: string): string {
  return new Date(localEpochOf(instant, timeZone)).toISOString().slice(0, 19);
}

/** Local epoch of a day's midnight. */
export function dayStart(date: string): number {
  let start = startOfDate.get(date);
  if (start === undefined) {
    start = Date.parse(`${date}T00:00:00Z`);
    if (startOfDate.size >= maxCachedDates) startOfDate.clear();
    startOfDate.set(date, start);
  }
  return start;
}

export function addDaysTo(date: string, days: number): string {
  return dateOfLocal(dayStart(date) + days * dayMs);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(dayStart(date)).getUTCDay();
}

/** The instant a calendar day begins in the zone. */
export function midnightIn(date: string, timeZone: string): number {
  return instantOfLocal(dayStart(date), timeZone);
}

/** The first day of the week holding `date`, weeks starting on `weekStart` (0 = Sunday). */
export function weekStartDate(date: string, weekStart: number): string {
  return addDaysTo(date, -((weekdayOf(date) - weekStart + 7) % 7));
}

/** Whole days from one date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayStart(to) - dayStart(from)) / dayMs);
}
