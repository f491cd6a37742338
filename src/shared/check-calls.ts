/*
 * Welfare check-call timing (docs/product/tours-and-check-calls.md#check-calls), after lone-worker practice
 * (BS 7499 / BS 8484): while clocked in to an event with `checkCallMinutes`, a guard answers a check-call ("I'm OK",
 * or any checkpoint scan) at least that often. Breaks pause the clock: the time on break is added to the due time.
 * Unanswered at due + grace, a Missed Check-Call goes to the event's supervisors; at due + 2 × grace it is escalated
 * to managers and the executive.
 */

/** Minutes after the due time before a check-call counts as missed (and again before it is escalated). */
export const checkCallGraceMinutes = 5;
/** A position change smaller than this is no movement (GPS wander of a still phone). */
export const noMovementMetres = 10;
/** The range an event's checkCallMinutes and noMovementMinutes take. */
export const welfareMinutesRange = { min: 5, max: 720 } as const;

export interface BreakSpan {
  startAt: Date;
  endAt: Date | null;
}

/** The time the last check-call was answered (or the clock-in, when later), and when the next one is due. */
export function nextCheckCallDue(
  v: { clockIn: Date; lastAnswer: Date | null; breaks: readonly BreakSpan[]; everyMinutes: number },
  now: Date,
): { since: Date; dueAt: Date; onBreak: boolean } {
  const since = v.lastAnswer && v.lastAnswer > v.clockIn ? v.lastAnswer : v.clockIn;
  let paused = 0;
  let onBreak = false;
  for (const b of v.breaks) {
    const end = b.endAt ?? now;
    if (!b.endAt && b.startAt <= now) onBreak = true;
    const from = Math.max(b.startAt.getTime(), since.getTime());
    const to = Math.min(end.getTime(), now.getTime());
    if (to > from) paused += to - from;
  }
  return { since, dueAt: new Date(since.getTime() + v.everyMinutes * 60_000 + paused), onBreak };
}

export type CheckCallLevel = 'supervisors' | 'escalated';

/** Which alerts a due time calls for at `now`: none, the supervisors', or both (escalated). */
export function missedCheckCallLevels(dueAt: Date, now: Date): CheckCallLevel[] {
  const late = now.getTime() - dueAt.getTime();
  const grace = checkCallGraceMinutes * 60_000;
  if (late < grace) return [];
  return late < 2 * grace ? ['supervisors'] : ['supervisors', 'escalated'];
}
