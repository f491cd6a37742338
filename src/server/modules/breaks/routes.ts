import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  breakCsvQuerySchema,
  breakListQuerySchema,
  breakListResponseSchema,
  breakSchema,
} from '../../../shared/contract/breaks.ts';
import { idParamsSchema } from '../../../shared/contract/common.ts';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../http/csv-reply.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { endBreak, exportBreaksCsv, listVisibleBreaks } from './service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['breaks'];

export const breakRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const info = (request: { id: string; ip: string }) => ({ requestId: request.id, ip: request.ip });

  app.get(
    '/breaks',
    {
      config: { access: 'breaks.view' },
      schema: {
        tags,
        summary: 'Breaks on events the caller may see: open ones (view=live) or all with filters (view=history)',
        querystring: breakListQuerySchema,
        response: { 200: breakListResponseSchema, ...errors },
      },
    },
    async (request) => listVisibleBreaks(ctx, requireUser(request), request.query),
  );

  app.get(
    '/breaks.csv',
    {
      config: { access: 'breaks.view' },
      schema: {
        tags,
        summary: 'The same list as CSV (all pages, at most 10 000 rows)',
        querystring: breakCsvQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, UTF-8 with a byte-order mark'), ...errors },
      },
    },
    async (request, reply) => {
      return sendCsv(reply, await exportBreaksCsv(ctx, requireUser(request), request.query));
    },
  );

  app.post(
    '/breaks/:id/end',
    {
      config: { access: 'breaks.end' },
      schema: {
        tags,
        summary: 'End a guard’s open break on their behalf (supervisor and above; audited); 409 if already ended',
        params: idParamsSchema,
        response: { 200: breakSchema, ...errors },
      },
    },
    async (request) => endBreak(ctx, requireUser(request), request.params.id, info(request)),
  );
};
