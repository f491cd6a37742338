import type { FastifyInstance } from 'fastify';
import { reportDeliveryOperations as op } from '../../../shared/contract/report-delivery.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { requireActor } from '../auth/session-plugin.ts';
import { customerSubscriptions, deliveryLog, subscribeCustomer, unsubscribe } from './service.ts';

export async function reportDeliveryRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const info = (request: { id: string; ip: string }) => ({ requestId: request.id, ip: request.ip });

  operationRoute(app, op.listSubscriptions, (request) =>
    customerSubscriptions(ctx, requireActor(request), request.params.id),
  );
  operationRoute(app, op.createSubscription, (request) =>
    subscribeCustomer(ctx, requireActor(request), request.params.id, request.body, info(request)),
  );
  operationRoute(app, op.deleteSubscription, async (request) => {
    await unsubscribe(ctx, requireActor(request), request.params.id, info(request));
    return undefined;
  });
  operationRoute(app, op.listDeliveries, (request) => deliveryLog(ctx, requireActor(request), request.query));
}
