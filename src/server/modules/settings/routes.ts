import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import { mySettingsSchema, putSettingsBodySchema, putThemeBodySchema } from '../../../shared/contract/settings.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { getMySettings, putMySettings, putMyTheme } from './service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema } as const;

/**
 * The signed-in user's personalisation (settings and theme, docs/product/settings-and-i18n.md#personal-settings). A guest is refused: a guest's
 * settings stay in their browser (docs/product/settings-and-i18n.md#personal-settings).
 */
export const settingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/me/settings',
    {
      config: { access: 'settings.sync' },
      schema: {
        tags: ['me'],
        summary: 'My layout settings and theme (defaults where nothing valid is stored)',
        response: { 200: mySettingsSchema, ...errors },
      },
    },
    async (request) => getMySettings(ctx, requireUser(request)),
  );

  app.put(
    '/me/settings',
    {
      config: { access: 'settings.sync' },
      schema: {
        tags: ['me'],
        summary: 'Replace my layout settings',
        body: putSettingsBodySchema,
        response: { 200: mySettingsSchema, ...errors },
      },
    },
    async (request) =>
      putMySettings(ctx, requireUser(request), request.body.settings, { requestId: request.id, ip: request.ip }),
  );

  app.put(
    '/me/theme',
    {
      config: { access: 'settings.sync' },
      schema: {
        tags: ['me'],
        summary: 'Replace my theme (the main, navbar, toolbar and footer palettes)',
        body: putThemeBodySchema,
        response: { 200: mySettingsSchema, ...errors },
      },
    },
    async (request) =>
      putMyTheme(ctx, requireUser(request), request.body.theme, { requestId: request.id, ip: request.ip }),
  );
};
