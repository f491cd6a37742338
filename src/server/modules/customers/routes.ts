import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerListQuerySchema, customerListResponseSchema } from '../../../shared/contract/customers.ts';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { listClientCustomers } from './service.ts';

export const customerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/customers',
    {
      config: { access: 'customers.view' },
      schema: {
        tags: ['customers'],
        summary: "Customers of the caller's client (an admin: the active client), by name",
        querystring: customerListQuerySchema,
        response: {
          200: customerListResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => listClientCustomers(ctx, requireUser(request), request.query),
  );
};
