/**
 * Hours of a clock entry as payroll counts them (docs/product/payroll-and-reports.md#pay-rules and
 * #ot-savings): the entry is clipped to its event's scheduled start and end; an entry with no clock-out ends at
 * the event end; an entry wholly outside the event counts 0; only positive durations count; hours = minutes / 60.
 * Raw hours run from clock-in to clock-out, or to the event end when there is no clock-out.
 *
 * The timesheet also shows entries that are still open: for those, `now` (when given) caps the end, so an entry of
 * an event that has not ended yet counts the time worked so far and never time in the future. For an ended event
 * (the only kind payroll reports) the cap changes nothing. An entry with no event has raw hours but 0 payroll hours.
 */
export interface PayrollEntry {
  clockIn: Date;
  clockOut: Date | null;
}

export interface PayrollEventWindow {
  start: Date;
  end: Date;
}

export interface PayrollHours {
  rawHours: number;
  clippedHours: number;
}

const hourMs = 3_600_000;

function positiveHours(from: number, to: number): number {
  return to > from ? (to - from) / hourMs : 0;
}

export function payrollHours(entry: PayrollEntry, event: PayrollEventWindow | null, now?: Date): PayrollHours {
  const start = entry.clockIn.getTime();
  if (Number.isNaN(start)) return { rawHours: 0, clippedHours: 0 };
  let end: number;
  if (entry.clockOut) end = entry.clockOut.getTime();
  else if (event) end = event.end.getTime();
  else end = now ? now.getTime() : start;
  if (!entry.clockOut && now) end = Math.min(end, now.getTime());
  if (Number.isNaN(end)) return { rawHours: 0, clippedHours: 0 };
  const rawHours = positiveHours(start, end);
  if (!event) return { rawHours, clippedHours: 0 };
  const clippedHours = positiveHours(Math.max(start, event.start.getTime()), Math.min(end, event.end.getTime()));
  return { rawHours, clippedHours };
}

/** Hours shown and summed with 2 decimals (docs/product/payroll-and-reports.md#money-and-hours). */
export function roundHours(hours: number): number {
  return Math.round(hours * 100) / 100;
}
