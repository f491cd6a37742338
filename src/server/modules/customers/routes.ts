import type { FastifyInstance } from 'fastify';
import { customerOperations as op } from '../../../shared/contract/customers.ts';
import type { AppContext } from '../../context.ts';
import { csvRoute } from '../../http/csv-reply.ts';
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
  csvRoute(app, op.exportCsv, (request, caller) => exportCustomersCsv(ctx, caller, request.query));
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
  operationRoute(app, op.remove, (request, _reply, caller) => deleteCustomer(ctx, caller, request.params.id));
  operationRoute(app, op.listUsers, (request, _reply, caller) =>
    usersOfCustomer(ctx, caller, request.params.id, request.query),
  );
  operationRoute(app, op.listAllUsers, (request, _reply, caller) => allCustomerUsers(ctx, caller, request.query));
  csvRoute(app, op.exportUsersCsv, (request, caller) => exportCustomerUsersCsv(ctx, caller, request.query));
}
