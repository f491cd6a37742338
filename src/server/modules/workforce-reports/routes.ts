import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import {
  activityCsvQuerySchema,
  activityQuerySchema,
  clockActivityResponseSchema,
  complianceCsvQuerySchema,
  complianceQuerySchema,
  complianceResponseSchema,
  eventPerformanceQuerySchema,
  eventPerformanceResponseSchema,
  financialCsvQuerySchema,
  financialQuerySchema,
  financialResponseSchema,
  geofenceActivityResponseSchema,
  payrollCsvQuerySchema,
  payrollQuerySchema,
  payrollResponseSchema,
  personnelPerformanceQuerySchema,
  personnelPerformanceResponseSchema,
} from '../../../shared/contract/workforce-reports.ts';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../http/csv-reply.ts';
import type { AuthUser } from '../auth/repository.ts';
import { requireUser } from '../auth/session-plugin.ts';
import {
  clockActivityCsv,
  clockActivityReport,
  complianceCsv,
  complianceReport,
  eventPerformanceCsv,
  eventPerformanceReport,
  financialCsv,
  financialReport,
  geofenceActivityCsv,
  geofenceActivityReport,
  payrollCsv,
  payrollReport,
  personnelPerformanceCsv,
  personnelPerformanceReport,
} from './service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const tags = ['reports'];
const access = 'workforceReports.view' as const;
const csvResponse = { 200: z.string().describe('CSV, UTF-8 with a byte-order mark'), ...errors };

interface ReportRoute<Q extends z.ZodType, C extends z.ZodType, R extends z.ZodType> {
  /** Under /reports/; the export is the same path with `.csv`. */
  path: string;
  summary: string;
  csvSummary: string;
  query: Q;
  csvQuery: C;
  response: R;
  rows(user: AuthUser, query: z.infer<Q>, log: FastifyBaseLogger): Promise<z.infer<R>>;
  csv(user: AuthUser, query: z.infer<C>, log: FastifyBaseLogger): Promise<{ csv: string; fileName: string }>;
}

/** One report: `GET /reports/<path>` answers its rows, `GET /reports/<path>.csv` the export from the same query. */
function registerReport<Q extends z.ZodType, C extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  route: ReportRoute<Q, C, R>,
) {
  app.get(
    `/reports/${route.path}`,
    {
      config: { access },
      schema: { tags, summary: route.summary, querystring: route.query, response: { 200: route.response, ...errors } },
    },
    async (request) => route.rows(requireUser(request), request.query as z.infer<Q>, request.log),
  );
  app.get(
    `/reports/${route.path}.csv`,
    {
      config: { access },
      schema: {
        tags,
        summary: route.csvSummary,
        querystring: route.csvQuery,
        produces: ['text/csv'],
        response: csvResponse,
      },
    },
    async (request, reply) =>
      sendCsv(reply, await route.csv(requireUser(request), request.query as z.infer<C>, request.log)),
  );
}

/** The workforce and finance reports (contract/workforce-reports.ts): rows and their CSV from the same query. */
export const workforceReportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerReport(app, {
    path: 'clock-activity',
    summary: 'Clocked-In/Out report: clock entries whose clock-in falls in the period, newest first',
    csvSummary: 'ClockedInOutReports.csv',
    query: activityQuerySchema,
    csvQuery: activityCsvQuerySchema,
    response: clockActivityResponseSchema,
    rows: (user, query) => clockActivityReport(ctx, user, query),
    csv: (user, query) => clockActivityCsv(ctx, user, query),
  });
  registerReport(app, {
    path: 'geofence-activity',
    summary: 'Geofence report: zone crossings in the period, newest first',
    csvSummary: 'GeofenceReports.csv',
    query: activityQuerySchema,
    csvQuery: activityCsvQuerySchema,
    response: geofenceActivityResponseSchema,
    rows: (user, query) => geofenceActivityReport(ctx, user, query),
    csv: (user, query) => geofenceActivityCsv(ctx, user, query),
  });
  registerReport(app, {
    path: 'performance/personnel',
    summary: 'Supervisors, area managers and event managers with breaks, alerts and OT savings of their events',
    csvSummary: 'personnel_performance.csv',
    query: personnelPerformanceQuerySchema,
    csvQuery: personnelPerformanceQuerySchema,
    response: personnelPerformanceResponseSchema,
    rows: (user, query, log) => personnelPerformanceReport(ctx, log, user, query),
    csv: (user, query, log) => personnelPerformanceCsv(ctx, log, user, query),
  });
  registerReport(app, {
    path: 'performance/events',
    summary: 'One card per event running in the period or with a clock-in, break or alert in it',
    csvSummary: 'event_performance.csv',
    query: eventPerformanceQuerySchema,
    csvQuery: eventPerformanceQuerySchema,
    response: eventPerformanceResponseSchema,
    rows: (user, query, log) => eventPerformanceReport(ctx, log, user, query),
    csv: (user, query, log) => eventPerformanceCsv(ctx, log, user, query),
  });
  registerReport(app, {
    path: 'payroll',
    summary: 'Payroll: one row per event and person, ended events whose end falls in the period (SPEC §5)',
    csvSummary: 'payroll_reports.csv',
    query: payrollQuerySchema,
    csvQuery: payrollCsvQuerySchema,
    response: payrollResponseSchema,
    rows: (user, query, log) => payrollReport(ctx, log, user, query),
    csv: (user, query, log) => payrollCsv(ctx, log, user, query),
  });
  registerReport(app, {
    path: 'financial',
    summary: 'Budget vs actual per ended event whose end falls in the period (SPEC §5)',
    csvSummary: 'financial_reports.csv',
    query: financialQuerySchema,
    csvQuery: financialCsvQuerySchema,
    response: financialResponseSchema,
    rows: (user, query, log) => financialReport(ctx, log, user, query),
    csv: (user, query, log) => financialCsv(ctx, log, user, query),
  });
  registerReport(app, {
    path: 'compliance',
    summary: 'Break reports: breaks started in the period, allowed vs taken minutes, overruns marked',
    csvSummary: 'compliance_reports.csv',
    query: complianceQuerySchema,
    csvQuery: complianceCsvQuerySchema,
    response: complianceResponseSchema,
    rows: (user, query) => complianceReport(ctx, user, query),
    csv: (user, query) => complianceCsv(ctx, user, query),
  });
};
