import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '../../../shared/contract/health.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], summary: 'Liveness', response: { 200: healthResponseSchema } } },
    async () => ({ ok: true as const }),
  );
};
