/** Local wall-clock times of the demo's time zone, for placing work on the days around `now`. */
import { addDaysTo, dayStart, daysBetween, instantOfLocal, localDateOf } from '../../../shared/zoned-time.ts';
import { at } from './build.ts';

const minuteMs = 60_000;

/** Wall-clock times in one IANA zone, as day offsets from the local date of `now` (shared/zoned-time.ts). */
export class LocalCalendar {
  private readonly today: string;

  constructor(
    readonly timeZone: string,
    now: Date,
  ) {
    this.today = localDateOf(now.getTime(), timeZone);
  }

  /** Days from today (local dates) to the local date of `date`. */
  dayOffsetOf(date: Date): number {
    return daysBetween(this.today, localDateOf(date.getTime(), this.timeZone));
  }

  /** The instant of HH:MM local time, `dayOffset` days from today. */
  at(dayOffset: number, time: string): Date {
    const [hour = 0, minute = 0] = time.split(':').map(Number);
    const wall = dayStart(addDaysTo(this.today, dayOffset)) + (hour * 60 + minute) * minuteMs;
    return at(instantOfLocal(wall, this.timeZone));
  }
}
