import type { FastifyInstance } from 'fastify';
import { breakOperations as op } from '../../../shared/contract/breaks.ts';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../http/csv-reply.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { endBreak, exportBreaksCsv, listVisibleBreaks } from './service.ts';

export async function breakRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const info = (request: { id: string; ip: string }) => ({ requestId: request.id, ip: request.ip });

  operationRoute(app, op.list, (request) => listVisibleBreaks(ctx, requireUser(request), request.query));
  operationRoute(app, op.exportCsv, async (request, reply) =>
    sendCsv(reply, await exportBreaksCsv(ctx, requireUser(request), request.query)),
  );
  operationRoute(app, op.end, (request) => endBreak(ctx, requireUser(request), request.params.id, info(request)));
}
