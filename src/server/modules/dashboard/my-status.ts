import { sql } from 'drizzle-orm';
import type { MyStatus } from '../../../shared/contract/me-status.ts';
import { hasPermission } from '../../../shared/policy.ts';
import { actorOf } from '../../access/actor.ts';
import { operationScope } from '../../access/operation.ts';
import type { AppContext } from '../../context.ts';
import { listAlerts } from '../alerts/repository.ts';
import type { AuthUser } from '../auth/repository.ts';

interface ClockRow extends Record<string, unknown> {
  clock_in: Date;
  event_id: string | null;
  break_start: Date | null;
  break_minutes: number | null;
}

interface EventRow extends Record<string, unknown> {
  id: string;
  name: string;
  site_name: string | null;
  time_zone: string;
  start_at: Date;
  end_at: Date;
}

async function openClockEntry(ctx: AppContext, user: AuthUser): Promise<ClockRow | undefined> {
  const result = await ctx.db.execute<ClockRow>(sql`
    select c.clock_in, c.event_id, b.start_at as break_start, b.length_of_break as break_minutes
    from clock_entries c
    left join lateral (
      select start_at, length_of_break from breaks
      where user_id = c.user_id and client_id = c.client_id and end_at is null and start_at >= c.clock_in
      order by start_at desc limit 1
    ) b on true
    where c.user_id = ${user.id} and c.client_id = ${user.clientId} and c.clock_out is null
    order by c.clock_in desc
    limit 1
  `);
  return result.rows[0];
}

/** The event clocked in to, else an assigned event running now, else the next assigned one. */
async function currentEvent(ctx: AppContext, user: AuthUser, clockedInTo: string | null, now: Date) {
  const result = await ctx.db.execute<EventRow>(sql`
    select e.id, e.name, e.site_name, e.time_zone, e.start_at, e.end_at
    from events e
    where e.client_id = ${user.clientId} and (
      e.id = ${clockedInTo}
      or (${clockedInTo}::uuid is null and e.end_at >= ${now} and exists (
        select 1 from event_assignments a
        where a.event_id = e.id and a.user_id = ${user.id} and a.unassigned_at is null))
    )
    order by (e.id = ${clockedInTo}) desc nulls last, (e.start_at <= ${now}) desc, e.start_at, e.id
    limit 1
  `);
  return result.rows[0];
}

export async function myStatus(ctx: AppContext, user: AuthUser): Promise<MyStatus> {
  const now = ctx.clock();
  const clock = await openClockEntry(ctx, user);
  const [event, alerts] = await Promise.all([
    currentEvent(ctx, user, clock?.event_id ?? null, now),
    hasPermission(user.roles, 'dashboard.view')
      ? listAlerts(ctx.db, operationScope(actorOf(user)).records, 'all', 5, undefined).then((page) => page.rows)
      : [],
  ]);
  const iso = (value: Date) => new Date(value).toISOString();
  return {
    now: now.toISOString(),
    clock: clock
      ? {
          state: clock.break_start ? 'onBreak' : 'onDuty',
          since: iso(clock.break_start ?? clock.clock_in),
          breakMinutes: clock.break_start ? clock.break_minutes : null,
        }
      : { state: 'off', since: null, breakMinutes: null },
    currentEvent: event
      ? {
          id: event.id,
          name: event.name,
          siteName: event.site_name,
          timeZone: event.time_zone,
          startDate: iso(event.start_at),
          endDate: iso(event.end_at),
        }
      : null,
    recentAlerts: alerts.map((a) => ({
      id: a.id,
      type: a.type,
      title: a.title,
      guardName: a.guard_name,
      eventName: a.event_name,
      seen: a.seen,
      createdAt: iso(a.created_at),
    })),
  };
}
