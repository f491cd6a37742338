import type { FastifyInstance } from 'fastify';
import { workforceReportOperations as op } from '../../../shared/contract/workforce-reports.ts';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../http/csv-reply.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { scheduleVsActualCsv, scheduleVsActualReport } from './schedule-vs-actual.ts';
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

/** The workforce and finance reports (contract/workforce-reports.ts): rows and their CSV from the same query. */
export async function workforceReportRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.clockActivity, (request) => clockActivityReport(ctx, requireUser(request), request.query));
  operationRoute(app, op.clockActivityCsv, async (request, reply) =>
    sendCsv(reply, await clockActivityCsv(ctx, requireUser(request), request.query)),
  );
  operationRoute(app, op.geofenceActivity, (request) =>
    geofenceActivityReport(ctx, requireUser(request), request.query),
  );
  operationRoute(app, op.geofenceActivityCsv, async (request, reply) =>
    sendCsv(reply, await geofenceActivityCsv(ctx, requireUser(request), request.query)),
  );
  operationRoute(app, op.personnelPerformance, (request) =>
    personnelPerformanceReport(ctx, request.log, requireUser(request), request.query),
  );
  operationRoute(app, op.personnelPerformanceCsv, async (request, reply) =>
    sendCsv(reply, await personnelPerformanceCsv(ctx, request.log, requireUser(request), request.query)),
  );
  operationRoute(app, op.eventPerformance, (request) =>
    eventPerformanceReport(ctx, request.log, requireUser(request), request.query),
  );
  operationRoute(app, op.eventPerformanceCsv, async (request, reply) =>
    sendCsv(reply, await eventPerformanceCsv(ctx, request.log, requireUser(request), request.query)),
  );
  operationRoute(app, op.payroll, (request) => payrollReport(ctx, request.log, requireUser(request), request.query));
  operationRoute(app, op.payrollCsv, async (request, reply) =>
    sendCsv(reply, await payrollCsv(ctx, request.log, requireUser(request), request.query)),
  );
  operationRoute(app, op.financial, (request) =>
    financialReport(ctx, request.log, requireUser(request), request.query),
  );
  operationRoute(app, op.financialCsv, async (request, reply) =>
    sendCsv(reply, await financialCsv(ctx, request.log, requireUser(request), request.query)),
  );
  operationRoute(app, op.compliance, (request) => complianceReport(ctx, requireUser(request), request.query));
  operationRoute(app, op.complianceCsv, async (request, reply) =>
    sendCsv(reply, await complianceCsv(ctx, requireUser(request), request.query)),
  );
  operationRoute(app, op.scheduleVsActual, (request) =>
    scheduleVsActualReport(ctx, requireUser(request), request.query),
  );
  operationRoute(app, op.scheduleVsActualCsv, async (request, reply) =>
    sendCsv(reply, await scheduleVsActualCsv(ctx, requireUser(request), request.query)),
  );
}
