import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contract/common.ts';
import {
  allCustomerUsersQuerySchema,
  customerCreateBodySchema,
  customerCsvQuerySchema,
  customerListQuerySchema,
  customerListResponseSchema,
  customerSchema,
  customerUpdateBodySchema,
  customerUserCsvQuerySchema,
  customerUserListQuerySchema,
  customerUserListResponseSchema,
} from '../../../shared/contract/customers.ts';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../http/csv-reply.ts';
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

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['customers'];
const csvResponse = z.string().describe('CSV, UTF-8 with a byte-order mark');

export const customerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const info = (request: { id: string; ip: string }) => ({ requestId: request.id, ip: request.ip });

  app.get(
    '/customers',
    {
      config: { access: 'customers.view' },
      schema: {
        tags,
        summary: "Customers of the caller's client (an admin: the active client): paged, sorted, filtered",
        querystring: customerListQuerySchema,
        response: { 200: customerListResponseSchema, ...errors },
      },
    },
    async (request) => listClientCustomers(ctx, requireUser(request), request.query),
  );

  app.get(
    '/customers.csv',
    {
      config: { access: 'customers.view' },
      schema: {
        tags,
        summary: 'The filtered customer list as CSV (all pages, at most 10 000 rows)',
        querystring: customerCsvQuerySchema,
        produces: ['text/csv'],
        response: { 200: csvResponse, ...errors },
      },
    },
    async (request, reply) => {
      return sendCsv(reply, await exportCustomersCsv(ctx, requireUser(request), request.query));
    },
  );

  app.post(
    '/customers',
    {
      config: { access: 'customers.manage' },
      schema: {
        tags,
        summary: 'Add a customer',
        body: customerCreateBodySchema,
        response: { 201: customerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCustomer(ctx, requireUser(request), request.body, info(request))),
  );

  app.get(
    '/customers/:id',
    {
      config: { access: 'customers.view' },
      schema: {
        tags,
        summary: 'One customer, with its event and user counts',
        params: idParamsSchema,
        response: { 200: customerSchema, ...errors },
      },
    },
    async (request) => getCustomer(ctx, requireUser(request), request.params.id),
  );

  app.patch(
    '/customers/:id',
    {
      config: { access: 'customers.manage' },
      schema: {
        tags,
        summary: 'Edit a customer’s name and contact details',
        params: idParamsSchema,
        body: customerUpdateBodySchema,
        response: { 200: customerSchema, ...errors },
      },
    },
    async (request) => updateCustomer(ctx, requireUser(request), request.params.id, request.body, info(request)),
  );

  for (const [action, status] of [
    ['deactivate', 'Inactive'],
    ['reactivate', 'Active'],
  ] as const) {
    app.post(
      `/customers/:id/${action}`,
      {
        config: { access: 'customers.manage' },
        schema: {
          tags,
          summary: `${action === 'deactivate' ? 'Deactivate' : 'Reactivate'} a customer`,
          params: idParamsSchema,
          response: { 200: customerSchema, ...errors },
        },
      },
      async (request) => setCustomerStatus(ctx, requireUser(request), request.params.id, status, info(request)),
    );
  }

  app.delete(
    '/customers/:id',
    {
      config: { access: 'customers.manage' },
      schema: {
        tags,
        summary: 'Delete a customer with no events and no user accounts',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteCustomer(ctx, requireUser(request), request.params.id, info(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/customers/:id/users',
    {
      config: { access: 'customers.view' },
      schema: {
        tags,
        summary: 'User accounts of one customer (created and edited through /api/v1/users with customerId)',
        params: idParamsSchema,
        querystring: customerUserListQuerySchema,
        response: { 200: customerUserListResponseSchema, ...errors },
      },
    },
    async (request) => usersOfCustomer(ctx, requireUser(request), request.params.id, request.query),
  );

  app.get(
    '/customer-users',
    {
      config: { access: 'customers.view' },
      schema: {
        tags,
        summary: 'Every customer user of the client (users tied to a customer), with the customer',
        querystring: allCustomerUsersQuerySchema,
        response: { 200: customerUserListResponseSchema, ...errors },
      },
    },
    async (request) => allCustomerUsers(ctx, requireUser(request), request.query),
  );

  app.get(
    '/customer-users.csv',
    {
      config: { access: 'customers.view' },
      schema: {
        tags,
        summary: 'The filtered customer-user list as CSV (all pages, at most 10 000 rows)',
        querystring: customerUserCsvQuerySchema,
        produces: ['text/csv'],
        response: { 200: csvResponse, ...errors },
      },
    },
    async (request, reply) => {
      return sendCsv(reply, await exportCustomerUsersCsv(ctx, requireUser(request), request.query));
    },
  );
};
