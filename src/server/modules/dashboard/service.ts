import type {
  ClientDashboard,
  Dashboard,
  DashboardAlert,
  DashboardQuery,
  GuardDashboard,
  OperationsDashboard,
} from '../../../shared/contract/dashboard.ts';
import type { PersonnelListQuery } from '../../../shared/contract/personnel.ts';
import { dashboardViewFor } from '../../../shared/policy.ts';
import { isAdmin } from '../../access/actor.ts';
import { alertsVisible } from '../../access/alert-audience.ts';
import type { Caller } from '../../access/caller.ts';
import { operationScope } from '../../access/operation.ts';
import { reportVisible } from '../../access/reports.ts';
import { visitorVisible } from '../../access/visitors.ts';
import type { AppContext } from '../../context.ts';
import { type AlertRow, recentAlerts } from '../alerts/index.ts';
import { countIncidentsByType } from '../incident-reports/index.ts';
import { isOutOfZone, onDutyGuards } from '../map/index.ts';
import { listPersonnel, timeZoneOfClient } from '../personnel/index.ts';
import { tasksAssignedToCaller } from '../tasks/index.ts';
import { visitorCounts, visitorsBetween } from '../visitors/index.ts';
import { financialSummary } from '../workforce-reports/index.ts';
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
const weekMs = 7 * 24 * 60 * 60 * 1000;

function toDashboardAlert(row: AlertRow): DashboardAlert {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    params: row.params,
    guardName: row.guardName,
    eventName: row.eventName,
    seen: row.seen,
    createdAt: row.createdAt.toISOString(),
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

async function today(ctx: AppContext, caller: Caller, now: Date) {
  return dayBounds(ctx.db, now, await timeZoneOfClient(ctx, caller.actor.clientId));
}

/** Guards on duty, on break and out of zone: the real-time map's rows (same query, same scope). */
async function guardFigures(ctx: AppContext, scope: DashboardScope) {
  const rows = await onDutyGuards(ctx.db, scope.events);
  return {
    guardsOnDuty: rows.length,
    guardsOnBreak: rows.filter((row) => row.break_start !== null).length,
    guardsOutOfZone: rows.filter(isOutOfZone).length,
  };
}

/** The financial report's first page and totals for the period (its query, scope and period rules). */
async function budgetVsActual(ctx: AppContext, caller: Caller, query: DashboardQuery) {
  const { actor } = caller;
  const clientId = isAdmin(actor) ? actor.clientId : undefined;
  const summary = await financialSummary(ctx, caller, { from: query.from, to: query.to, clientId }, 8);
  return {
    period: summary.period,
    clientId: clientId ?? null,
    eventCount: summary.total,
    totals: summary.totals,
    events: summary.rows.map((row) => ({
      eventId: row.eventId,
      eventName: row.eventName,
      budgetedExpenses: row.budgetedExpenses,
      actualExpenses: row.actualExpenses,
    })),
  };
}

/**
 * Licences expiring within 30 days, read from the personnel list (its scope, sort and licence rule): sorted by
 * expiry, the expired come first, then the expiring; reading stops at the first licence beyond 30 days.
 */
async function licenceSummary(ctx: AppContext, caller: Caller) {
  const expiring: OperationsDashboard['licences']['people'] = [];
  let expiredCount = 0;
  const limit = 100;
  for (let page = 1; page <= 50; page += 1) {
    const query: PersonnelListQuery = { sort: 'licenceExpiresOn', order: 'asc', page, limit };
    const { items } = await listPersonnel(ctx, caller, query);
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
  caller: Caller,
  query: DashboardQuery,
): Promise<OperationsDashboard> {
  const now = ctx.clock();
  const { actor } = caller;
  const scope = operationScope(actor);
  const day = await today(ctx, caller, now);
  const reports = reportVisible(actor, 'r');
  const visitors = visitorVisible(actor, 'v');
  // The alerts meant for the actor, as the alerts list reads them (access/alert-audience.ts).
  const alertScope = alertsVisible(actor, scope.records);
  const [guards, events, eventList, alerts, byType, incidents, visitorsCounted, budget, licences, activity] =
    await Promise.all([
      guardFigures(ctx, scope),
      eventCounts(ctx.db, scope, now, day),
      eventsTodayRows(ctx.db, scope, now, day),
      recentAlerts(ctx.db, alertScope, 8),
      unseenAlertsByType(ctx.db, alertScope),
      countIncidentsByType(ctx, caller, new Date(now.getTime() - weekMs)),
      visitorCounts(ctx, caller, now),
      budgetVsActual(ctx, caller, query),
      licenceSummary(ctx, caller),
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
    visitorsOnSite: visitorsCounted.onSite,
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

async function guardDashboard(ctx: AppContext, caller: Caller): Promise<GuardDashboard> {
  const now = ctx.clock();
  const day = await today(ctx, caller, now);
  const [status, tasks] = await Promise.all([myStatus(ctx, caller), tasksAssignedToCaller(ctx, caller, now)]);
  const open = tasks.filter(
    (task) =>
      (task.status === 'open' || task.status === 'in_progress') &&
      (task.dueAt === null || new Date(task.dueAt) < day.end),
  );
  return {
    view: 'guard',
    generatedAt: now.toISOString(),
    clock: status.clock,
    assignment: status.currentEvent,
    tasks: open.slice(0, 10).map((task) => ({
      id: task.id,
      title: task.title,
      eventName: task.eventName,
      dueAt: task.dueAt,
      priority: task.priority,
      status: task.status,
      overdue: task.dueAt !== null && new Date(task.dueAt) < now,
    })),
    recentAlerts: status.recentAlerts,
  };
}

async function clientDashboard(ctx: AppContext, caller: Caller): Promise<ClientDashboard> {
  const now = ctx.clock();
  const scope = operationScope(caller.actor);
  const day = await today(ctx, caller, now);
  const [guards, events, visitorRows, counts, tours, incidents] = await Promise.all([
    onDutyGuards(ctx.db, scope.events),
    eventsTodayRows(ctx.db, scope, now, day),
    visitorsBetween(ctx, caller, now, { from: day.start, to: day.end, limit: 10 }),
    visitorCounts(ctx, caller, now),
    tourCompliance(ctx, caller, now),
    openIncidents(ctx, caller),
  ]);
  return {
    view: 'client',
    generatedAt: now.toISOString(),
    guardsOnDuty: guards.length,
    visitorsOnSite: counts.onSite,
    eventsToday: events.map(toDashboardEvent),
    visitorsToday: visitorRows.map((visitor) => ({
      id: visitor.id,
      name: visitor.name,
      company: visitor.company,
      status: visitor.status,
      eventName: visitor.eventName,
      expectedAt: visitor.expectedAt,
      checkedInAt: visitor.checkedInAt,
    })),
    guardsOnSite: portalGuards(guards),
    tourCompliance: tours,
    openIncidentCount: incidents.total,
    openIncidents: incidents.rows,
  };
}

/** The dashboard of the caller's role: a guard's own day, a customer user's sites, or the operation. */
export async function dashboardOf(ctx: AppContext, caller: Caller, query: DashboardQuery): Promise<Dashboard> {
  const view = dashboardViewFor(caller.actor.role);
  if (view === 'guard') return guardDashboard(ctx, caller);
  if (view === 'client') return clientDashboard(ctx, caller);
  return operationsDashboard(ctx, caller, query);
}
