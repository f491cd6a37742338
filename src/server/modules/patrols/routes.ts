import type { FastifyInstance } from 'fastify';
import { patrolOperations as op } from '../../../shared/contract/patrol-routes.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import {
  assignRoute,
  createRoute,
  deleteRoute,
  fieldRunsheet,
  getRoute,
  listAssignments,
  listRoutes,
  siteCheckpoints,
  unassignRoute,
  updateRoute,
} from './service.ts';

/** Mobile patrol runsheets (docs/product/dispatch.md#mobile-patrol-runsheets): routes, their nights, the guard's sheet. */
export async function patrolRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.siteCheckpoints, (request, _reply, caller) => siteCheckpoints(ctx, caller, request.params.id));
  operationRoute(app, op.createRoute, (request, _reply, caller) => createRoute(ctx, caller, request.body));
  operationRoute(app, op.listRoutes, (_request, _reply, caller) => listRoutes(ctx, caller));
  operationRoute(app, op.getRoute, (request, _reply, caller) => getRoute(ctx, caller, request.params.id));
  operationRoute(app, op.updateRoute, (request, _reply, caller) =>
    updateRoute(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.deleteRoute, (request, _reply, caller) => deleteRoute(ctx, caller, request.params.id));
  operationRoute(app, op.listAssignments, (request, _reply, caller) =>
    listAssignments(ctx, caller, request.params.id, request.query),
  );
  operationRoute(app, op.assignRoute, (request, _reply, caller) =>
    assignRoute(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.unassignRoute, (request, _reply, caller) =>
    unassignRoute(ctx, caller, request.params.id, request.params.assignmentId),
  );
  operationRoute(app, op.fieldRunsheet, (_request, _reply, caller) => fieldRunsheet(ctx, caller));
}
