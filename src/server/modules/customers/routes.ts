import type { FastifyInstance } from 'fastify';
import { customerOperations as op } from '../../../shared/contract/customers.ts';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../http/csv-reply.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { requireUser } from '../auth/session-plugin.ts';
import {
  allCustomerUsers,
  createCustomer,
  deleteCustomer,
  exportCustomersCsv,
  exportCustomerUsersCsv,
  getCustomer,
  listClientCustomers,
  setCustomerStatus,
  updateCustomer,
  usersOfCustomer,
} from './service.ts';

export async function customerRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const info = (request: { id: string; ip: string }) => ({ requestId: request.id, ip: request.ip });

  operationRoute(app, op.list, (request) => listClientCustomers(ctx, requireUser(request), request.query));
  operationRoute(app, op.exportCsv, async (request, reply) =>
    sendCsv(reply, await exportCustomersCsv(ctx, requireUser(request), request.query)),
  );
  operationRoute(app, op.create, (request) => createCustomer(ctx, requireUser(request), request.body, info(request)));
  operationRoute(app, op.get, (request) => getCustomer(ctx, requireUser(request), request.params.id));
  operationRoute(app, op.update, (request) =>
    updateCustomer(ctx, requireUser(request), request.params.id, request.body, info(request)),
  );
  operationRoute(app, op.deactivate, (request) =>
    setCustomerStatus(ctx, requireUser(request), request.params.id, 'Inactive', info(request)),
  );
  operationRoute(app, op.reactivate, (request) =>
    setCustomerStatus(ctx, requireUser(request), request.params.id, 'Active', info(request)),
  );
  operationRoute(app, op.remove, async (request) => {
    await deleteCustomer(ctx, requireUser(request), request.params.id, info(request));
    return undefined;
  });
  operationRoute(app, op.listUsers, (request) =>
    usersOfCustomer(ctx, requireUser(request), request.params.id, request.query),
  );
  operationRoute(app, op.listAllUsers, (request) => allCustomerUsers(ctx, requireUser(request), request.query));
  operationRoute(app, op.exportUsersCsv, async (request, reply) =>
    sendCsv(reply, await exportCustomerUsersCsv(ctx, requireUser(request), request.query)),
  );
}
