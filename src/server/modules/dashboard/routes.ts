import type { FastifyInstance } from 'fastify';
import { dashboardOperations } from '../../../shared/contract/dashboard.ts';
import { myStatusOperations } from '../../../shared/contract/me-status.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { myStatus } from './my-status.ts';
import { dashboardOf } from './service.ts';

export async function dashboardRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, dashboardOperations.get, (request, _reply, caller) => dashboardOf(ctx, caller, request.query));
  operationRoute(app, myStatusOperations.get, (_request, _reply, caller) => myStatus(ctx, caller));
}
