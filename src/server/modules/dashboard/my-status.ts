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
    findCurrentEvent(ctx.db, actor.homeClientId, actor.userId, clock?.eventId ?? null, now),
    hasPermission(actor.roles, 'dashboard.view')
      ? recentAlerts(ctx.db, operationScope(actor).records, 5).then((page) => page.rows)
      : [],
  ]);
  const iso = (value: Date) => new Date(value).toISOString();
  return {
    now: now.toISOString(),
    clock: clock
      ? {
          state: clock.breakStart ? 'onBreak' : 'onDuty',
          since: iso(clock.breakStart ?? clock.clockIn),
          breakMinutes: clock.breakStart ? clock.breakMinutes : null,
        }
      : { state: 'off', since: null, breakMinutes: null },
    currentEvent: event
      ? {
          id: event.id,
          name: event.name,
          siteName: event.siteName,
          timeZone: event.timeZone,
          startDate: iso(event.startAt),
          endDate: iso(event.endAt),
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
