import { z } from '../zod.ts';
import { idSchema, isoDateTime, pageQuerySchema, text } from './common.ts';
import { withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';

/**
 * The workforce and finance report screens (docs/product/payroll-and-reports.md):
 * `GET /api/v1/reports/{clock-activity, geofence-activity, performance/personnel, performance/events, payroll,
 * financial, compliance}` answer `{ rows, … }`, and the same path with `.csv` answers the export, from the same
 * query. Every figure is computed in PostgreSQL; only rows travel.
 *
 * Period (docs/product/payroll-and-reports.md#report-period): `from` and `to`, ISO 8601, default the start of this month (UTC) to now. Payroll and financial
 * cover the ended events whose end falls in it; activity, compliance and performance the records whose time does.
 * Scope: the events the caller may see (docs/product/access-and-roles.md#event-visibility); records with no event only for an
 * executive or admin. `clientId` narrows an admin's reports to one client; for anyone else it is ignored (their
 * own client is the only one they have).
 */
export const reportPeriodMaxDays = 400;

const periodFields = {
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  clientId: idSchema.optional(),
};

function withPeriodChecks<T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(schema: T) {
  return schema
    .refine((v) => !v.from || !v.to || Date.parse(v.from) <= Date.parse(v.to), {
      message: 'validation.after_start',
      path: ['to'],
    })
    .refine((v) => !v.from || !v.to || Date.parse(v.to) - Date.parse(v.from) <= reportPeriodMaxDays * 86_400_000, {
      message: 'audit.most_400_days',
      path: ['to'],
    });
}

/** The longest text a report's search or column filter takes (the reports' search boxes read it too). */
export const reportSearchMaxLength = 100;
const searchField = text().trim().max(reportSearchMaxLength, withCode('validation.too_long')).optional();

export const reportPeriodSchema = z.object({ from: text(), to: text() });

/** The fields of one page of a paged report: its rows, how many there are over every page, the period it covers. */
function reportPageShape<R extends z.ZodType>(row: R) {
  return {
    rows: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    period: reportPeriodSchema,
  };
}
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

const namedSchema = z.object({ id: text(), name: text() });

// ── Activity logs (docs/product/payroll-and-reports.md#activity-logs) ──────────────────────────────────────

/**
 * The column filters of the activity tables ("contains", case-insensitive): clock-activity reads `guard`, `event`
 * and `client`; geofence-activity reads `title`, `event`, `zoneType` and `guard`.
 */
const activityColumnFields = {
  guard: searchField,
  event: searchField,
  client: searchField,
  title: searchField,
  zoneType: searchField,
};
export const activityQuerySchema = withPeriodChecks(
  z.object({ ...periodFields, ...pageQuerySchema.shape, q: searchField, ...activityColumnFields }),
);
export type ActivityQuery = z.infer<typeof activityQuerySchema>;
export const activityCsvQuerySchema = withPeriodChecks(
  z.object({ ...periodFields, q: searchField, ...activityColumnFields }),
);
export type ActivityCsvQuery = z.infer<typeof activityCsvQuerySchema>;

export const clockActivityRowSchema = z.object({
  id: text(),
  /** null when the person's record is gone ('Unknown user'). */
  guard: namedSchema.nullable(),
  /** null → 'No Event Assigned'. */
  event: namedSchema.nullable(),
  client: namedSchema,
  clockIn: text().nullable(),
  clockOut: text().nullable(),
});
export type ClockActivityRow = z.infer<typeof clockActivityRowSchema>;

export const clockActivityResponseSchema = z
  .object({
    ...reportPageShape(clockActivityRowSchema),
  })
  .meta({ id: 'ClockActivityReport' });
export type ClockActivityResponse = z.infer<typeof clockActivityResponseSchema>;

export const geofenceActivityRowSchema = z.object({
  id: text(),
  /** null → 'Untitled'. */
  title: text().nullable(),
  /** null → 'No Event Found'. */
  event: namedSchema.nullable(),
  /** null → 'N/A'. */
  zoneType: text().nullable(),
  guard: namedSchema.nullable(),
  client: namedSchema,
  crossing: z.enum(['enter', 'exit']),
  at: text(),
});
export type GeofenceActivityRow = z.infer<typeof geofenceActivityRowSchema>;

export const geofenceActivityResponseSchema = z
  .object({
    ...reportPageShape(geofenceActivityRowSchema),
  })
  .meta({ id: 'GeofenceActivityReport' });
export type GeofenceActivityResponse = z.infer<typeof geofenceActivityResponseSchema>;

// ── Performance metrics (docs/product/payroll-and-reports.md#performance-metrics) ──────────────────────────

/** The groups of the personnel view: a person belongs to the first of their roles that is one of these. */
export const performanceRoles = ['supervisor', 'areaManager', 'eventManager'] as const;
export type PerformanceRole = (typeof performanceRoles)[number];

export const personnelPerformanceQuerySchema = withPeriodChecks(
  z.object({
    ...periodFields,
    role: z.enum(['all', ...performanceRoles], 'workforce.all_supervisor_areamanager_eventmanager').default('all'),
    q: searchField,
  }),
);
export type PersonnelPerformanceQuery = z.infer<typeof personnelPerformanceQuerySchema>;

/**
 * A supervisor, area manager or event manager and their scope's figures (docs/product/payroll-and-reports.md#performance-metrics): breaks
 * (docs/product/payroll-and-reports.md#pay-rules: break violations = the number of break records), alerts (SOS, geofence, restricted-area and break
 * alerts — assignment notices are not incidents) and OT savings in dollars, over the events in that person's
 * permissions that the viewer may also see.
 */
export const personnelPerformanceRowSchema = z.object({
  id: text(),
  personnelName: text(),
  role: z.enum(performanceRoles),
  client: namedSchema,
  breakViolations: z.number().int(),
  alerts: z.number().int(),
  otSavings: z.number(),
});
export type PersonnelPerformanceRow = z.infer<typeof personnelPerformanceRowSchema>;

export const personnelPerformanceResponseSchema = z
  .object({ rows: z.array(personnelPerformanceRowSchema), period: reportPeriodSchema })
  .meta({ id: 'PersonnelPerformanceReport' });
export type PersonnelPerformanceResponse = z.infer<typeof personnelPerformanceResponseSchema>;

export const eventPerformanceQuerySchema = withPeriodChecks(
  z.object({ ...periodFields, eventId: idSchema.optional() }),
);
export type EventPerformanceQuery = z.infer<typeof eventPerformanceQuerySchema>;

/** One card per event the viewer may see that runs during the period or has a clock-in, break or alert in it. */
export const eventPerformanceRowSchema = z.object({
  eventId: text(),
  eventName: text(),
  /** null → 'Unknown Client'. */
  clientName: text().nullable(),
  clientId: text(),
  breakViolations: z.number().int(),
  alerts: z.number().int(),
  otSavings: z.number(),
});
export type EventPerformanceRow = z.infer<typeof eventPerformanceRowSchema>;

export const eventPerformanceResponseSchema = z
  .object({ rows: z.array(eventPerformanceRowSchema), period: reportPeriodSchema })
  .meta({ id: 'EventPerformanceReport' });
export type EventPerformanceResponse = z.infer<typeof eventPerformanceResponseSchema>;

// ── Payroll, financial, compliance (docs/product/payroll-and-reports.md) ───────────────────────────────────

/**
 * The "contains" column filters of the report grids (each optional, trimmed, at most 100 characters; empty = none):
 * payroll on guard, event and role; financial on event and client; compliance on guard and event.
 */
const payrollColumnFields = { guard: searchField, event: searchField, role: searchField };
const financialColumnFields = { event: searchField, client: searchField };
const complianceColumnFields = { guard: searchField, event: searchField };

export const pagedReportQuerySchema = withPeriodChecks(
  z.object({ ...periodFields, ...pageQuerySchema.shape, q: searchField }),
);
export type PagedReportQuery = z.infer<typeof pagedReportQuerySchema>;
export const reportCsvQuerySchema = withPeriodChecks(z.object({ ...periodFields, q: searchField }));

export const payrollQuerySchema = withPeriodChecks(
  z.object({ ...periodFields, ...pageQuerySchema.shape, q: searchField, ...payrollColumnFields }),
);
export type PayrollQuery = z.infer<typeof payrollQuerySchema>;
export const payrollCsvQuerySchema = withPeriodChecks(
  z.object({ ...periodFields, q: searchField, ...payrollColumnFields }),
);
export type PayrollCsvQuery = z.infer<typeof payrollCsvQuerySchema>;

export const financialQuerySchema = withPeriodChecks(
  z.object({ ...periodFields, ...pageQuerySchema.shape, q: searchField, ...financialColumnFields }),
);
export type FinancialQuery = z.infer<typeof financialQuerySchema>;
export const financialCsvQuerySchema = withPeriodChecks(
  z.object({ ...periodFields, q: searchField, ...financialColumnFields }),
);
export type FinancialCsvQuery = z.infer<typeof financialCsvQuerySchema>;

export const payrollRowSchema = z.object({
  id: text(),
  eventId: text(),
  userId: text(),
  guardName: text(),
  eventName: text(),
  clientName: text(),
  /** The user's first role as stored; the screen capitalises it. */
  role: text(),
  payRate: z.number(),
  hoursWorked: z.number(),
  totalPay: z.number(),
});
export type PayrollRow = z.infer<typeof payrollRowSchema>;

export const payrollResponseSchema = z
  .object({
    ...reportPageShape(payrollRowSchema),
    totals: z.object({ hoursWorked: z.number(), totalPay: z.number() }),
  })
  .meta({ id: 'PayrollReport' });
export type PayrollResponse = z.infer<typeof payrollResponseSchema>;

export const financialRowSchema = z.object({
  id: text(),
  eventId: text(),
  eventName: text(),
  /** null → 'Unknown client'. */
  clientName: text().nullable(),
  budgetedExpenses: z.number(),
  actualExpenses: z.number(),
  profitLoss: z.number(),
});
export type FinancialRow = z.infer<typeof financialRowSchema>;

export const financialResponseSchema = z
  .object({
    ...reportPageShape(financialRowSchema),
    totals: z.object({ budgetedExpenses: z.number(), actualExpenses: z.number(), profitLoss: z.number() }),
  })
  .meta({ id: 'FinancialReport' });
export type FinancialResponse = z.infer<typeof financialResponseSchema>;

export const complianceQuerySchema = withPeriodChecks(
  z.object({
    ...periodFields,
    ...pageQuerySchema.shape,
    q: searchField,
    ...complianceColumnFields,
    overrunOnly: z.enum(['true', 'false'], withCode('validation.either')).optional(),
  }),
);
export type ComplianceQuery = z.infer<typeof complianceQuerySchema>;
export const complianceCsvQuerySchema = withPeriodChecks(
  z.object({
    ...periodFields,
    q: searchField,
    ...complianceColumnFields,
    overrunOnly: z.enum(['true', 'false'], withCode('validation.either')).optional(),
  }),
);
export type ComplianceCsvQuery = z.infer<typeof complianceCsvQuerySchema>;

/** A break record (docs/product/payroll-and-reports.md#compliance-report): allowed vs taken minutes; an open break counts up to now. */
export const complianceRowSchema = z.object({
  id: text(),
  guard: namedSchema.nullable(),
  client: namedSchema,
  event: namedSchema.nullable(),
  start: text(),
  /** null while the break is still running. */
  end: text().nullable(),
  allowedMinutes: z.number().int(),
  /** Whole minutes taken (rounded down); up to now for a running break. */
  takenMinutes: z.number().int(),
  /** Minutes past the allowed length (rounded up), 0 when within it. */
  overrunMinutes: z.number().int(),
  overrun: z.boolean(),
  /** When the Break Overrun alert was raised, if it was. */
  overrunAlertedAt: text().nullable(),
});
export type ComplianceRow = z.infer<typeof complianceRowSchema>;

export const complianceResponseSchema = z
  .object({
    ...reportPageShape(complianceRowSchema),
    totals: z.object({ breaks: z.number().int(), overruns: z.number().int() }),
  })
  .meta({ id: 'ComplianceReport' });
export type ComplianceResponse = z.infer<typeof complianceResponseSchema>;

// ── Schedule vs actual (docs/product/schedule-vs-actual.md) ─────────────────────────────────────────────────

/** The period, and optionally one event (an event the caller may not see answers no rows). */
export const scheduleVsActualQuerySchema = withPeriodChecks(
  z.object({ ...periodFields, eventId: idSchema.optional() }),
);
export type ScheduleVsActualQuery = z.infer<typeof scheduleVsActualQuerySchema>;

/** The figures of one person at one event, and of the totals: hours in hundredths-exact decimals, money in dollars. */
const scheduleFigures = {
  scheduledHours: z.number(),
  workedHours: z.number(),
  unscheduledHours: z.number(),
  noShows: z.number().int(),
  lateMinutes: z.number().int(),
  leftEarlyMinutes: z.number().int(),
  overtimeHours: z.number(),
  overtimeCost: z.number(),
};

export const scheduleVsActualRowSchema = z.object({
  /** `<eventId>:<userId>`. */
  id: text(),
  eventId: text(),
  eventName: text(),
  userId: text(),
  personName: text(),
  ...scheduleFigures,
});
export type ScheduleVsActualRow = z.infer<typeof scheduleVsActualRowSchema>;

/** Every row of the period (one per event and person), not paged: at most reportCsvMaxRows. */
export const scheduleVsActualResponseSchema = z
  .object({
    rows: z.array(scheduleVsActualRowSchema),
    totals: z.object(scheduleFigures),
    period: reportPeriodSchema,
  })
  .meta({ id: 'ScheduleVsActualReport' });
export type ScheduleVsActualResponse = z.infer<typeof scheduleVsActualResponseSchema>;

/** The file names the exports download as (docs/product/payroll-and-reports.md#csv-exports). */
export const reportCsvFileNames = {
  clockActivity: 'ClockedInOutReports.csv',
  geofenceActivity: 'GeofenceReports.csv',
  payroll: 'payroll_reports.csv',
  financial: 'financial_reports.csv',
  compliance: 'compliance_reports.csv',
  personnelPerformance: 'personnel_performance.csv',
  eventPerformance: 'event_performance.csv',
  scheduleVsActual: 'schedule_vs_actual.csv',
} as const;

const tags = ['reports'];
const access = 'workforceReports.view';

/**
 * A report's two operations: `<name>` answers its rows at `path`, `<name>Csv` its export at the same path with
 * `.csv`, summarised by the file name it downloads as.
 */
function reportOperations<
  const N extends keyof typeof reportCsvFileNames,
  const Q extends z.ZodType,
  const R extends z.ZodType,
  const C extends z.ZodType,
>(name: N, report: { path: string; summary: string; query: Q; response: R; csvQuery: C }) {
  const rows = defineOperation({
    method: 'GET',
    path: report.path,
    access,
    tags,
    summary: report.summary,
    query: report.query,
    response: report.response,
  });
  const csv = defineOperation({
    method: 'GET',
    path: `${report.path}.csv`,
    access,
    tags,
    summary: reportCsvFileNames[name],
    query: report.csvQuery,
    produces: 'text/csv',
  });
  return { [name]: rows, [`${name}Csv`]: csv } as { [K in N]: typeof rows } & { [K in `${N}Csv`]: typeof csv };
}

/**
 * The workforce and finance reports, defined once for the server's routes and the web's client: each report
 * answers its rows at `/reports/<path>` and its export at the same path with `.csv` (named by reportCsvFileNames).
 */
export const workforceReportOperations = {
  ...reportOperations('clockActivity', {
    path: '/reports/clock-activity',
    summary: 'Clocked-In/Out report: clock entries whose clock-in falls in the period, newest first',
    query: activityQuerySchema,
    response: clockActivityResponseSchema,
    csvQuery: activityCsvQuerySchema,
  }),
  ...reportOperations('geofenceActivity', {
    path: '/reports/geofence-activity',
    summary: 'Geofence report: zone crossings in the period, newest first',
    query: activityQuerySchema,
    response: geofenceActivityResponseSchema,
    csvQuery: activityCsvQuerySchema,
  }),
  ...reportOperations('personnelPerformance', {
    path: '/reports/performance/personnel',
    summary: 'Supervisors, area managers and event managers with breaks, alerts and OT savings of their events',
    query: personnelPerformanceQuerySchema,
    response: personnelPerformanceResponseSchema,
    csvQuery: personnelPerformanceQuerySchema,
  }),
  ...reportOperations('eventPerformance', {
    path: '/reports/performance/events',
    summary: 'One card per event running in the period or with a clock-in, break or alert in it',
    query: eventPerformanceQuerySchema,
    response: eventPerformanceResponseSchema,
    csvQuery: eventPerformanceQuerySchema,
  }),
  ...reportOperations('payroll', {
    path: '/reports/payroll',
    summary: 'Payroll: one row per event and person, ended events whose end falls in the period',
    query: payrollQuerySchema,
    response: payrollResponseSchema,
    csvQuery: payrollCsvQuerySchema,
  }),
  ...reportOperations('financial', {
    path: '/reports/financial',
    summary: 'Budget vs actual per ended event whose end falls in the period',
    query: financialQuerySchema,
    response: financialResponseSchema,
    csvQuery: financialCsvQuerySchema,
  }),
  ...reportOperations('compliance', {
    path: '/reports/compliance',
    summary: 'Break reports: breaks started in the period, allowed vs taken minutes, overruns marked',
    query: complianceQuerySchema,
    response: complianceResponseSchema,
    csvQuery: complianceCsvQuerySchema,
  }),
  ...reportOperations('scheduleVsActual', {
    path: '/reports/schedule-vs-actual',
    summary:
      'Schedule vs actual: per event and person, scheduled, worked and unscheduled hours, no-shows, lateness, overtime',
    query: scheduleVsActualQuerySchema,
    response: scheduleVsActualResponseSchema,
    csvQuery: scheduleVsActualQuerySchema,
  }),
};
