import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useMemo } from 'react';
import { createAppTheme } from './theme.ts';

/** Notifications: bottom right, at most 5 at a time, closing after 5 s (SPEC §2.3, §9). */
export const snackbarOptions = {
  maxSnack: 5,
  autoHideDuration: 5000,
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
} as const;

/** Theme that follows the operating system's light/dark preference. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const theme = useMemo(() => createAppTheme(prefersDark ? 'dark' : 'light'), [prefersDark]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <SnackbarProvider {...snackbarOptions}>{children}</SnackbarProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
