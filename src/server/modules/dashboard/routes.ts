import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSummarySchema } from '../../../shared/contract/dashboard.ts';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import { canSee, navigation } from '../../../shared/navigation.ts';
import { effectiveRole } from '../../../shared/roles.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { dashboardSummary } from './service.ts';

const dashboardAuth = navigation.find((item) => item.id === 'dashboard')?.auth;

export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Live figures of the operation the signed-in user may see',
        response: { 200: dashboardSummarySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!canSee(dashboardAuth, effectiveRole(user.roles))) throw AppError.forbidden();
      return dashboardSummary(ctx, user);
    },
  );
};
