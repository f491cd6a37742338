/** Tasks on the events (docs/product/personnel-and-tasks.md), in every state. */

import { taskTemplates } from '../demo-data.ts';
import type { SeededRandom } from '../seeded-random.ts';
import { at, type ClientState, DAY, type DemoBuild, HOUR, MINUTE, ms } from './build.ts';

export function buildTasks(b: DemoBuild, state: ClientState, rng: SeededRandom): void {
  for (const event of state.events) {
    if (event.spec.unassigned) continue;
    const s = ms(event.start);
    const e = ms(event.end);
    const ended = e < b.now;
    const active = b.isActive(event);
    const count = active ? rng.int(5, 6) : ended ? rng.int(1, 3) : rng.int(2, 3);
    const assignees = [
      ...event.assignments.filter((a) => a.unassignedAt === null).map((a) => b.personById(state, a.userId)),
      ...event.supervisors,
    ];
    const creators = b.schedulersOf(state, event.spec);
    for (const [title, description] of rng.sample(taskTemplates, count)) {
      let dueAt: number;
      let status: string;
      let completedAt: number | null = null;
      if (ended) {
        dueAt = rng.between(s + HOUR, Math.max(s + HOUR, Math.min(e, s + 20 * DAY) - HOUR));
        status = rng.chance(0.8) ? 'done' : 'cancelled';
        if (status === 'done') completedAt = dueAt - rng.int(0, 60) * MINUTE;
      } else if (active) {
        dueAt = b.now + rng.int(-6 * 60, 30 * 60) * MINUTE;
        if (dueAt < b.now) {
          status = rng.chance(0.6) ? 'done' : 'open';
          if (status === 'done') completedAt = Math.min(dueAt + rng.int(-60, 30) * MINUTE, b.now - 5 * MINUTE);
        } else {
          status = rng.chance(0.5) ? 'open' : 'in_progress';
        }
      } else {
        dueAt = Math.max(b.now + 2 * HOUR, s - rng.int(2, 24) * HOUR);
        status = 'open';
      }
      dueAt = Math.round(dueAt / (15 * MINUTE)) * 15 * MINUTE;
      const createdAt = Math.max(
        ms(event.row.createdAt ?? event.start),
        Math.min(dueAt - rng.int(6, 72) * HOUR, b.now - 30 * MINUTE, completedAt ?? Number.POSITIVE_INFINITY),
      );
      const assignee = rng.chance(0.85) && assignees.length > 0 ? rng.pick(assignees).id : null;
      b.rows.tasks.push({
        id: b.id(),
        clientId: state.id,
        eventId: event.id,
        title,
        description,
        assignedTo: assignee,
        dueAt: at(dueAt),
        status,
        completedAt: completedAt === null ? null : at(completedAt),
        createdBy: rng.pick(creators).id,
        createdAt: at(createdAt),
        updatedAt: at(completedAt ?? createdAt),
      });
    }
  }
}
