import { alpha, createTheme, type Theme } from '@mui/material/styles';

export type ColorMode = 'light' | 'dark';

/** The navbar stays dark navy in both modes: the console's signature colour. */
export const navbarColors = {
  background: '#0b1324',
  text: '#cbd5e1',
  muted: '#7c8aa5',
  active: '#ffffff',
  activeBackground: 'rgba(96, 165, 250, 0.16)',
  hoverBackground: 'rgba(148, 163, 184, 0.10)',
  accent: '#60a5fa',
} as const;

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

export function createAppTheme(mode: ColorMode): Theme {
  const light = mode === 'light';
  const base = createTheme({
    palette: {
      mode,
      primary: light
        ? { main: '#1d4ed8', light: '#3b82f6', dark: '#1e3a8a', contrastText: '#ffffff' }
        : { main: '#60a5fa', light: '#93c5fd', dark: '#2563eb', contrastText: '#0b1220' },
      secondary: { main: '#f59e0b', contrastText: '#111827' },
      error: light ? { main: '#dc2626' } : { main: '#f87171' },
      warning: light ? { main: '#d97706' } : { main: '#fbbf24' },
      success: light ? { main: '#15803d' } : { main: '#4ade80' },
      info: light ? { main: '#0284c7' } : { main: '#38bdf8' },
      background: light ? { default: '#f3f5f9', paper: '#ffffff' } : { default: '#0b1220', paper: '#111a2c' },
      text: light
        ? { primary: '#0f172a', secondary: '#526075' }
        : { primary: '#e2e8f0', secondary: '#94a3b8', disabled: '#64748b' },
      divider: light ? 'rgba(15, 23, 42, 0.09)' : 'rgba(148, 163, 184, 0.16)',
    },
    shape: { borderRadius: 10 },
    typography: {
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

  return createTheme(base, {
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased' },
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
    },
  });
}
