import { licenceStates } from '../licence.ts';
import { z } from '../zod.ts';
import { alertParamsSchema } from './alerts.ts';
import { isoDateTime, text } from './common.ts';
import { defineOperation } from './operation.ts';

/**
 * GET /api/v1/dashboard (docs/product/dashboard.md): a live overview per role, as a union on `view`:
 *  - `operations` (executive, manager, supervisor; an admin on their working client): guards on duty, on break and
 *    out of zone (the real-time map's figures), unseen alerts by type (the bell's scope), events active today,
 *    incidents of the last 7 days by type, budget vs actual of the ended events of the period (the financial
 *    report's query and period rules), licences expiring within 30 days and the latest activity;
 *  - `guard`: their current or next assignment, clock state, open tasks due by today and recent alerts;
 *  - `client` (a customer's user, the client portal): their sites' events today, the guards on site now, today's
 *    tour compliance, the open incident reports with their latest comments and today's visitors.
 * Every figure is scoped to what the caller may see (docs/product/access-and-roles.md#event-visibility). `from`/`to` give the period of
 * budget vs actual (default: the financial report's — the start of this month, UTC, to now).
 */
export const dashboardQuerySchema = z
  .object({ from: isoDateTime.optional(), to: isoDateTime.optional() })
  .refine((v) => !v.from || !v.to || Date.parse(v.from) <= Date.parse(v.to), {
    message: 'validation.after_start',
    path: ['to'],
  })
  .refine((v) => !v.from || !v.to || Date.parse(v.to) - Date.parse(v.from) <= 400 * 86_400_000, {
    message: 'audit.most_400_days',
    path: ['to'],
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const count = z.number().int();

export const dashboardAlertSchema = z.object({
  id: text(),
  type: text(),
  title: text(),
  params: alertParamsSchema.nullable(),
  guardName: text().nullable(),
  eventName: text().nullable(),
  seen: z.boolean(),
  createdAt: text(),
});
export type DashboardAlert = z.infer<typeof dashboardAlertSchema>;

export const dashboardEventSchema = z.object({
  id: text(),
  eventName: text(),
  customerName: text(),
  siteName: text().nullable(),
  /** The event's IANA time zone: its days (a daily activity report's) are taken in it. */
  timeZone: text(),
  startDate: text(),
  endDate: text(),
  guardsAssigned: count,
  guardsOnDuty: count,
  /** Assigned places on shifts of the event running now (docs/product/shifts.md#coverage). */
  scheduledNow: count,
});
export type DashboardEvent = z.infer<typeof dashboardEventSchema>;

/** A figure per type (alert type, incident report type), largest first (SOS first for alerts). */
export const typeCountSchema = z.object({ type: text(), count });
export type TypeCount = z.infer<typeof typeCountSchema>;

export const budgetEventSchema = z.object({
  eventId: text(),
  eventName: text(),
  budgetedExpenses: z.number(),
  actualExpenses: z.number(),
});

/** Budget vs actual of the financial report (same query, scope and period); dollars. */
export const budgetVsActualSchema = z.object({
  period: z.object({ from: text(), to: text() }),
  /** The client of an admin's figures (for the link to the report); null for everyone else. */
  clientId: text().nullable(),
  eventCount: count,
  totals: z.object({ budgetedExpenses: z.number(), actualExpenses: z.number(), profitLoss: z.number() }),
  /** The first events of the report (latest end first), at most 8. */
  events: z.array(budgetEventSchema),
});
export type BudgetVsActual = z.infer<typeof budgetVsActualSchema>;

export const expiringLicenceSchema = z.object({
  id: text(),
  name: text(),
  licenceNumber: text().nullable(),
  expiresOn: text(),
  state: z.enum(licenceStates),
});

export const licenceSummarySchema = z.object({
  /** Licences expiring within 30 days (today included): the personnel list's 'expiring' state. */
  expiringCount: count,
  expiredCount: count,
  /** The expiring ones, soonest first, at most 8. */
  people: z.array(expiringLicenceSchema),
});

export const activityKinds = ['alert', 'clockIn', 'clockOut', 'incident', 'visitor'] as const;
export type ActivityKind = (typeof activityKinds)[number];

export const activityItemSchema = z.object({
  id: text(),
  kind: z.enum(activityKinds),
  at: text(),
  /** The alert's title, the report's type or the visitor's name; null for a clock entry. */
  title: text().nullable(),
  /** An alert's type and params, to show its title in the reader's language; null for everything else. */
  alertType: text().nullable(),
  alertParams: alertParamsSchema.nullable(),
  /** The guard (alert, clock entry, report) or the visitor's host. */
  personName: text().nullable(),
  eventName: text().nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const operationsDashboardSchema = z
  .object({
    view: z.literal('operations'),
    generatedAt: text(),
    guardsOnDuty: count,
    guardsOnBreak: count,
    guardsOutOfZone: count,
    activeEvents: count,
    eventsToday: count,
    upcomingEvents: count,
    unseenAlerts: count,
    openSosAlerts: count,
    incidentsLast7Days: count,
    visitorsOnSite: count,
    /** Events running at some time today (the client's day), those running now first; at most 10. */
    activeEventList: z.array(dashboardEventSchema),
    alertsByType: z.array(typeCountSchema),
    recentAlerts: z.array(dashboardAlertSchema),
    incidentsByType: z.array(typeCountSchema),
    budget: budgetVsActualSchema,
    licences: licenceSummarySchema,
    activity: z.array(activityItemSchema),
  })
  .meta({ id: 'OperationsDashboard' });
export type OperationsDashboard = z.infer<typeof operationsDashboardSchema>;

export const dashboardTaskSchema = z.object({
  id: text(),
  title: text(),
  eventName: text().nullable(),
  dueAt: text().nullable(),
  priority: text(),
  status: text(),
  overdue: z.boolean(),
});

export const guardDashboardSchema = z
  .object({
    view: z.literal('guard'),
    generatedAt: text(),
    clock: z.object({
      state: z.enum(['off', 'onDuty', 'onBreak']),
      since: text().nullable(),
      breakMinutes: z.number().int().nullable(),
    }),
    /** The event clocked in to; else an assigned event running now; else the next assigned one. */
    assignment: z
      .object({
        id: text(),
        name: text(),
        siteName: text().nullable(),
        timeZone: text(),
        startDate: text(),
        endDate: text(),
      })
      .nullable(),
    /** Their open tasks due by the end of today (or without a due time), soonest first; at most 10. */
    tasks: z.array(dashboardTaskSchema),
    recentAlerts: z.array(dashboardAlertSchema),
  })
  .meta({ id: 'GuardDashboard' });
export type GuardDashboard = z.infer<typeof guardDashboardSchema>;

export const dashboardVisitorSchema = z.object({
  id: text(),
  name: text(),
  company: text().nullable(),
  status: text(),
  eventName: text().nullable(),
  expectedAt: text().nullable(),
  checkedInAt: text().nullable(),
});

/**
 * A guard clocked in now at one of the customer's events (docs/product/dashboard.md#client-portal): their name and
 * nothing else about them — no position, no contact.
 */
export const portalGuardSchema = z.object({
  name: text(),
  eventId: text(),
  eventName: text(),
  /** Clocked in at. */
  since: text(),
  /** The break under way: since when; null when not on break. */
  breakSince: text().nullable(),
  /** Outside the event's allowed zone or inside a restricted area (the map's "out of zone"). */
  offSite: z.boolean(),
});
export type PortalGuard = z.infer<typeof portalGuardSchema>;

/**
 * Tour runs of today (the event's calendar day) that count so far: those whose checkpoints were due by now, and
 * those already completed before that (docs/product/dashboard.md#client-portal).
 */
export const tourComplianceCountsSchema = z.object({
  /** Runs that count so far: onTime + late + missed + pending. */
  due: count,
  onTime: count,
  late: count,
  /** Runs closed (due time and grace passed) with checkpoints unscanned. */
  missed: count,
  /** Past their due time, within the grace, not complete yet. */
  pending: count,
  /** Checkpoints left unscanned in the missed runs. */
  missedCheckpoints: count,
  /** onTime of due, rounded to a whole percent; null when no run is due yet. */
  percentOnTime: z.number().int().nullable(),
});
export type TourComplianceCounts = z.infer<typeof tourComplianceCountsSchema>;

export const tourComplianceEventSchema = tourComplianceCountsSchema.extend({
  eventId: text(),
  eventName: text(),
  timeZone: text(),
  /** The event's calendar day the figures are for (YYYY-MM-DD). */
  day: text(),
  /** Per tour (by name), in name order. */
  tours: z.array(tourComplianceCountsSchema.extend({ tourName: text() })),
});
export type TourComplianceEvent = z.infer<typeof tourComplianceEventSchema>;

export const portalCommentSchema = z.object({
  id: text(),
  authorName: text().nullable(),
  createdAt: text(),
  content: text(),
});

/** An incident report of the customer's events not closed yet, with its latest comments (oldest of them first). */
export const openIncidentSchema = z.object({
  id: text(),
  reportType: text(),
  incidentType: text().nullable(),
  eventName: text().nullable(),
  submittedAt: text(),
  status: text(),
  commentCount: count,
  /** The latest 3 comments, in the order they were written. */
  latestComments: z.array(portalCommentSchema),
});
export type OpenIncident = z.infer<typeof openIncidentSchema>;

export const clientDashboardSchema = z
  .object({
    view: z.literal('client'),
    generatedAt: text(),
    guardsOnDuty: count,
    visitorsOnSite: count,
    eventsToday: z.array(dashboardEventSchema),
    visitorsToday: z.array(dashboardVisitorSchema),
    /** Guards on site now at the customer's events, by name; at most 100. */
    guardsOnSite: z.array(portalGuardSchema),
    /** Today's tour compliance per event with tour runs today, by event name. */
    tourCompliance: z.array(tourComplianceEventSchema),
    /** Open (not closed) incident reports: how many, and the newest 10 with their latest comments. */
    openIncidentCount: count,
    openIncidents: z.array(openIncidentSchema),
  })
  .meta({ id: 'ClientDashboard' });
export type ClientDashboard = z.infer<typeof clientDashboardSchema>;

export const dashboardSchema = z
  .discriminatedUnion('view', [operationsDashboardSchema, guardDashboardSchema, clientDashboardSchema])
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The dashboard API, defined once for the server's route and the web's client. */
export const dashboardOperations = {
  get: defineOperation({
    method: 'GET',
    path: '/dashboard',
    access: 'dashboard.view',
    tags: ['dashboard'],
    summary: 'The live overview of the signed-in user’s role: operations, a guard’s day or a customer’s sites',
    query: dashboardQuerySchema,
    response: dashboardSchema,
  }),
};
