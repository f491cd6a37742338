import { createHash } from 'node:crypto';

/*
 * The run of a scheduled job is named by its slot: the instant it is due, a multiple of the job's period counted
 * from the Unix epoch (UTC). Every process derives the same job id from (job name, slot), so a run enqueued by
 * several processes exists once (docs/decisions/0022-one-job-queue-in-postgresql.md).
 */

const dayMs = 24 * 60 * 60_000;

/** Refuses a period that is not a whole number of seconds dividing a day (so slots fall at the same times daily). */
export function assertPeriod(name: string, everySeconds: number): void {
  if (!Number.isInteger(everySeconds) || everySeconds < 1 || dayMs % (everySeconds * 1000) !== 0) {
    throw new Error(`Job ${name}: everySeconds must be a whole number of seconds that divides a day (${everySeconds})`);
  }
}

/** The latest slot due at `now`, and each later one before `now + aheadMs` (enqueued ahead to start on time). */
export function slotsFrom(everySeconds: number, now: Date, aheadMs: number): Date[] {
  const periodMs = everySeconds * 1000;
  const slots: Date[] = [];
  for (let at = Math.floor(now.getTime() / periodMs) * periodMs; at < now.getTime() + aheadMs; at += periodMs) {
    slots.push(new Date(at));
  }
  return slots;
}

/** The job id of the run of `name` at `slot`: a UUID made from both, the same in every process. */
export function runId(name: string, slot: Date): string {
  const hex = createHash('sha256').update(`${name}\n${slot.toISOString()}`).digest('hex');
  // Version 8 (custom) and the RFC variant bits, so the id is a well-formed UUID.
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
