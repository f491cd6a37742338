import { z } from 'zod';
import { layoutSettingsSchema, themeSchema } from '../settings-schema.ts';

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
