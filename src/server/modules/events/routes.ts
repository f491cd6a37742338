import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import { eventListQuerySchema, eventListResponseSchema } from '../../../shared/contract/events.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { listVisibleEvents } from './service.ts';

export const eventRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/events',
    {
      config: { access: 'events.view' },
      schema: {
        tags: ['events'],
        summary: 'Events the signed-in user may see, newest start first',
        querystring: eventListQuerySchema,
        response: { 200: eventListResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => listVisibleEvents(ctx, requireUser(request), request.query),
  );
};
