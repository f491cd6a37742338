import { sql } from 'drizzle-orm';
import {
  breakLengthOptions,
  clockInEarlyMinutes,
  defaultPositionIntervalSeconds,
  type FieldToday,
} from '../../../shared/contract/field.ts';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../auth/repository.ts';
import { findOpenBreak, findOpenClockEntry } from './repository.ts';
import { zonesOf } from './zone-cache.ts';

interface EventRow extends Record<string, unknown> {
  id: string;
  name: string;
  site_name: string | null;
  address: string | null;
  time_zone: string;
  start_at: Date;
  end_at: Date;
}

interface TaskRow extends Record<string, unknown> {
  id: string;
  title: string;
  event_name: string | null;
  due_at: Date | null;
  status: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const dayMs = 24 * 60 * 60_000;

/** GET /field/today: the guard's clock and break, assigned events of the next day with zones, and their tasks. */
export async function fieldToday(ctx: AppContext, user: AuthUser): Promise<FieldToday> {
  const now = ctx.clock();
  const [entry, openBreak, interval, events, tasks] = await Promise.all([
    findOpenClockEntry(ctx.db, user.clientId, user.id),
    findOpenBreak(ctx.db, user.clientId, user.id),
    ctx.db.execute<{ seconds: number }>(
      sql`select position_interval_seconds as seconds from clients where id = ${user.clientId}`,
    ),
    ctx.db.execute<EventRow>(sql`
      select e.id, e.name, e.site_name, e.address, e.time_zone, e.start_at, e.end_at
      from events e
      join event_assignments a on a.event_id = e.id and a.user_id = ${user.id} and a.unassigned_at is null
      where e.client_id = ${user.clientId} and e.end_at > ${now.toISOString()}::timestamptz
        and e.start_at < ${new Date(now.getTime() + dayMs).toISOString()}::timestamptz
      order by e.start_at, e.name
      limit 20`),
    ctx.db.execute<TaskRow>(sql`
      select t.id, t.title, e.name as event_name, t.due_at, t.status
      from tasks t left join events e on e.id = t.event_id
      where t.client_id = ${user.clientId} and t.assigned_to = ${user.id}
        and (t.status in ('open', 'in_progress')
          or (t.status = 'done' and t.completed_at > ${new Date(now.getTime() - dayMs).toISOString()}::timestamptz))
      order by t.status = 'done', t.due_at nulls last, t.title
      limit 50`),
  ]);
  const opensBy = now.getTime() + clockInEarlyMinutes * 60_000;
  return {
    now: now.toISOString(),
    positionIntervalSeconds: interval.rows[0]?.seconds ?? defaultPositionIntervalSeconds,
    breakLengths: [...breakLengthOptions],
    clock: entry
      ? {
          clockEntryId: entry.id,
          eventId: entry.event_id,
          eventName: entry.event_name,
          since: iso(entry.clock_in),
          offSite: entry.off_site,
        }
      : null,
    onBreak: openBreak
      ? { breakId: openBreak.id, since: iso(openBreak.start_at), lengthOfBreak: openBreak.length_of_break }
      : null,
    events: await Promise.all(
      events.rows.map(async (e) => ({
        id: e.id,
        name: e.name,
        siteName: e.site_name,
        address: e.address,
        timeZone: e.time_zone,
        startDate: iso(e.start_at),
        endDate: iso(e.end_at),
        canClockIn: new Date(e.start_at).getTime() <= opensBy && now.getTime() < new Date(e.end_at).getTime(),
        zones: (await zonesOf(ctx.db, e.id)).map((z) => ({
          id: z.id,
          title: z.title,
          zoneType: z.zoneType,
          polygon: [...z.ring],
        })),
      })),
    ),
    tasks: tasks.rows.map((t) => ({
      id: t.id,
      title: t.title,
      eventName: t.event_name,
      dueAt: t.due_at ? iso(t.due_at) : null,
      done: t.status === 'done',
    })),
  };
}
