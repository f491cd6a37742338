import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, Suspense, use, useMemo } from 'react';
import { Outlet } from 'react-router';
import { DialogHost } from '../components/dialog-host.tsx';
import { LoadingView } from '../components/loading-view.tsx';
import { useSettings, useShownTheme } from '../features/settings/settings-context.tsx';
import { useLanguage } from '../i18n/i18n.ts';
import { muiLocaleFor } from '../i18n/mui-locale.ts';
import { styleCacheFor } from '../lib/direction-cache.ts';
import { ErrorFallback, type ErrorFallbackProps } from './pages/error-fallback.tsx';
import { createAppTheme } from './theme.ts';

// MUI, emotion and the theme: everything but the sign-in page draws with them, so they load after the first page
// (docs/decisions/0029-sign-in-page-without-mui.md).

/** The theme of the signed-in user's settings (main palette and font size); the defaults when signed out. */
export function AppThemeProvider({ children, baseline = true }: { children: ReactNode; baseline?: boolean }) {
  const { settings } = useSettings();
  const main = useShownTheme().main;
  const language = useLanguage();
  const locale = muiLocaleFor(language.id);
  const muiLocale = locale instanceof Promise ? use(locale) : locale;
  const theme = useMemo(
    () =>
      createAppTheme(main, {
        fontSize: settings.fontSize,
        language: language.id,
        muiLocale,
        customScrollbars: settings.customScrollbars,
      }),
    [main, settings.fontSize, settings.customScrollbars, language.id, muiLocale],
  );
  const cache = styleCacheFor(language.direction);
  return (
    <CacheProvider value={cache instanceof Promise ? use(cache) : cache}>
      <ThemeProvider theme={theme}>
        {baseline ? <CssBaseline enableColorScheme /> : null}
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

/** The theme of one part of the shell (navbar, toolbar, footer), from that part's palette of the settings. */
export function usePartTheme(part: 'navbar' | 'toolbar' | 'footer'): Theme {
  const { settings } = useSettings();
  const palette = useShownTheme()[part];
  const language = useLanguage();
  const locale = muiLocaleFor(language.id);
  const muiLocale = locale instanceof Promise ? use(locale) : locale;
  return useMemo(
    () => createAppTheme(palette, { fontSize: settings.fontSize, language: language.id, muiLocale }),
    [palette, settings.fontSize, language.id, muiLocale],
  );
}

/** The theme, its base styles and the dialog host, around what draws with MUI. */
export function MuiProviders({ children }: { children: ReactNode }) {
  return (
    // Suspends only while the right-to-left style plugin or MUI's texts of a language load, the first time.
    <Suspense fallback={<LoadingView />}>
      <AppThemeProvider>
        <DialogHost>
          <Suspense fallback={<LoadingView />}>{children}</Suspense>
        </DialogHost>
      </AppThemeProvider>
    </Suspense>
  );
}

/** Layout route of every page drawn with MUI (all but sign-in). */
export default function MuiLayout() {
  return (
    <MuiProviders>
      <Outlet />
    </MuiProviders>
  );
}

/** The error page with its own theme: the error boundaries sit above the MUI layout. */
export function ThemedErrorFallback(props: ErrorFallbackProps) {
  return (
    <Suspense fallback={null}>
      <AppThemeProvider>
        <ErrorFallback {...props} />
      </AppThemeProvider>
    </Suspense>
  );
}
