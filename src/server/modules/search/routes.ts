import type { FastifyInstance } from 'fastify';
import { searchOperations as op } from '../../../shared/contract/search.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { saveShortcuts, searchRecords } from './service.ts';

/** Global search over the records the caller may see, and the caller's pinned shortcuts. */
export async function searchRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.search, (request, _reply, caller) => searchRecords(ctx, caller, request.query.q));
  operationRoute(app, op.updateShortcuts, (request, _reply, caller) =>
    saveShortcuts(ctx, caller, request.body.shortcuts),
  );
}
