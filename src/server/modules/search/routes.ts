import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import {
  searchQuerySchema,
  searchResponseSchema,
  shortcutsResponseSchema,
  updateShortcutsBodySchema,
} from '../../../shared/contract/search.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { saveShortcuts, searchRecords } from './service.ts';

/** Global search over the records the caller may see, and the caller's pinned shortcuts (docs/product/settings-and-i18n.md#global-search, #shortcuts). */
export const searchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/search',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['search'],
        summary: 'Events, people, clients and incident reports the caller may see whose names match q',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => searchRecords(ctx, requireUser(request), request.query.q),
  );

  app.put(
    '/me/shortcuts',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['search'],
        summary: "Replace the caller's pinned navigation shortcuts (guests keep theirs in the browser: 403)",
        body: updateShortcutsBodySchema,
        response: {
          200: shortcutsResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) =>
      saveShortcuts(ctx, requireUser(request), request.body.shortcuts, { requestId: request.id, ip: request.ip }),
  );
};
