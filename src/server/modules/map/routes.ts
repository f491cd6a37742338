import type { FastifyInstance } from 'fastify';
import { mapOperations as op } from '../../../shared/contract/map.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { guardTrail, mapGuards } from './service.ts';

export async function mapRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.guards, (request) => mapGuards(ctx, requireUser(request), request.query));
  operationRoute(app, op.trail, (request) => guardTrail(ctx, requireUser(request), request.query));
}
