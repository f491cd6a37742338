import type { FastifyInstance } from 'fastify';
import { customerOperations as op } from '../../../shared/contract/customers.ts';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../http/csv-reply.ts';
import { operationRoute } from '../../http/operation-route.ts';
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
  operationRoute(app, op.list, (request, _reply, caller) => listClientCustomers(ctx, caller, request.query));
  operationRoute(app, op.exportCsv, async (request, reply, caller) =>
    sendCsv(reply, await exportCustomersCsv(ctx, caller, request.query)),
  );
  operationRoute(app, op.create, (request, _reply, caller) => createCustomer(ctx, caller, request.body));
  operationRoute(app, op.get, (request, _reply, caller) => getCustomer(ctx, caller, request.params.id));
  operationRoute(app, op.update, (request, _reply, caller) =>
    updateCustomer(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.deactivate, (request, _reply, caller) =>
    setCustomerStatus(ctx, caller, request.params.id, 'Inactive'),
  );
  operationRoute(app, op.reactivate, (request, _reply, caller) =>
    setCustomerStatus(ctx, caller, request.params.id, 'Active'),
  );
  operationRoute(app, op.remove, async (request, _reply, caller) => {
    await deleteCustomer(ctx, caller, request.params.id);
    return undefined;
  });
  operationRoute(app, op.listUsers, (request, _reply, caller) =>
    usersOfCustomer(ctx, caller, request.params.id, request.query),
  );
  operationRoute(app, op.listAllUsers, (request, _reply, caller) => allCustomerUsers(ctx, caller, request.query));
  operationRoute(app, op.exportUsersCsv, async (request, reply, caller) =>
    sendCsv(reply, await exportCustomerUsersCsv(ctx, caller, request.query)),
  );
}
