import type { FastifyInstance } from 'fastify';
import { alertOperations as op } from '../../../shared/contract/alerts.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { acknowledgeAlert, listVisibleAlerts, removeAlert } from './service.ts';

export async function alertRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.list, (request, _reply, caller) => listVisibleAlerts(ctx, caller, request.query));
  operationRoute(app, op.markSeen, (request, _reply, caller) => acknowledgeAlert(ctx, caller, request.params.id));
  operationRoute(app, op.remove, (request, _reply, caller) => removeAlert(ctx, caller, request.params.id));
}
