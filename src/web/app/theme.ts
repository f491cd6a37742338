import { enUS, type Localization } from '@mui/material/locale';
import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { colorSchemes, defaultTheme, type Palette } from '../../shared/settings.ts';
import { type LanguageId, languageOf } from '../i18n/languages.ts';

export type ColorMode = 'light' | 'dark';

export const navbarWidth = 280;

const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** The navbar's colours, from the navbar palette of the settings (docs/product/settings-and-i18n.md#personal-settings). */
export function navbarColorsFor(palette: Palette) {
  const dark = palette.mode === 'dark';
  return {
    background: palette.background.default,
    text: palette.text.primary,
    muted: palette.text.secondary,
    active: dark ? '#ffffff' : palette.text.primary,
    activeBackground: alpha(palette.primary.main, dark ? 0.2 : 0.12),
    hoverBackground: alpha(palette.text.secondary, 0.1),
    accent: palette.primary.main,
  };
}

export type NavbarColors = ReturnType<typeof navbarColorsFor>;

function paletteFor(input: ColorMode | Palette): Palette {
  if (typeof input !== 'string') return input;
  const scheme = colorSchemes.find((s) => s.name === (input === 'dark' ? 'defaultDark' : 'default'));
  return scheme ? scheme.theme.main : defaultTheme.main;
}

/**
 * The MUI theme of one palette of the settings. `fontSize` scales the root font size (62.5% × factor, docs/product/settings-and-i18n.md#font-size);
 * with `htmlFontSize: 10` MUI's rem sizes stay as designed at factor 1. `muiLocale` is MUI's texts in `language`
 * (src/web/i18n/mui-locale.ts).
 */
export function createAppTheme(
  input: ColorMode | Palette,
  options: { fontSize?: number; language?: LanguageId; muiLocale?: Localization; customScrollbars?: boolean } = {},
): Theme {
  const palette = paletteFor(input);
  const mode = palette.mode;
  const light = mode === 'light';
  const fontSize = options.fontSize ?? 1;
  const language = languageOf(options.language);
  const base = createTheme({
    direction: language.direction,
    // Menus, dialogs and drawers open without their grow and slide when the system asks for reduced motion.
    motion: { reducedMotion: 'system' },
    palette: {
      mode,
      primary: palette.primary,
      secondary: palette.secondary,
      error: light ? { main: '#b91c1c' } : { main: '#f87171' },
      // Light mode: dark enough for white text on filled chips (WCAG AA 4.5:1).
      warning: light ? { main: '#b45309' } : { main: '#fbbf24' },
      success: light ? { main: '#15803d' } : { main: '#4ade80' },
      info: light ? { main: '#0369a1' } : { main: '#38bdf8' },
      background: palette.background,
      text: light ? palette.text : { ...palette.text, disabled: '#64748b' },
      divider: alpha(palette.divider, light ? 1 : 0.9),
    },
    shape: { borderRadius: 10 },
    typography: {
      htmlFontSize: 10,
      fontFamily,
      h4: { fontWeight: 700, letterSpacing: '-0.01em' },
      h5: { fontWeight: 700, letterSpacing: '-0.01em' },
      h6: { fontWeight: 650 },
      subtitle1: { fontWeight: 600 },
      subtitle2: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
      overline: { fontWeight: 700, letterSpacing: '0.08em' },
    },
  });

  return createTheme(
    base,
    {
      components: {
        MuiCssBaseline: {
          styleOverrides: {
            html: { fontSize: `${Math.round(62.5 * fontSize * 100) / 100}%` },
            body: { WebkitFontSmoothing: 'antialiased' },
            // Settings 'customScrollbars': thin scrollbars in the palette's colours instead of the system's.
            ...(options.customScrollbars
              ? {
                  '*': {
                    scrollbarWidth: 'thin',
                    scrollbarColor: `${alpha(base.palette.text.secondary, 0.45)} transparent`,
                  },
                }
              : {}),
            '#root': { minHeight: '100dvh' },
          },
        },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
        MuiCard: {
          defaultProps: { variant: 'outlined' },
          styleOverrides: {
            root: {
              borderColor: base.palette.divider,
              boxShadow: light ? '0 1px 2px rgba(15, 23, 42, 0.04)' : 'none',
            },
          },
        },
        MuiAppBar: {
          defaultProps: { elevation: 0, color: 'inherit' },
          styleOverrides: {
            root: {
              backgroundColor: alpha(base.palette.background.paper, 0.92),
              backdropFilter: 'blur(8px)',
              borderBottom: `1px solid ${base.palette.divider}`,
            },
          },
        },
        MuiTableCell: {
          styleOverrides: {
            head: { fontWeight: 600, color: base.palette.text.secondary, whiteSpace: 'nowrap' },
          },
        },
        MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
        MuiTooltip: { defaultProps: { arrow: true } },
        MuiDataGrid: {
          styleOverrides: {
            // While rows refresh in the background, the thin progress bar's layer spans the whole grid: clicks
            // pass through it to the rows on screen, so a row still opens during a refresh.
            root: { '& .MuiDataGrid-overlayWrapper:has(.MuiLinearProgress-root)': { pointerEvents: 'none' } },
          },
        },
      },
    },
    options.muiLocale ?? enUS,
  );
}
