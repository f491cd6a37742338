import type { FastifyInstance } from 'fastify';
import { alertOperations as op } from '../../../shared/contract/alerts.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { acknowledgeAlert, listVisibleAlerts, removeAlert } from './service.ts';

export async function alertRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const info = (request: { id: string; ip: string }) => ({ requestId: request.id, ip: request.ip });

  operationRoute(app, op.list, (request) => listVisibleAlerts(ctx, requireUser(request), request.query));
  operationRoute(app, op.markSeen, (request) =>
    acknowledgeAlert(ctx, requireUser(request), request.params.id, info(request)),
  );
  operationRoute(app, op.remove, async (request) => {
    await removeAlert(ctx, requireUser(request), request.params.id, info(request));
    return undefined;
  });
}
