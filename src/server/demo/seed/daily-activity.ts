/** The supervisor's note of a recent day (docs/product/proof-of-service.md#daily-activity-report). */
import { addDaysTo, localDateOf, midnightIn } from '../../../shared/zoned-time.ts';
import { systemCaller } from '../../access/caller.ts';
import { currentActorOf } from '../../modules/auth/index.ts';
import { saveDailyNote } from '../../modules/daily-activity/index.ts';
import { demoTimeZone } from '../demo-data.ts';
import { at, type DailyNote, type DemoBuild, HOUR, MINUTE, ms } from './build.ts';
import { contextAt, type Tx } from './past-context.ts';

/**
 * The demo supervisor's note of yesterday (in the demo zone) on the event of theirs that had the most clock
 * entries that day, so a recent daily activity report has content in most sections and a note.
 */
export function buildDailyNote(b: DemoBuild): void {
  const supervisor = b.rows.users.find((u) => u.email === 'supervisor@demo.test');
  if (!supervisor?.id) return;
  const theirs = new Set(b.rows.userEventAccess.filter((a) => a.userId === supervisor.id).map((a) => a.eventId));
  const day = addDaysTo(localDateOf(b.now, demoTimeZone), -1);
  const start = midnightIn(day, demoTimeZone);
  const end = midnightIn(addDaysTo(day, 1), demoTimeZone);
  const counts = new Map<string, number>();
  for (const entry of b.rows.clockEntries) {
    if (!entry.eventId || !theirs.has(entry.eventId)) continue;
    const out = entry.clockOut ? ms(entry.clockOut) : b.now;
    if (ms(entry.clockIn) < end && out > start) counts.set(entry.eventId, (counts.get(entry.eventId) ?? 0) + 1);
  }
  const [eventId] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [];
  const event = b.rows.events.find((e) => e.id === eventId);
  if (!eventId || !event) return;
  b.rows.dailyNotes.push({
    clientId: event.clientId,
    eventId,
    day,
    body: 'Handover done at 06:00. North gate checked twice after the SOS drill; all keys returned to the lock box.',
    updatedAt: at(Math.min(end + HOUR, b.now - MINUTE)),
    updatedBy: supervisor.id,
  });
}

/**
 * Saves the daily notes as their supervisors did, through the daily-activity service (its visibility rule and its
 * audit entry), at the time each was written.
 */
export async function saveDailyNotes(tx: Tx, notes: readonly DailyNote[]): Promise<void> {
  for (const note of notes) {
    const actor = await currentActorOf(tx, note.updatedBy);
    if (!actor) throw new Error(`demo data: ${note.updatedBy} cannot write a daily note`);
    await saveDailyNote(
      contextAt(tx, note.updatedAt),
      systemCaller(actor),
      { id: note.eventId, date: note.day },
      note.body,
    );
  }
}
