import type { FastifyInstance } from 'fastify';
import { breakOperations as op } from '../../../shared/contract/breaks.ts';
import type { AppContext } from '../../context.ts';
import { csvRoute } from '../../http/csv-reply.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { endBreak, exportBreaksCsv, listVisibleBreaks } from './service.ts';

export async function breakRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.list, (request, _reply, caller) => listVisibleBreaks(ctx, caller, request.query));
  csvRoute(app, op.exportCsv, (request, caller) => exportBreaksCsv(ctx, caller, request.query));
  operationRoute(app, op.end, (request, _reply, caller) => endBreak(ctx, caller, request.params.id));
}
