import type { MyStatus } from '../../../shared/contract/me-status.ts';
import { hasPermission } from '../../../shared/policy.ts';
import type { Caller } from '../../access/caller.ts';
import { operationScope } from '../../access/operation.ts';
import type { AppContext } from '../../context.ts';
import { recentAlerts } from '../alerts/index.ts';
import { findCurrentEvent, findOpenClockWithBreak } from './my-status-repository.ts';

export async function myStatus(ctx: AppContext, caller: Caller): Promise<MyStatus> {
  const { actor } = caller;
  const now = ctx.clock();
  const clock = await findOpenClockWithBreak(ctx.db, actor.homeClientId, actor.userId);
  const [event, alerts] = await Promise.all([
    findCurrentEvent(ctx.db, actor.homeClientId, actor.userId, clock?.event_id ?? null, now),
    hasPermission(actor.roles, 'dashboard.view')
      ? recentAlerts(ctx.db, operationScope(actor).records, 5).then((page) => page.rows)
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
      guardName: a.guardName,
      eventName: a.eventName,
      seen: a.seen,
      createdAt: iso(a.createdAt),
    })),
  };
}
