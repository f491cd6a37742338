import type { FastifyInstance } from 'fastify';
import { auditOperations as op } from '../../../shared/contract/audit.ts';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../http/csv-reply.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { auditCsv, auditEntry, auditOptions, listAudit } from './service.ts';

/** The audit log viewer (contract/audit.ts): the entries, their CSV, the filter options and one entry. */
export async function auditRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.list, (request) => listAudit(ctx, requireUser(request), request.query));
  operationRoute(app, op.exportCsv, async (request, reply) =>
    sendCsv(reply, await auditCsv(ctx, requireUser(request), request.query)),
  );
  operationRoute(app, op.options, (request) => auditOptions(ctx, requireUser(request), request.query));
  operationRoute(app, op.get, (request) => auditEntry(ctx, requireUser(request), request.params.id));
}
