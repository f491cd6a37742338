import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, Suspense, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SettingsProvider, useSettings, useShownTheme } from '../features/settings/settings-context.tsx';
import { i18n, useLanguage } from '../i18n/i18n.ts';
import { styleCacheFor } from './direction-cache.ts';
import { LoadingView } from './pages/loading-view.tsx';
import { createAppTheme } from './theme.ts';

/** Notifications: bottom right, at most 5 at a time, closing after 5 s (SPEC §2.3, §9). */
export const snackbarOptions = {
  maxSnack: 5,
  autoHideDuration: 5000,
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
} as const;

/** The theme of the signed-in user's settings (main palette and font size); the defaults when signed out. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const main = useShownTheme().main;
  const language = useLanguage();
  const theme = useMemo(
    () =>
      createAppTheme(main, {
        fontSize: settings.fontSize,
        language: language.id,
        customScrollbars: settings.customScrollbars,
      }),
    [main, settings.fontSize, settings.customScrollbars, language.id],
  );
  return (
    <CacheProvider value={styleCacheFor(language.direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
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
  return useMemo(
    () => createAppTheme(palette, { fontSize: settings.fontSize, language: language.id }),
    [palette, settings.fontSize, language.id],
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SettingsProvider>
          <AppThemeProvider>
            <SnackbarProvider {...snackbarOptions}>
              <Suspense fallback={<LoadingView />}>{children}</Suspense>
            </SnackbarProvider>
          </AppThemeProvider>
        </SettingsProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
