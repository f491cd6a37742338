/** The scheduled operation of the active events (docs/product/shifts.md). */
import { missedClockInAlertTexts } from '../../modules/alerts/index.ts';
import type { SeededRandom } from '../seeded-random.ts';
import { at, type ClientState, DAY, type DemoBuild, type EventInfo, HOUR, MINUTE, ms } from './build.ts';

/**
 * A scheduled operation on the active events (docs/product/shifts.md): the past week's closed clock entries
 * each cover a shift of their own; everyone on duty now is on a running shift; the next week has shifts with
 * people and published ones still open; and on the first client's first active event one guard has not clocked
 * in for a shift that started this morning — a no-show with its Missed Clock-In alert, not yet seen.
 */
export function buildSchedule(b: DemoBuild, state: ClientState, rng: SeededRandom): void {
  const posts = ['Main gate', 'North gate', 'Lobby', 'Car park', 'Loading dock'];
  const planner = state.operators[0];
  if (!planner) return;
  const hourFloor = (t: number) => Math.floor(t / HOUR) * HOUR;
  const active = state.events.filter((event) => b.isActive(event)).slice(0, 3);
  const addShift = (
    event: EventInfo,
    start: number,
    end: number,
    post: string,
    options: { published?: boolean; createdAt?: number } = {},
  ) => {
    const id = b.id();
    const createdAt = at(Math.min(options.createdAt ?? start - 7 * DAY, b.now - HOUR));
    b.rows.shifts.push({
      id,
      clientId: state.id,
      eventId: event.id,
      post,
      startAt: at(start),
      endAt: at(end),
      headcount: 1,
      requiredRole: 'guard',
      notes: null,
      seriesId: null,
      publishedAt: options.published ? createdAt : null,
      publishedBy: options.published ? planner.id : null,
      cancelledAt: null,
      cancelledBy: null,
      createdBy: planner.id,
      createdAt,
      updatedAt: createdAt,
    });
    return { id, createdAt };
  };
  const assign = (shift: { id: string; createdAt: Date }, userId: string, noShowAlertId: string | null = null) =>
    b.rows.shiftAssignments.push({
      id: b.id(),
      clientId: state.id,
      shiftId: shift.id,
      userId,
      status: 'assigned',
      source: 'manager',
      overrideReason: null,
      overrideBy: null,
      overrideBlocks: null,
      assignedBy: planner.id,
      assignedAt: shift.createdAt,
      approvedBy: null,
      approvedAt: null,
      noShowAlertId,
    });
  const entries = new Map(b.rows.clockEntries.map((row) => [row.id, row]));

  for (const [index, event] of active.entries()) {
    const eventStart = ms(event.start);
    const eventEnd = ms(event.end);
    const post = (i: number) => posts[(index + i) % posts.length] as string;
    // The past week and now: every guard's clock entry at this event covers a shift around it.
    for (const worked of state.shifts) {
      if (worked.event !== event || worked.payRole !== 'guard' || ms(worked.clockIn) < b.now - 7 * DAY) continue;
      const start = Math.max(hourFloor(ms(worked.clockIn) + 10 * MINUTE), eventStart);
      const end = Math.min(worked.clockOut ? hourFloor(ms(worked.clockOut) + 50 * MINUTE) : start + 8 * HOUR, eventEnd);
      if (end <= start) continue;
      const shift = addShift(event, start, end, post(rng.int(0, 3)));
      assign(shift, worked.person.id);
      const entry = entries.get(worked.id);
      if (entry) entry.shiftId = shift.id;
    }
    // The next week: a day shift each day, some with a guard, some published and still open.
    const current = event.assignments.filter((a) => a.unassignedAt === null).map((a) => a.userId);
    for (let day = 1; day <= 7; day += 1) {
      const start = hourFloor(b.now) + day * DAY;
      const end = start + 8 * HOUR;
      if (end > eventEnd) break;
      const shift = addShift(event, start, end, post(day), {
        published: day % 2 === 0,
        createdAt: b.now - rng.int(2, 48) * HOUR,
      });
      const guard = current.length > 0 && day % 2 === 1 ? rng.pick(current) : undefined;
      if (guard) assign(shift, guard);
    }
    // One no-show today, on the first client's first active event.
    if (index === 0 && state === b.states.values().next().value) {
      const absent = current.find((userId) => !state.onDuty.has(userId) && b.isFree(userId, b.now - HOUR, b.now));
      const start = Math.floor((b.now - 47 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE;
      const end = Math.min(start + 8 * HOUR, eventEnd);
      if (absent && end > b.now && start >= eventStart) {
        const person = b.personById(state, absent);
        const shift = addShift(event, start, end, 'Main gate', { createdAt: start - 2 * DAY });
        const minutes = 10;
        const alertId = b.id();
        const texts = missedClockInAlertTexts(
          { name: person.name, post: 'Main gate', eventName: event.spec.name, eventId: event.id },
          minutes,
          null,
        );
        b.rows.alerts.push({
          id: alertId,
          clientId: state.id,
          type: 'Missed Clock-In',
          guardId: person.id,
          eventId: event.id,
          texts: texts,
          seen: false,
          createdAt: at(start + minutes * MINUTE),
        });
        assign(shift, person.id, alertId);
      }
    }
  }
}
