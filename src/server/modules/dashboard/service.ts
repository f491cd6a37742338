import type {
  ClientDashboard,
  Dashboard,
  DashboardAlert,
  DashboardQuery,
  GuardDashboard,
  OperationsDashboard,
} from '../../../shared/contract/dashboard.ts';
import type { PersonnelListQuery } from '../../../shared/contract/personnel.ts';
import { effectiveRole } from '../../../shared/roles.ts';
import { actorOf, isAdmin, workingClientOf } from '../../access/actor.ts';
import { alertsVisible } from '../../access/alert-audience.ts';
import { operationScope } from '../../access/operation.ts';
import { reportVisible } from '../../access/reports.ts';
import { visitorVisible } from '../../access/visitors.ts';
import type { AppContext } from '../../context.ts';
import { type AlertRow, listAlerts } from '../alerts/repository.ts';
import type { AuthUser } from '../auth/repository.ts';
import { countReportsByType } from '../incident-reports/repository.ts';
import { onDutyGuardRows } from '../map/repository.ts';
import { isOutOfZone } from '../map/service.ts';
import { listPersonnel, timeZoneOfClient } from '../personnel/index.ts';
import { listTasks } from '../tasks/repository.ts';
import { countVisitorViews, listVisitorRows } from '../visitors/repository.ts';
import { financialLines } from '../workforce-reports/repository.ts';
import { periodOf, scopeOf } from '../workforce-reports/service.ts';
import { openIncidents, portalGuards, tourCompliance } from './client-portal.ts';
import { myStatus } from './my-status.ts';
import {
  type DashboardScope,
  dayBounds,
  type EventTodayRow,
  eventCounts,
  eventsTodayRows,
  latestActivity,
  unseenAlertsByType,
} from './repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
const dollars = (cents: number | string) => Number(cents) / 100;
const weekMs = 7 * 24 * 60 * 60 * 1000;

function toDashboardAlert(row: AlertRow): DashboardAlert {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    params: row.params,
    guardName: row.guard_name,
    eventName: row.event_name,
    seen: row.seen,
    createdAt: iso(row.created_at),
  };
}

function toDashboardEvent(row: EventTodayRow) {
  return {
    id: row.id,
    eventName: row.name,
    customerName: row.customer_name,
    siteName: row.site_name,
    timeZone: row.time_zone,
    startDate: iso(row.start_at),
    endDate: iso(row.end_at),
    guardsAssigned: row.guards_assigned,
    guardsOnDuty: row.guards_on_duty,
    scheduledNow: row.scheduled_now,
  };
}

async function today(ctx: AppContext, user: AuthUser, now: Date) {
  return dayBounds(ctx.db, now, await timeZoneOfClient(ctx, workingClientOf(user)));
}

/** Guards on duty, on break and out of zone: the real-time map's rows (same query, same scope). */
async function guardFigures(ctx: AppContext, scope: DashboardScope) {
  const rows = await onDutyGuardRows(ctx.db, scope.events);
  return {
    guardsOnDuty: rows.length,
    guardsOnBreak: rows.filter((row) => row.break_start !== null).length,
    guardsOutOfZone: rows.filter(isOutOfZone).length,
  };
}

/** The financial report's first page and totals for the period (its query, scope and period rules). */
async function budgetVsActual(ctx: AppContext, user: AuthUser, query: DashboardQuery) {
  const actor = actorOf(user);
  const clientId = isAdmin(actor) ? actor.clientId : undefined;
  const period = periodOf(ctx, query);
  const result = await financialLines(ctx.db, scopeOf(user, { clientId }), period, {
    q: undefined,
    limit: 8,
    offset: 0,
  });
  return {
    period: { from: period.from.toISOString(), to: period.to.toISOString() },
    clientId: clientId ?? null,
    eventCount: result.total,
    totals: {
      budgetedExpenses: dollars(result.sumBudget),
      actualExpenses: dollars(result.sumActual),
      profitLoss: dollars(Number(result.sumBudget) - Number(result.sumActual)),
    },
    events: result.rows.map((row) => ({
      eventId: row.event_id,
      eventName: row.event_name,
      budgetedExpenses: dollars(row.budget_cents),
      actualExpenses: dollars(row.actual_cents),
    })),
  };
}

/**
 * Licences expiring within 30 days, read from the personnel list (its scope, sort and licence rule): sorted by
 * expiry, the expired come first, then the expiring; reading stops at the first licence beyond 30 days.
 */
async function licenceSummary(ctx: AppContext, user: AuthUser) {
  const expiring: OperationsDashboard['licences']['people'] = [];
  let expiredCount = 0;
  const limit = 100;
  for (let page = 1; page <= 50; page += 1) {
    const query: PersonnelListQuery = { sort: 'licenceExpiresOn', order: 'asc', page, limit };
    const { items } = await listPersonnel(ctx, user, query);
    let done = items.length < limit;
    for (const person of items) {
      if (person.licenceState === 'expired') expiredCount += 1;
      else if (person.licenceState === 'expiring' && person.licenceExpiresOn) {
        expiring.push({
          id: person.id,
          name: person.name,
          licenceNumber: person.licenceNumber,
          expiresOn: person.licenceExpiresOn,
          state: person.licenceState,
        });
      } else done = true;
    }
    if (done) break;
  }
  return { expiringCount: expiring.length, expiredCount, people: expiring.slice(0, 8) };
}

async function operationsDashboard(
  ctx: AppContext,
  user: AuthUser,
  query: DashboardQuery,
): Promise<OperationsDashboard> {
  const now = ctx.clock();
  const actor = actorOf(user);
  const scope = operationScope(actor);
  const day = await today(ctx, user, now);
  const reports = reportVisible(actor, 'r');
  const visitors = visitorVisible(actor, 'v');
  // The alerts meant for the actor, as the alerts list reads them (access/alert-audience.ts).
  const alertScope = alertsVisible(actor, scope.records);
  const [guards, events, eventList, alerts, byType, incidents, visitorCounts, budget, licences, activity] =
    await Promise.all([
      guardFigures(ctx, scope),
      eventCounts(ctx.db, scope, now, day),
      eventsTodayRows(ctx.db, scope, now, day),
      listAlerts(ctx.db, alertScope, 'all', 8, undefined),
      unseenAlertsByType(ctx.db, alertScope),
      countReportsByType(ctx.db, reports, 'incident', new Date(now.getTime() - weekMs)),
      countVisitorViews(ctx.db, visitors, undefined, now),
      budgetVsActual(ctx, user, query),
      licenceSummary(ctx, user),
      latestActivity(ctx.db, { alerts: alertScope, events: scope.events, reports, visitors }, now),
    ]);
  return {
    view: 'operations',
    generatedAt: now.toISOString(),
    ...guards,
    ...events,
    unseenAlerts: alerts.unseen,
    openSosAlerts: byType.find((row) => row.type === 'SOS')?.count ?? 0,
    incidentsLast7Days: incidents.reduce((sum, row) => sum + row.count, 0),
    visitorsOnSite: visitorCounts.onSite,
    activeEventList: eventList.map(toDashboardEvent),
    alertsByType: byType,
    recentAlerts: alerts.rows.map(toDashboardAlert),
    incidentsByType: incidents,
    budget,
    licences,
    activity: activity.map((row) => ({
      id: row.id,
      kind: row.kind,
      at: iso(row.at),
      title: row.title,
      personName: row.person_name,
      eventName: row.event_name,
      alertType: row.alert_type,
      alertParams: row.alert_params,
    })),
  };
}

async function guardDashboard(ctx: AppContext, user: AuthUser): Promise<GuardDashboard> {
  const now = ctx.clock();
  const day = await today(ctx, user, now);
  const [status, tasks] = await Promise.all([
    myStatus(ctx, user),
    listTasks(ctx.db, {
      scope: { kind: 'events', events: actorOf(user).eventScope, userId: user.id },
      now,
      assignedTo: user.id,
      sort: 'dueAt',
      order: 'asc',
      limit: 100,
      offset: 0,
    }),
  ]);
  const open = tasks.rows.filter(
    (task) =>
      (task.status === 'open' || task.status === 'in_progress') &&
      (task.due_at === null || new Date(task.due_at) < day.end),
  );
  return {
    view: 'guard',
    generatedAt: now.toISOString(),
    clock: status.clock,
    assignment: status.currentEvent,
    tasks: open.slice(0, 10).map((task) => ({
      id: task.id,
      title: task.title,
      eventName: task.event_name,
      dueAt: isoOrNull(task.due_at),
      priority: task.priority,
      status: task.status,
      overdue: task.due_at !== null && new Date(task.due_at) < now,
    })),
    recentAlerts: status.recentAlerts,
  };
}

async function clientDashboard(ctx: AppContext, user: AuthUser): Promise<ClientDashboard> {
  const now = ctx.clock();
  const actor = actorOf(user);
  const scope = operationScope(actor);
  const day = await today(ctx, user, now);
  const visitors = visitorVisible(actor, 'v');
  const [guards, events, visitorRows, visitorCounts, tours, incidents] = await Promise.all([
    onDutyGuardRows(ctx.db, scope.events),
    eventsTodayRows(ctx.db, scope, now, day),
    listVisitorRows(
      ctx.db,
      { scope: visitors, view: 'history', now, from: day.start, to: day.end },
      { limit: 10, offset: 0 },
    ),
    countVisitorViews(ctx.db, visitors, undefined, now),
    tourCompliance(ctx, actor, now),
    openIncidents(ctx, actor),
  ]);
  return {
    view: 'client',
    generatedAt: now.toISOString(),
    guardsOnDuty: guards.length,
    visitorsOnSite: visitorCounts.onSite,
    eventsToday: events.map(toDashboardEvent),
    visitorsToday: visitorRows.rows.map((row) => ({
      id: row.id,
      name: row.name,
      company: row.company,
      status: row.status,
      eventName: row.event_name,
      expectedAt: isoOrNull(row.expected_at),
      checkedInAt: isoOrNull(row.checked_in_at),
    })),
    guardsOnSite: portalGuards(guards),
    tourCompliance: tours,
    openIncidentCount: incidents.total,
    openIncidents: incidents.rows,
  };
}

/** The dashboard of the caller's role: a guard's own day, a customer user's sites, or the operation. */
export async function dashboardOf(ctx: AppContext, user: AuthUser, query: DashboardQuery): Promise<Dashboard> {
  const role = effectiveRole(user.roles);
  if (role === 'guard') return guardDashboard(ctx, user);
  if (role === 'client' || role === 'customer') return clientDashboard(ctx, user);
  return operationsDashboard(ctx, user, query);
}
