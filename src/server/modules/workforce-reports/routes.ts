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

/** The workforce and finance reports (contract/workforce-reports.ts): rows and their CSV from the same query. */
export const workforceReportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/reports/clock-activity',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Clocked-In/Out report: clock entries whose clock-in falls in the period, newest first',
        querystring: activityQuerySchema,
        response: { 200: clockActivityResponseSchema, ...errors },
      },
    },
    async (request) => clockActivityReport(ctx, requireUser(request), request.query),
  );
  app.get(
    '/reports/clock-activity.csv',
    {
      config: { access },
      schema: {
        tags,
        summary: 'ClockedInOutReports.csv',
        querystring: activityCsvQuerySchema,
        produces: ['text/csv'],
        response: csvResponse,
      },
    },
    async (request, reply) => sendCsv(reply, await clockActivityCsv(ctx, requireUser(request), request.query)),
  );

  app.get(
    '/reports/geofence-activity',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Geofence report: zone crossings in the period, newest first',
        querystring: activityQuerySchema,
        response: { 200: geofenceActivityResponseSchema, ...errors },
      },
    },
    async (request) => geofenceActivityReport(ctx, requireUser(request), request.query),
  );
  app.get(
    '/reports/geofence-activity.csv',
    {
      config: { access },
      schema: {
        tags,
        summary: 'GeofenceReports.csv',
        querystring: activityCsvQuerySchema,
        produces: ['text/csv'],
        response: csvResponse,
      },
    },
    async (request, reply) => sendCsv(reply, await geofenceActivityCsv(ctx, requireUser(request), request.query)),
  );

  app.get(
    '/reports/performance/personnel',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Supervisors, area managers and event managers with breaks, alerts and OT savings of their events',
        querystring: personnelPerformanceQuerySchema,
        response: { 200: personnelPerformanceResponseSchema, ...errors },
      },
    },
    async (request) => personnelPerformanceReport(ctx, request.log, requireUser(request), request.query),
  );
  app.get(
    '/reports/performance/personnel.csv',
    {
      config: { access },
      schema: {
        tags,
        summary: 'personnel_performance.csv',
        querystring: personnelPerformanceQuerySchema,
        produces: ['text/csv'],
        response: csvResponse,
      },
    },
    async (request, reply) =>
      sendCsv(reply, await personnelPerformanceCsv(ctx, request.log, requireUser(request), request.query)),
  );

  app.get(
    '/reports/performance/events',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One card per event running in the period: breaks, alerts and OT savings',
        querystring: eventPerformanceQuerySchema,
        response: { 200: eventPerformanceResponseSchema, ...errors },
      },
    },
    async (request) => eventPerformanceReport(ctx, request.log, requireUser(request), request.query),
  );
  app.get(
    '/reports/performance/events.csv',
    {
      config: { access },
      schema: {
        tags,
        summary: 'event_performance.csv',
        querystring: eventPerformanceQuerySchema,
        produces: ['text/csv'],
        response: csvResponse,
      },
    },
    async (request, reply) =>
      sendCsv(reply, await eventPerformanceCsv(ctx, request.log, requireUser(request), request.query)),
  );

  app.get(
    '/reports/payroll',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Payroll: one row per event and person, ended events whose end falls in the period (SPEC §5)',
        querystring: payrollQuerySchema,
        response: { 200: payrollResponseSchema, ...errors },
      },
    },
    async (request) => payrollReport(ctx, request.log, requireUser(request), request.query),
  );
  app.get(
    '/reports/payroll.csv',
    {
      config: { access },
      schema: {
        tags,
        summary: 'payroll_reports.csv',
        querystring: payrollCsvQuerySchema,
        produces: ['text/csv'],
        response: csvResponse,
      },
    },
    async (request, reply) => sendCsv(reply, await payrollCsv(ctx, request.log, requireUser(request), request.query)),
  );

  app.get(
    '/reports/financial',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Budget vs actual per ended event whose end falls in the period (SPEC §5)',
        querystring: financialQuerySchema,
        response: { 200: financialResponseSchema, ...errors },
      },
    },
    async (request) => financialReport(ctx, request.log, requireUser(request), request.query),
  );
  app.get(
    '/reports/financial.csv',
    {
      config: { access },
      schema: {
        tags,
        summary: 'financial_reports.csv',
        querystring: financialCsvQuerySchema,
        produces: ['text/csv'],
        response: csvResponse,
      },
    },
    async (request, reply) => sendCsv(reply, await financialCsv(ctx, request.log, requireUser(request), request.query)),
  );

  app.get(
    '/reports/compliance',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Break reports: breaks started in the period, allowed vs taken minutes, overruns marked',
        querystring: complianceQuerySchema,
        response: { 200: complianceResponseSchema, ...errors },
      },
    },
    async (request) => complianceReport(ctx, requireUser(request), request.query),
  );
  app.get(
    '/reports/compliance.csv',
    {
      config: { access },
      schema: {
        tags,
        summary: 'compliance_reports.csv',
        querystring: complianceCsvQuerySchema,
        produces: ['text/csv'],
        response: csvResponse,
      },
    },
    async (request, reply) => sendCsv(reply, await complianceCsv(ctx, requireUser(request), request.query)),
  );
};
