import type { FastifyInstance } from 'fastify';
import { billingOperations as op } from '../../../shared/contract/billing.ts';
import type { AppContext } from '../../context.ts';
import { csvRoute } from '../../http/csv-reply.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { coverageCsv, coverageReport, customerCoverage } from './coverage-service.ts';

export function coverageRoutes(app: FastifyInstance, ctx: AppContext) {
  operationRoute(app, op.coverageReport, (request, _reply, caller) => coverageReport(ctx, caller, request.query));
  csvRoute(app, op.coverageCsv, (request, caller) => coverageCsv(ctx, caller, request.query));
  operationRoute(app, op.customerCoverage, (_request, _reply, caller) => customerCoverage(ctx, caller));
}
