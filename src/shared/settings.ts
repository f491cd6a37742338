/**
 * Personalisation (docs/product/settings-and-i18n.md#personal-settings, #palette-editor, #colour-schemes): the layout settings and the theme
 * (four palettes). The server stores the layout settings in users.settings and the theme in users.theme; the web
 * app combines them into one `Settings` object.
 */
// This module has no zod: the web app's first screen needs the schemes and defaults, not the schemas (they are
// in settings-schema.ts, with the merging that validates against them).
import type { LayoutSettings, Palette, PaletteEditorValues, Settings, ThemeSettings } from './settings-schema.ts';

export type { LayoutSettings, Palette, PaletteEditorValues, Settings, ThemeSettings } from './settings-schema.ts';

/** A #rgb or #rrggbb colour. */
export const colorPattern = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export const colorModes = ['light', 'dark'] as const;

export const layoutStyles = ['layout1', 'layout2', 'layout3'] as const;
export type LayoutStyle = (typeof layoutStyles)[number];

export const containerWidths = { fullwidth: 1570, boxed: 1120 } as const;
export const foldedNavbarWidth = 76;
export const fontSizeRange = { min: 0.7, max: 1.3, step: 0.1 } as const;

// ── Colour arithmetic ────────────────────────────────────────────────────────────────────────────────────────

function channels(color: string): [number, number, number] {
  const hex = color.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const value = Number.parseInt(full, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** WCAG 2 relative luminance of a #rgb / #rrggbb colour. */
export function relativeLuminance(color: string): number {
  const [r, g, b] = channels(color).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** docs/product/settings-and-i18n.md#palette-editor: a colour is light when its contrast against white is below 3. */
export function isLightColor(color: string): boolean {
  return contrastRatio(color, '#ffffff') < 3;
}

function mix(color: string, target: string, amount: number): string {
  const a = channels(color);
  const b = channels(target);
  return `#${a
    .map((c, i) => Math.round(c + ((b[i] ?? 0) - c) * amount))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** Light and dark shades and a readable text colour for a main colour. */
export function paletteColor(main: string): Palette['primary'] {
  return {
    main,
    light: mix(main, '#ffffff', 0.3),
    dark: mix(main, '#000000', 0.3),
    // The text colour that reads better on `main` (WCAG contrast), so filled buttons and chips stay legible.
    contrastText: contrastRatio(main, '#ffffff') >= contrastRatio(main, '#111827') ? '#ffffff' : '#111827',
  };
}

// ── Palette editor (docs/product/settings-and-i18n.md#palette-editor) ────────────────────────────────────────

/** Field error codes of the palette editor (src/shared/contract/field-errors.ts). */
export const paletteMessages = {
  mustBeLight: 'settings.must_be_light',
  mustBeDark: 'settings.must_be_dark',
} as const;

export function paletteToEditorValues(palette: Palette): PaletteEditorValues {
  return {
    mode: palette.mode,
    primary: palette.primary.main,
    secondary: palette.secondary.main,
    backgroundPaper: palette.background.paper,
    backgroundDefault: palette.background.default,
    textPrimary: palette.text.primary,
    textSecondary: palette.text.secondary,
  };
}

export function editorValuesToPalette(values: PaletteEditorValues, base: Palette): Palette {
  return {
    ...base,
    mode: values.mode,
    primary: base.primary.main === values.primary ? base.primary : paletteColor(values.primary),
    secondary: base.secondary.main === values.secondary ? base.secondary : paletteColor(values.secondary),
    background: { paper: values.backgroundPaper, default: values.backgroundDefault },
    text: { primary: values.textPrimary, secondary: values.textSecondary },
  };
}

// ── Colour schemes (docs/product/settings-and-i18n.md#colour-schemes) ────────────────────────────────────────

interface SchemeSeed {
  name: string;
  label: string;
  primary: string;
  secondary: string;
  /** The navbar's background (a dark colour). */
  navbar: string;
  /** Background default in the light and dark variants. */
  lightDefault: string;
  darkDefault: string;
  darkPaper: string;
}

function lightPalette(seed: SchemeSeed): Palette {
  return {
    mode: 'light',
    primary: paletteColor(seed.primary),
    secondary: paletteColor(seed.secondary),
    background: { paper: '#ffffff', default: seed.lightDefault },
    text: { primary: '#0f172a', secondary: '#526075' },
    divider: '#e2e8f0',
  };
}

function darkPalette(seed: SchemeSeed, paper = seed.darkPaper, background = seed.darkDefault): Palette {
  const primary = isLightColor(seed.primary) ? seed.primary : mix(seed.primary, '#ffffff', 0.35);
  const secondary = isLightColor(seed.secondary) ? seed.secondary : mix(seed.secondary, '#ffffff', 0.35);
  return {
    mode: 'dark',
    primary: paletteColor(primary),
    secondary: paletteColor(secondary),
    background: { paper, default: background },
    text: { primary: '#e2e8f0', secondary: '#94a3b8' },
    divider: '#263247',
  };
}

export interface ColorScheme {
  name: string;
  label: string;
  theme: ThemeSettings;
}

const seeds: SchemeSeed[] = [
  {
    name: 'default',
    label: 'Default',
    primary: '#1d4ed8',
    secondary: '#f59e0b',
    navbar: '#0b1324',
    lightDefault: '#f3f5f9',
    darkDefault: '#0b1220',
    darkPaper: '#111a2c',
  },
  {
    name: 'charcoalTeal',
    label: 'Charcoal teal',
    primary: '#0f766e',
    secondary: '#f97316',
    navbar: '#1f2326',
    lightDefault: '#f2f5f5',
    darkDefault: '#15191b',
    darkPaper: '#1f2427',
  },
  {
    name: 'blueSilver',
    label: 'Blue silver',
    primary: '#1e40af',
    secondary: '#64748b',
    navbar: '#1e293b',
    lightDefault: '#f1f3f6',
    darkDefault: '#101623',
    darkPaper: '#1a2233',
  },
  {
    name: 'slateCrimson',
    label: 'Slate crimson',
    primary: '#b91c1c',
    secondary: '#475569',
    navbar: '#1e2530',
    lightDefault: '#f4f4f6',
    darkDefault: '#141820',
    darkPaper: '#1e2430',
  },
  {
    name: 'emeraldGold',
    label: 'Emerald gold',
    primary: '#047857',
    secondary: '#ca8a04',
    navbar: '#0a2a22',
    lightDefault: '#f1f6f3',
    darkDefault: '#0b1a15',
    darkPaper: '#12261f',
  },
  {
    name: 'indigoCoral',
    label: 'Indigo coral',
    primary: '#4338ca',
    secondary: '#f97362',
    navbar: '#1e1b4b',
    lightDefault: '#f4f3fa',
    darkDefault: '#12112a',
    darkPaper: '#1c1a3a',
  },
  {
    name: 'skyBlueOrange',
    label: 'Sky blue orange',
    primary: '#0369a1',
    secondary: '#ea580c',
    navbar: '#0c2a3e',
    lightDefault: '#f0f6fa',
    darkDefault: '#0b1a25',
    darkPaper: '#122635',
  },
  {
    name: 'softGreenMaroon',
    label: 'Soft green maroon',
    primary: '#3f7d4e',
    secondary: '#7f1d1d',
    navbar: '#2a1416',
    lightDefault: '#f3f6f2',
    darkDefault: '#161512',
    darkPaper: '#22201b',
  },
  {
    name: 'coolGreyPink',
    label: 'Cool grey pink',
    primary: '#be185d',
    secondary: '#6b7280',
    navbar: '#27272a',
    lightDefault: '#f5f5f6',
    darkDefault: '#161618',
    darkPaper: '#222226',
  },
];

function schemeFrom(seed: SchemeSeed, dark: boolean): ColorScheme {
  const main = dark ? darkPalette(seed) : lightPalette(seed);
  const navbar = darkPalette(seed, dark ? seed.darkPaper : seed.navbar, dark ? seed.darkPaper : seed.navbar);
  return {
    name: dark ? `${seed.name}Dark` : seed.name,
    label: dark ? `${seed.label} dark` : seed.label,
    theme: { main, navbar, toolbar: main, footer: main },
  };
}

/** The eighteen colour schemes: nine, each with a dark variant. */
export const colorSchemes: readonly ColorScheme[] = seeds.flatMap((seed) => [
  schemeFrom(seed, false),
  schemeFrom(seed, true),
]);

const defaultScheme = colorSchemes[0];
if (!defaultScheme) throw new Error('no colour schemes');

export const defaultTheme: ThemeSettings = defaultScheme.theme;
/** What a user who has chosen no theme sees when their system prefers dark. */
export const defaultDarkTheme: ThemeSettings = colorSchemes[1]?.theme ?? defaultScheme.theme;

export const defaultLayoutSettings: LayoutSettings = {
  layout: {
    style: 'layout1',
    config: {
      mode: 'fullwidth',
      navbar: { display: true, folded: false },
      toolbar: { display: true },
      footer: { display: true },
    },
  },
  customScrollbars: true,
  direction: 'ltr',
  fontSize: 1,
};

export const defaultSettings: Settings = { ...defaultLayoutSettings, theme: defaultTheme };

/** Which scheme a theme is, when it is one of the eighteen unchanged. */
export function schemeNameOf(theme: ThemeSettings): string | undefined {
  const json = JSON.stringify(theme);
  return colorSchemes.find((scheme) => JSON.stringify(scheme.theme) === json)?.name;
}

/** The layout settings part of a Settings object (what PUT /me/settings takes). */
export function layoutPart(settings: Settings): LayoutSettings {
  const { theme: _theme, ...layout } = settings;
  return layout;
}

/** The colour itself when it is a valid #rgb / #rrggbb colour, otherwise transparent (for swatches). */
export function swatchColor(color: string | undefined): string {
  return color !== undefined && colorPattern.test(color) ? color : 'transparent';
}
