import { sql } from 'drizzle-orm';
import type { DashboardSummary } from '../../../shared/contract/dashboard.ts';
import { type EventScope, eventScopeFor } from '../../../shared/policy.ts';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../auth/repository.ts';
import { visibleEventsPredicate } from '../events/visibility.ts';
import { activeEventRows, type DashboardScope, dashboardCounts, recentAlertRows } from './repository.ts';

/**
 * The dashboard shows one client's operation. An admin sees the client chosen as their working context
 * (or their own); an executive the whole client; others the records of the events they may see.
 */
export function dashboardScope(user: AuthUser): DashboardScope {
  const scope: EventScope = eventScopeFor(user);
  if (scope.kind === 'all' || scope.kind === 'client') {
    const clientId = scope.kind === 'all' ? (user.activeClientId ?? user.clientId) : scope.clientId;
    return { events: sql`e.client_id = ${clientId}`, records: sql`x.client_id = ${clientId}` };
  }
  const events = visibleEventsPredicate(scope);
  return {
    events,
    records: sql`x.client_id = ${user.clientId} and x.event_id in (select e.id from events e where ${events})`,
  };
}

export async function dashboardSummary(ctx: AppContext, user: AuthUser): Promise<DashboardSummary> {
  const now = ctx.clock();
  const scope = dashboardScope(user);
  const [counts, active, alerts] = await Promise.all([
    dashboardCounts(ctx.db, scope, now),
    activeEventRows(ctx.db, scope, now),
    recentAlertRows(ctx.db, scope),
  ]);
  return {
    generatedAt: now.toISOString(),
    guardsOnDuty: counts.guards_on_duty,
    guardsOnBreak: counts.guards_on_break,
    activeEvents: counts.active_events,
    upcomingEvents: counts.upcoming_events,
    unseenAlerts: counts.unseen_alerts,
    openSosAlerts: counts.open_sos_alerts,
    incidentsLast7Days: counts.incidents_7d,
    visitorsOnSite: counts.visitors_on_site,
    activeEventList: active.map((e) => ({
      id: e.id,
      eventName: e.name,
      customerName: e.customer_name,
      startDate: new Date(e.start_at).toISOString(),
      endDate: new Date(e.end_at).toISOString(),
      guardsAssigned: e.guards_assigned,
      guardsOnDuty: e.guards_on_duty,
    })),
    recentAlerts: alerts.map((a) => ({
      id: a.id,
      type: a.type,
      title: a.title,
      guardName: a.guard_name,
      eventName: a.event_name,
      seen: a.seen,
      createdAt: new Date(a.created_at).toISOString(),
    })),
  };
}
