import CssBaseline from '@mui/material/CssBaseline';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useMemo } from 'react';
import { SettingsProvider, useSettings, useShownTheme } from '../features/settings/settings-context.tsx';
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
  const theme = useMemo(() => createAppTheme(main, { fontSize: settings.fontSize }), [main, settings.fontSize]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

/** The theme of one part of the shell (navbar, toolbar, footer), from that part's palette of the settings. */
export function usePartTheme(part: 'navbar' | 'toolbar' | 'footer'): Theme {
  const { settings } = useSettings();
  const palette = useShownTheme()[part];
  return useMemo(() => createAppTheme(palette, { fontSize: settings.fontSize }), [palette, settings.fontSize]);
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        <AppThemeProvider>
          <SnackbarProvider {...snackbarOptions}>{children}</SnackbarProvider>
        </AppThemeProvider>
      </SettingsProvider>
    </QueryClientProvider>
  );
}
