import { layoutSettingsSchema, themeSchema } from '../settings-schema.ts';
import { z } from '../zod.ts';
import { defineOperation } from './operation.ts';

/**
 * GET /api/v1/me/settings: the stored layout settings and theme, filled in from the defaults; `theme` is null
 * while the user has chosen none (the web app then follows the system's light/dark preference).
 */
export const mySettingsSchema = z
  .object({ settings: layoutSettingsSchema, theme: themeSchema.nullable() })
  .meta({ id: 'MySettings' });
export type MySettings = z.infer<typeof mySettingsSchema>;

export const putSettingsBodySchema = z.strictObject({ settings: layoutSettingsSchema }).meta({ id: 'PutSettingsBody' });
export type PutSettingsBody = z.infer<typeof putSettingsBodySchema>;

export const putThemeBodySchema = z.strictObject({ theme: themeSchema }).meta({ id: 'PutThemeBody' });
export type PutThemeBody = z.infer<typeof putThemeBodySchema>;

/**
 * The signed-in user's personalisation, defined once for the server's routes and the web's client. A guest is
 * refused: a guest's settings stay in their browser.
 */
export const settingsOperations = {
  get: defineOperation({
    method: 'GET',
    path: '/me/settings',
    access: 'settings.sync',
    tags: ['me'],
    summary: 'My layout settings and theme (defaults where nothing valid is stored)',
    response: mySettingsSchema,
  }),
  putSettings: defineOperation({
    method: 'PUT',
    path: '/me/settings',
    access: 'settings.sync',
    tags: ['me'],
    summary: 'Replace my layout settings',
    body: putSettingsBodySchema,
    response: mySettingsSchema,
  }),
  putTheme: defineOperation({
    method: 'PUT',
    path: '/me/theme',
    access: 'settings.sync',
    tags: ['me'],
    summary: 'Replace my theme (the main, navbar, toolbar and footer palettes)',
    body: putThemeBodySchema,
    response: mySettingsSchema,
  }),
};
