import type { FastifyInstance } from 'fastify';
import { mapOperations as op } from '../../../shared/contract/map.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { guardTrail, mapGuards } from './service.ts';

export async function mapRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.guards, (request, _reply, caller) => mapGuards(ctx, caller, request.query));
  operationRoute(app, op.trail, (request, _reply, caller) => guardTrail(ctx, caller, request.query));
}
