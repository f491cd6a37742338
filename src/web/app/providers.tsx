import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LoadingView } from '../components/loading-view.tsx';
import { SettingsProvider } from '../features/settings/settings-context.tsx';
import { i18n } from '../i18n/i18n.ts';
import { MuiIslandProvider } from '../lib/mui-island.tsx';
import { hasWaitingNotifications, onNotificationWaiting } from '../lib/notify.ts';
import { usePageColors } from './page-colors.ts';

// With its own MUI theme: the host sits beside the pages, also beside the sign-in page, which draws without MUI.
const NotificationHost = lazy(() =>
  Promise.all([import('./notification-host.tsx'), import('./mui-providers.tsx')]).then(([host, mui]) => ({
    default: () => (
      <mui.AppThemeProvider baseline={false}>
        <host.default />
      </mui.AppThemeProvider>
    ),
  })),
);
const MuiProviders = lazy(() => import('./mui-providers.tsx').then((m) => ({ default: m.MuiProviders })));

/**
 * The notification host (notistack, with its own MUI theme) loads with the first notification: no page waits for
 * it, and the message waits in src/web/lib/notify.ts until it is up (a few milliseconds).
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

function PageColors() {
  usePageColors();
  return null;
}

/**
 * What every page needs, without MUI: translations, queries, settings and the page's colours. MUI's theme is a
 * layout route of its own (mui-providers.tsx), so the sign-in page does not load it
 * (docs/decisions/0029-sign-in-page-without-mui.md).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SettingsProvider>
          <PageColors />
          <MuiIslandProvider value={MuiProviders}>
            <Suspense fallback={<LoadingView />}>{children}</Suspense>
          </MuiIslandProvider>
          <DeferredNotificationHost />
        </SettingsProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
