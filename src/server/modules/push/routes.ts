import type { FastifyInstance } from 'fastify';
import { pushOperations as op } from '../../../shared/contract/push.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { pushKey, subscribe, unsubscribe } from './service.ts';

/** Web Push (docs/product/dispatch.md#the-guards-phone): the server's key and the browsers' subscriptions. */
export async function pushRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.key, () => pushKey(ctx));
  operationRoute(app, op.subscribe, (request, _reply, caller) => subscribe(ctx, caller, request.body));
  operationRoute(app, op.unsubscribe, (request, _reply, caller) => unsubscribe(ctx, caller, request.body));
}
