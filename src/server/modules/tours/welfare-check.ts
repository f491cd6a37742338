import {
  type BreakSpan,
  missedCheckCallLevels,
  nextCheckCallDue,
  noMovementMetres,
} from '../../../shared/check-calls.ts';
import { distanceMetres } from '../../../shared/tour-schedule.ts';
import type { AppContext } from '../../context.ts';
import type { AlertType } from '../../db/schema.ts';
import type { AlertTexts } from '../alerts/index.ts';
import { insertAlert, missedCheckCallAlertTexts, noMovementAlertTexts } from '../alerts/index.ts';
import { recordAudit } from '../audit/index.ts';
import {
  claimWelfareAlert,
  type Db,
  listBreaksSince,
  listPositionsSince,
  listWelfareEntries,
  setWelfareAlertId,
  type WelfareEntryRow,
} from './repository.ts';

/*
 * The welfare check (docs/product/tours-and-check-calls.md#check-calls): for every guard on duty at an event with
 * check-calls, a Missed Check-Call at due + grace and its escalation at due + 2 × grace; for an event with
 * noMovementMinutes, a No Movement when the guard's position has not changed beyond noMovementMetres for that long,
 * or no position came at all for that long since clock-in or the last break's end.
 * Nothing while on break. Each alert is claimed once per clock entry, due time and level (welfare_alerts).
 */

/** The next check-call of the guard's open entry, or null when there is none to answer (off, on break, off duty). */
export async function nextCheckCall(db: Db, userId: string, now: Date): Promise<Date | null> {
  const [entry] = await listWelfareEntries(db, userId);
  if (!entry?.check_call_minutes) return null;
  const state = await checkCallState(db, entry, now);
  return state && !state.onBreak ? state.dueAt : null;
}

async function checkCallState(db: Db, entry: WelfareEntryRow, now: Date) {
  if (!entry.check_call_minutes) return null;
  const clockIn = new Date(entry.clock_in);
  const lastAnswer = entry.last_answer ? new Date(entry.last_answer) : null;
  const since = lastAnswer && lastAnswer > clockIn ? lastAnswer : clockIn;
  const breaks = await listBreaksSince(db, entry.user_id, since);
  return { ...nextCheckCallDue({ clockIn, lastAnswer, breaks, everyMinutes: entry.check_call_minutes }, now), breaks };
}

/**
 * Since when the guard has stood still: the first position within noMovementMetres of the latest one after the
 * last that was farther (or `from`, when every position is near). A phone that sent no position at all since
 * `from` (location off, no signal) counts as still since `from`: silence is no proof of movement.
 */
function stillSince(positions: readonly { lat: number; lng: number; at: Date }[], from: Date): Date {
  const latest = positions[0];
  if (!latest) return from;
  let since = latest.at;
  for (const p of positions) {
    if (distanceMetres(p, latest) > noMovementMetres) return since > from ? since : from;
    since = p.at;
  }
  return from;
}

const lastBreakEnd = (breaks: readonly BreakSpan[]) =>
  breaks.reduce<Date | null>((last, b) => (b.endAt && (!last || b.endAt > last) ? b.endAt : last), null);

async function raise(
  ctx: Pick<AppContext, 'db'>,
  entry: WelfareEntryRow,
  key: { dueAt: Date; level: string },
  type: AlertType,
  texts: AlertTexts,
  now: Date,
): Promise<string | null> {
  return ctx.db.transaction(async (tx) => {
    if (!(await claimWelfareAlert(tx, entry.entry_id, key.dueAt, key.level))) return null;
    const id = await insertAlert(tx, {
      clientId: entry.client_id,
      type,
      guardId: entry.user_id,
      eventId: entry.event_id,
      title: texts.title,
      message: texts.text,
      params: texts.params,
      now,
    });
    await setWelfareAlertId(tx, entry.entry_id, key.dueAt, key.level, id);
    await recordAudit(tx, {
      at: now,
      clientId: entry.client_id,
      actorId: null,
      action: 'alert.raise',
      entity: 'alert',
      entityId: id,
      data: { type, guardId: entry.user_id, eventId: entry.event_id, level: key.level, by: 'scheduled check' },
    });
    return id;
  });
}

/** Raises the welfare alerts due at the clock's now; returns their ids. */
export async function raiseWelfareAlerts(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<string[]> {
  const now = ctx.clock();
  const raised: string[] = [];
  for (const entry of await listWelfareEntries(ctx.db)) {
    const clockIn = new Date(entry.clock_in);
    const state = await checkCallState(ctx.db, entry, now);
    const breaks = state?.breaks ?? (await listBreaksSince(ctx.db, entry.user_id, clockIn));
    const onBreak = breaks.some((b) => !b.endAt && b.startAt <= now);
    if (onBreak) continue;
    if (state) {
      for (const level of missedCheckCallLevels(state.dueAt, now)) {
        const texts = missedCheckCallAlertTexts(
          entry.guard_name,
          state.dueAt.toISOString(),
          entry.time_zone,
          level === 'escalated',
          entry.event_id,
          entry.event_name,
        );
        const id = await raise(ctx, entry, { dueAt: state.dueAt, level }, 'Missed Check-Call', texts, now);
        if (id) raised.push(id);
      }
    }
    if (entry.no_movement_minutes) {
      const afterBreak = lastBreakEnd(breaks);
      const from = afterBreak && afterBreak > clockIn ? afterBreak : clockIn;
      const positions = await listPositionsSince(ctx.db, entry.user_id, from, 5000);
      const since = stillSince(positions, from);
      if (now.getTime() - since.getTime() >= entry.no_movement_minutes * 60_000) {
        const texts = noMovementAlertTexts(
          entry.guard_name,
          entry.no_movement_minutes,
          entry.event_id,
          entry.event_name,
        );
        const id = await raise(ctx, entry, { dueAt: since, level: 'no-movement' }, 'No Movement', texts, now);
        if (id) raised.push(id);
      }
    }
  }
  return raised;
}
