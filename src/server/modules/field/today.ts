import {
  breakLengthOptions,
  clockInEarlyMinutes,
  defaultPositionIntervalSeconds,
  type FieldToday,
} from '../../../shared/contract/field.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { nextCheckCall } from '../tours/index.ts';
import {
  findOpenBreak,
  findOpenClockEntry,
  findPositionIntervalSeconds,
  listAssignedEventsBetween,
  listGuardTasks,
} from './repository.ts';
import { zonesOf } from './zone-cache.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const dayMs = 24 * 60 * 60_000;

/** GET /field/today: the guard's clock and break, assigned events of the next day with zones, and their tasks. */
export async function fieldToday(ctx: AppContext, caller: Caller): Promise<FieldToday> {
  const now = ctx.clock();
  const [entry, openBreak, interval, events, tasks, checkCallDue] = await Promise.all([
    findOpenClockEntry(ctx.db, caller.actor.homeClientId, caller.actor.userId),
    findOpenBreak(ctx.db, caller.actor.homeClientId, caller.actor.userId),
    findPositionIntervalSeconds(ctx.db, caller.actor.homeClientId),
    listAssignedEventsBetween(
      ctx.db,
      caller.actor.homeClientId,
      caller.actor.userId,
      now,
      new Date(now.getTime() + dayMs),
    ),
    listGuardTasks(ctx.db, caller.actor.homeClientId, caller.actor.userId, new Date(now.getTime() - dayMs)),
    nextCheckCall(ctx.db, caller.actor.userId, now),
  ]);
  const opensBy = now.getTime() + clockInEarlyMinutes * 60_000;
  return {
    now: now.toISOString(),
    positionIntervalSeconds: interval ?? defaultPositionIntervalSeconds,
    breakLengths: [...breakLengthOptions],
    clock: entry
      ? {
          clockEntryId: entry.id,
          eventId: entry.eventId,
          eventName: entry.eventName,
          since: iso(entry.clockIn),
          offSite: entry.offSite,
        }
      : null,
    onBreak: openBreak
      ? { breakId: openBreak.id, since: iso(openBreak.startAt), lengthOfBreak: openBreak.lengthOfBreak }
      : null,
    events: await Promise.all(
      events.map(async (e) => ({
        id: e.id,
        name: e.name,
        siteName: e.siteName,
        address: e.address,
        timeZone: e.timeZone,
        startDate: iso(e.startAt),
        endDate: iso(e.endAt),
        canClockIn: new Date(e.startAt).getTime() <= opensBy && now.getTime() < new Date(e.endAt).getTime(),
        zones: (await zonesOf(ctx.db, e.id)).map((z) => ({
          id: z.id,
          title: z.title,
          zoneType: z.zoneType,
          polygon: [...z.ring],
        })),
      })),
    ),
    tasks: tasks.map((t) => ({
      id: t.id,
      title: t.title,
      eventName: t.eventName,
      dueAt: t.dueAt ? iso(t.dueAt) : null,
      done: t.status === 'done',
    })),
    nextCheckCallDue: checkCallDue ? checkCallDue.toISOString() : null,
  };
}
