import type { FastifyInstance } from 'fastify';
import { auditOperations as op } from '../../../shared/contract/audit.ts';
import type { AppContext } from '../../context.ts';
import { csvRoute } from '../../http/csv-reply.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { auditCsv, auditEntry, auditOptions, listAudit } from './service.ts';

/** The audit log viewer (contract/audit.ts): the entries, their CSV, the filter options and one entry. */
export async function auditRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.list, (request, _reply, caller) => listAudit(ctx, caller, request.query));
  csvRoute(app, op.exportCsv, (request, caller) => auditCsv(ctx, caller, request.query));
  operationRoute(app, op.options, (request, _reply, caller) => auditOptions(ctx, caller, request.query));
  operationRoute(app, op.get, (request, _reply, caller) => auditEntry(ctx, caller, request.params.id));
}
