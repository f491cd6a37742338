import type { FastifyInstance } from 'fastify';
import { gettingStartedOperations } from '../../../shared/contract/getting-started.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { gettingStartedOf } from './service.ts';

export async function gettingStartedRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, gettingStartedOperations.get, (_request, _reply, caller) => gettingStartedOf(ctx, caller));
}
