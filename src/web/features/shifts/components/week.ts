/**
 * The schedule's week (docs/product/shifts.md): seven calendar days starting on the client's `weekStart`;
 * each shift sits on the day it starts in its event's time zone.
 */
import { isoToZonedLocal } from '../../../lib/zoned-time.ts';

const dayMs = 86_400_000;

/** `2026-11-27` plus `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The weekday of a date: 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

const quarterHourMs = 900_000;
/** A zone's offset from UTC by quarter hour of UTC (zone|quarter → ms). */
const offsets = new Map<string, number>();

/**
 * `YYYY-MM-DDTHH:MM` of an instant in a time zone. A week of a large operation places thousands of shifts and the
 * browser's zone formatter is slow, so the zone's offset is asked once per quarter hour of UTC and reused: clocks
 * change on a quarter hour (every offset in use is a whole number of quarter hours), so an offset holds for the
 * whole quarter hour it was read in.
 */
function localIn(instantMs: number, timeZone: string): string {
  const quarter = Math.floor(instantMs / quarterHourMs);
  const key = `${timeZone}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const start = quarter * quarterHourMs;
    offset = Date.parse(`${isoToZonedLocal(new Date(start).toISOString(), timeZone)}:00Z`) - start;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(key, offset);
  }
  return new Date(instantMs + offset).toISOString().slice(0, 16);
}

/** The calendar date an instant falls on in a time zone. */
export function dateIn(instantMs: number, timeZone: string): string {
  return localIn(instantMs, timeZone).slice(0, 10);
}

/** The seven days of the week holding `date`, from the week's first day. */
export function weekDays(date: string, weekStart: number): string[] {
  const first = addDays(date, -((weekdayOf(date) - weekStart + 7) % 7));
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/**
 * The instants to ask the server for: every moment that is one of the days somewhere on earth (zones run from
 * UTC−12 to UTC+14), so each event's own local week is inside it.
 */
export function weekWindow(days: readonly string[]): { from: string; to: string } {
  const first = Date.parse(`${days[0]}T00:00:00Z`);
  const afterLast = Date.parse(`${days[days.length - 1]}T00:00:00Z`) + dayMs;
  return {
    from: new Date(first - 14 * 3_600_000).toISOString(),
    to: new Date(afterLast + 12 * 3_600_000).toISOString(),
  };
}

/** `HH:MM` of an instant in a time zone. */
export function timeIn(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? '' : localIn(instant, timeZone).slice(11, 16);
}
