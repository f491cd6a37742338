/** Local wall-clock times of the demo's time zone, for placing work on the days around `now`. */
import { at, DAY } from './build.ts';

/** Wall-clock times in one IANA zone, as day offsets from the local date of `now`. */
export class LocalCalendar {
  private readonly format: Intl.DateTimeFormat;
  private readonly today: { year: number; month: number; day: number };

  constructor(
    readonly timeZone: string,
    now: Date,
  ) {
    this.format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    const p = this.parts(now);
    this.today = { year: p.year, month: p.month, day: p.day };
  }

  private parts(date: Date) {
    const values: Record<string, number> = {};
    for (const part of this.format.formatToParts(date)) values[part.type] = Number(part.value);
    return {
      year: values.year ?? 1970,
      month: values.month ?? 1,
      day: values.day ?? 1,
      hour: values.hour ?? 0,
      minute: values.minute ?? 0,
      second: values.second ?? 0,
    };
  }

  private offset(time: number): number {
    const p = this.parts(at(time));
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(time / 1000) * 1000;
  }

  /** Days from today (local dates) to the local date of `date`. */
  dayOffsetOf(date: Date): number {
    const p = this.parts(date);
    return Math.round(
      (Date.UTC(p.year, p.month - 1, p.day) - Date.UTC(this.today.year, this.today.month - 1, this.today.day)) / DAY,
    );
  }

  /** The instant of HH:MM local time, `dayOffset` days from today. */
  at(dayOffset: number, time: string): Date {
    const [hour = 0, minute = 0] = time.split(':').map(Number);
    const wall = Date.UTC(this.today.year, this.today.month - 1, this.today.day + dayOffset, hour, minute);
    let instant = wall - this.offset(wall);
    instant = wall - this.offset(instant);
    return at(instant);
  }
}
