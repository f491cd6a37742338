import type { FastifyInstance } from 'fastify';
import { reportDeliveryOperations as op } from '../../../shared/contract/report-delivery.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { customerSubscriptions, deliveryLog, subscribeCustomer, unsubscribe } from './service.ts';

export async function reportDeliveryRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.listSubscriptions, (request, _reply, caller) =>
    customerSubscriptions(ctx, caller, request.params.id),
  );
  operationRoute(app, op.createSubscription, (request, _reply, caller) =>
    subscribeCustomer(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.deleteSubscription, (request, _reply, caller) => unsubscribe(ctx, caller, request.params.id));
  operationRoute(app, op.listDeliveries, (request, _reply, caller) => deliveryLog(ctx, caller, request.query));
}
