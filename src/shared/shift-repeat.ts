/**
 * Repeating a shift and copying a week (docs/product/shifts.md#repeat-and-copy): the copies keep the local
 * start and end times in the event's time zone, so a 22:00–06:00 night stays 22:00–06:00 across a daylight-saving
 * change (and lasts an hour more or less that night).
 */
import { addDaysTo, dateOfLocal, instantOfLocal, localEpochOf, weekdayOf } from './zoned-time.ts';

export interface ShiftTimes {
  startAt: number;
  endAt: number;
}

/** The same shift moved by whole days, local times kept. */
export function shiftByDays(times: ShiftTimes, days: number, timeZone: string): ShiftTimes {
  const ms = days * 86_400_000;
  return {
    startAt: instantOfLocal(localEpochOf(times.startAt, timeZone) + ms, timeZone),
    endAt: instantOfLocal(localEpochOf(times.endAt, timeZone) + ms, timeZone),
  };
}

/**
 * The shift on each chosen weekday (0 = Sunday) from its own day to `until` (inclusive, YYYY-MM-DD), in time
 * order; its own day counts only when its weekday is chosen. Stops after `max` + 1 occurrences (the caller refuses
 * more than `max`).
 */
export function repeatOccurrences(
  first: ShiftTimes,
  repeat: { until: string; weekdays: readonly number[] },
  timeZone: string,
  max: number,
): ShiftTimes[] {
  const firstDay = dateOfLocal(localEpochOf(first.startAt, timeZone));
  const out: ShiftTimes[] = [];
  for (let day = firstDay, offset = 0; day <= repeat.until && out.length <= max; day = addDaysTo(day, 1), offset++) {
    if (!repeat.weekdays.includes(weekdayOf(day))) continue;
    out.push(offset === 0 ? first : shiftByDays(first, offset, timeZone));
  }
  return out;
}

/** The local day (YYYY-MM-DD) an instant starts in, in the zone. */
export function localDayOf(instant: number, timeZone: string): string {
  return dateOfLocal(localEpochOf(instant, timeZone));
}
