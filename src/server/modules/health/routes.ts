import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import { healthResponseSchema } from '../../../shared/contract/health.ts';
import type { AppContext } from '../../context.ts';
import { checkReadiness } from './service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], summary: 'Liveness', response: { 200: healthResponseSchema } } },
    async () => ({ ok: true as const }),
  );
  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness',
        description:
          '200 when the database answers and has every migration of this version applied; 503 with ' +
          '`health.database_unavailable` or `health.migrations_pending` otherwise.',
        response: { 200: healthResponseSchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      await checkReadiness(ctx.db, request.log);
      return { ok: true as const };
    },
  );
};
