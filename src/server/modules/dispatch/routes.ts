import type { FastifyInstance } from 'fastify';
import { dispatchOperations as op } from '../../../shared/contract/dispatch.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { responseTimes, responseTimesCsv } from './response-times.ts';
import {
  assignCall,
  callUnits,
  cancelCall,
  createCall,
  fieldCalls,
  getCall,
  listCalls,
  requestPatrol,
} from './service.ts';

/** Dispatch (docs/product/dispatch.md): calls for service, their units, the portal's patrol requests, the report. */
export async function dispatchRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.createCall, (request, _reply, caller) => createCall(ctx, caller, request.body));
  operationRoute(app, op.listCalls, (request, _reply, caller) => listCalls(ctx, caller, request.query));
  operationRoute(app, op.getCall, (request, _reply, caller) => getCall(ctx, caller, request.params.id));
  operationRoute(app, op.callUnits, (request, _reply, caller) => callUnits(ctx, caller, request.params.id));
  operationRoute(app, op.assignCall, (request, _reply, caller) =>
    assignCall(ctx, caller, request.params.id, request.body, request.log),
  );
  operationRoute(app, op.cancelCall, (request, _reply, caller) =>
    cancelCall(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.fieldCalls, (_request, _reply, caller) => fieldCalls(ctx, caller));
  operationRoute(app, op.patrolRequest, (request, _reply, caller) => requestPatrol(ctx, caller, request.body));
  operationRoute(app, op.responseTimes, (request, _reply, caller) => responseTimes(ctx, caller, request.query));
  operationRoute(app, op.responseTimesCsv, async (request, reply, caller) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="response_times.csv"')
      .send(await responseTimesCsv(ctx, caller, request.query)),
  );
}
