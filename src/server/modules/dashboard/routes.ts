import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema } from '../../../shared/contract/dashboard.ts';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import { myStatusSchema } from '../../../shared/contract/me-status.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { myStatus } from './my-status.ts';
import { dashboardOf } from './service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/dashboard',
    {
      config: { access: 'dashboard.view' },
      schema: {
        tags: ['dashboard'],
        summary: 'The live overview of the signed-in user’s role: operations, a guard’s day or a customer’s sites',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => dashboardOf(ctx, requireUser(request), request.query),
  );

  app.get(
    '/me/status',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['me'],
        summary: 'The quick panel: the signed-in user’s event, clock state and recent alerts in scope',
        response: { 200: myStatusSchema, 401: errorBodySchema },
      },
    },
    async (request) => myStatus(ctx, requireUser(request)),
  );
};
