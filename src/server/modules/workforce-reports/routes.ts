import type { FastifyInstance } from 'fastify';
import { workforceReportOperations as op } from '../../../shared/contract/workforce-reports.ts';
import type { AppContext } from '../../context.ts';
import { csvRoute } from '../../http/csv-reply.ts';
import { operationRoute } from '../../http/operation-route.ts';
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
  operationRoute(app, op.clockActivity, (request, _reply, caller) => clockActivityReport(ctx, caller, request.query));
  csvRoute(app, op.clockActivityCsv, (request, caller) => clockActivityCsv(ctx, caller, request.query));
  operationRoute(app, op.geofenceActivity, (request, _reply, caller) =>
    geofenceActivityReport(ctx, caller, request.query),
  );
  csvRoute(app, op.geofenceActivityCsv, (request, caller) => geofenceActivityCsv(ctx, caller, request.query));
  operationRoute(app, op.personnelPerformance, (request, _reply, caller) =>
    personnelPerformanceReport(ctx, request.log, caller, request.query),
  );
  csvRoute(app, op.personnelPerformanceCsv, (request, caller) =>
    personnelPerformanceCsv(ctx, request.log, caller, request.query),
  );
  operationRoute(app, op.eventPerformance, (request, _reply, caller) =>
    eventPerformanceReport(ctx, request.log, caller, request.query),
  );
  csvRoute(app, op.eventPerformanceCsv, (request, caller) =>
    eventPerformanceCsv(ctx, request.log, caller, request.query),
  );
  operationRoute(app, op.payroll, (request, _reply, caller) => payrollReport(ctx, request.log, caller, request.query));
  csvRoute(app, op.payrollCsv, (request, caller) => payrollCsv(ctx, request.log, caller, request.query));
  operationRoute(app, op.financial, (request, _reply, caller) =>
    financialReport(ctx, request.log, caller, request.query),
  );
  csvRoute(app, op.financialCsv, (request, caller) => financialCsv(ctx, request.log, caller, request.query));
  operationRoute(app, op.compliance, (request, _reply, caller) => complianceReport(ctx, caller, request.query));
  csvRoute(app, op.complianceCsv, (request, caller) => complianceCsv(ctx, caller, request.query));
  operationRoute(app, op.scheduleVsActual, (request, _reply, caller) =>
    scheduleVsActualReport(ctx, caller, request.query),
  );
  csvRoute(app, op.scheduleVsActualCsv, (request, caller) => scheduleVsActualCsv(ctx, caller, request.query));
}
