import type { MyStatus } from '../../../shared/contract/me-status.ts';
import { hasPermission } from '../../../shared/policy.ts';
import { actorOf } from '../../access/actor.ts';
import { operationScope } from '../../access/operation.ts';
import type { AppContext } from '../../context.ts';
import { listAlerts } from '../alerts/repository.ts';
import type { AuthUser } from '../auth/repository.ts';
import { findCurrentEvent, findOpenClockWithBreak } from './my-status-repository.ts';

export async function myStatus(ctx: AppContext, user: AuthUser): Promise<MyStatus> {
  const now = ctx.clock();
  const clock = await findOpenClockWithBreak(ctx.db, user.clientId, user.id);
  const [event, alerts] = await Promise.all([
    findCurrentEvent(ctx.db, user.clientId, user.id, clock?.event_id ?? null, now),
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
      params: a.params,
      guardName: a.guard_name,
      eventName: a.event_name,
      seen: a.seen,
      createdAt: iso(a.created_at),
    })),
  };
}
