import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import {
  mapGuardsQuerySchema,
  mapGuardsResponseSchema,
  mapTrailQuerySchema,
  mapTrailResponseSchema,
} from '../../../shared/contract/map.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { guardTrail, mapGuards } from './service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['map'];

export const mapRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/map/guards',
    {
      config: { access: 'map.view' },
      schema: {
        tags,
        summary: 'Guards on duty at their latest position, with status, and the zones of the events shown',
        querystring: mapGuardsQuerySchema,
        response: { 200: mapGuardsResponseSchema, ...errors },
      },
    },
    async (request) => mapGuards(ctx, requireUser(request), request.query),
  );

  app.get(
    '/map/trail',
    {
      config: { access: 'map.view' },
      schema: {
        tags,
        summary: 'A guard’s positions over the last hours (1–24), oldest first',
        querystring: mapTrailQuerySchema,
        response: { 200: mapTrailResponseSchema, ...errors },
      },
    },
    async (request) => guardTrail(ctx, requireUser(request), request.query),
  );
};
