import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alertListQuerySchema, alertListResponseSchema, alertSchema } from '../../../shared/contract/alerts.ts';
import { idParamsSchema } from '../../../shared/contract/common.ts';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { acknowledgeAlert, listVisibleAlerts, removeAlert } from './service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['alerts'];

export const alertRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const info = (request: { id: string; ip: string }) => ({ requestId: request.id, ip: request.ip });

  app.get(
    '/alerts',
    {
      config: { access: 'alerts.view' },
      schema: {
        tags,
        summary: 'Alerts the caller may see, newest first, by type group; with the unread count',
        querystring: alertListQuerySchema,
        response: { 200: alertListResponseSchema, ...errors },
      },
    },
    async (request) => listVisibleAlerts(ctx, requireUser(request), request.query),
  );

  app.post(
    '/alerts/:id/seen',
    {
      config: { access: 'alerts.acknowledge' },
      schema: {
        tags,
        summary: 'Acknowledge an alert for the whole client (first one wins; who and when are kept)',
        params: idParamsSchema,
        response: { 200: alertSchema, ...errors },
      },
    },
    async (request) => acknowledgeAlert(ctx, requireUser(request), request.params.id, info(request)),
  );

  app.delete(
    '/alerts/:id',
    {
      config: { access: 'alerts.delete' },
      schema: {
        tags,
        summary: 'Delete an alert (a false alarm; audited with its content)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeAlert(ctx, requireUser(request), request.params.id, info(request));
      return reply.status(204).send(null);
    },
  );
};
