import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, use, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DialogHost } from '../components/dialog-host.tsx';
import { LoadingView } from '../components/loading-view.tsx';
import { SettingsProvider, useSettings, useShownTheme } from '../features/settings/settings-context.tsx';
import { i18n, useLanguage } from '../i18n/i18n.ts';
import { muiLocaleFor } from '../i18n/mui-locale.ts';
import { styleCacheFor } from '../lib/direction-cache.ts';
import { hasWaitingNotifications, onNotificationWaiting } from '../lib/notify.ts';
import { createAppTheme } from './theme.ts';

const NotificationHost = lazy(() => import('./notification-host.tsx'));

/**
 * The notification host (notistack) loads with the first notification: no page waits for it, and the message
 * waits in src/web/lib/notify.ts until it is up (a few milliseconds).
 */
function DeferredNotificationHost() {
  const [wanted, setWanted] = useState(hasWaitingNotifications);
  useEffect(() => {
    if (wanted) return;
    if (hasWaitingNotifications()) setWanted(true);
    return onNotificationWaiting(() => setWanted(true));
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <NotificationHost />
    </Suspense>
  ) : null;
}

/** The theme of the signed-in user's settings (main palette and font size); the defaults when signed out. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
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
  const locale = muiLocaleFor(language.id);
  const muiLocale = locale instanceof Promise ? use(locale) : locale;
  return useMemo(
    () => createAppTheme(palette, { fontSize: settings.fontSize, language: language.id, muiLocale }),
    [palette, settings.fontSize, language.id, muiLocale],
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SettingsProvider>
          {/* Suspends only while the right-to-left style plugin or MUI's texts of a language load, the first time. */}
          <Suspense fallback={null}>
            <AppThemeProvider>
              <DialogHost>
                <Suspense fallback={<LoadingView />}>{children}</Suspense>
              </DialogHost>
              <DeferredNotificationHost />
            </AppThemeProvider>
          </Suspense>
        </SettingsProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
