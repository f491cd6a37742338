import { text } from './contract/common.ts';
import { withCode } from './contract/field-errors.ts';
import { colorModes, colorPattern, fontSizeRange, isLightColor, layoutStyles, paletteMessages } from './settings.ts';
import { z } from './zod.ts';

/**
 * The schemas of the personalisation settings (docs/product/settings-and-i18n.md#personal-settings, #palette-editor) and the merging that
 * validates against them. The data (schemes, defaults, colour rules) is in settings.ts.
 */

const colorMessage = 'settings.colour_format';
export const colorSchema = text(colorMessage).regex(colorPattern, colorMessage).meta({ id: 'Color' });

const paletteColorSchema = z.strictObject({
  main: colorSchema,
  light: colorSchema,
  dark: colorSchema,
  contrastText: colorSchema,
});

export const paletteSchema = z
  .strictObject({
    mode: z.enum(colorModes, 'settings.light_or_dark'),
    primary: paletteColorSchema,
    secondary: paletteColorSchema,
    background: z.strictObject({ paper: colorSchema, default: colorSchema }),
    text: z.strictObject({ primary: colorSchema, secondary: colorSchema }),
    divider: colorSchema,
  })
  .meta({ id: 'Palette' });
export type Palette = z.infer<typeof paletteSchema>;

export const themeSchema = z
  .strictObject({ main: paletteSchema, navbar: paletteSchema, toolbar: paletteSchema, footer: paletteSchema })
  .meta({ id: 'Theme' });
export type ThemeSettings = z.infer<typeof themeSchema>;

/** The layout settings: everything but the theme (stored in users.settings). */
export const layoutSettingsSchema = z
  .strictObject({
    layout: z.strictObject({
      style: z.enum(layoutStyles, 'settings.layout_style'),
      config: z.strictObject({
        mode: z.enum(['fullwidth', 'boxed'], withCode('validation.either')),
        navbar: z.strictObject({ display: z.boolean(), folded: z.boolean() }),
        toolbar: z.strictObject({ display: z.boolean() }),
        footer: z.strictObject({ display: z.boolean() }),
      }),
    }),
    customScrollbars: z.boolean(),
    direction: z.enum(['ltr', 'rtl'], withCode('validation.either')),
    fontSize: z
      .number('validation.not_number')
      .min(fontSizeRange.min, 'settings.scale_too_small')
      .max(fontSizeRange.max, 'settings.scale_too_big'),
  })
  .meta({ id: 'LayoutSettings' });
export type LayoutSettings = z.infer<typeof layoutSettingsSchema>;

export const settingsSchema = layoutSettingsSchema.extend({ theme: themeSchema }).meta({ id: 'Settings' });
export type Settings = z.infer<typeof settingsSchema>;

/** The fields the palette editor edits. */
export const paletteEditorSchema = z
  .strictObject({
    mode: z.enum(colorModes, 'settings.light_or_dark'),
    primary: colorSchema,
    secondary: colorSchema,
    backgroundPaper: colorSchema,
    backgroundDefault: colorSchema,
    textPrimary: colorSchema,
    textSecondary: colorSchema,
  })
  .superRefine((value, ctx) => {
    for (const field of ['backgroundPaper', 'backgroundDefault'] as const) {
      const color = value[field];
      if (!colorSchema.safeParse(color).success) continue;
      const light = isLightColor(color);
      if (value.mode === 'light' && !light) {
        ctx.addIssue({ code: 'custom', path: [field], message: paletteMessages.mustBeLight });
      } else if (value.mode === 'dark' && light) {
        ctx.addIssue({ code: 'custom', path: [field], message: paletteMessages.mustBeDark });
      }
    }
  });
export type PaletteEditorValues = z.infer<typeof paletteEditorSchema>;

// ── Merging ─────────────────────────────────────────────────────────────────────────────────────────────────

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepMerge(base: unknown, partial: unknown): unknown {
  if (isPlainObject(base)) {
    if (!isPlainObject(partial)) return base;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(base)) {
      out[key] = key in partial ? deepMerge(value, partial[key]) : value;
    }
    return out;
  }
  return typeof partial === typeof base ? partial : base;
}

function valueAt(source: unknown, path: readonly PropertyKey[]): unknown {
  let current = source;
  for (const key of path) {
    if (!isPlainObject(current)) return undefined;
    current = current[String(key)];
  }
  return current;
}

function setAt(target: Record<string, unknown>, path: readonly PropertyKey[], value: unknown): void {
  let current: Record<string, unknown> = target;
  for (const key of path.slice(0, -1)) {
    const next = current[String(key)];
    if (!isPlainObject(next)) return;
    current = next;
  }
  const last = path.at(-1);
  if (last !== undefined) current[String(last)] = value;
}

/**
 * Deep-merges `partial` over `base`: keys `base` does not have are dropped, values of the wrong type or that fail
 * the schema (a bad colour, an unknown layout) keep the base value. The result always satisfies the schema when
 * `base` does.
 */
export function mergeWith<T>(schema: z.ZodType<T>, base: T, partial: unknown): T {
  const merged = deepMerge(base, partial);
  const result = schema.safeParse(merged);
  if (result.success) return result.data;
  if (!isPlainObject(merged)) return base;
  for (const issue of result.error.issues) setAt(merged, issue.path, valueAt(base, issue.path));
  const repaired = schema.safeParse(merged);
  return repaired.success ? repaired.data : base;
}

export function mergeSettings(base: Settings, partial: unknown): Settings {
  return mergeWith(settingsSchema, base, partial);
}

export function mergeLayoutSettings(base: LayoutSettings, partial: unknown): LayoutSettings {
  return mergeWith(layoutSettingsSchema, base, partial);
}

export function mergeTheme(base: ThemeSettings, partial: unknown): ThemeSettings {
  return mergeWith(themeSchema, base, partial);
}
