import { styled } from '@mui/material/styles';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { attachNotifier } from '../lib/notify.ts';

/** Notifications: bottom right, at most 5 at a time, closing after 5 s (docs/product/settings-and-i18n.md#notifications). */
export const snackbarOptions = {
  maxSnack: 5,
  autoHideDuration: 5000,
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
} as const;

/**
 * notistack's look in the theme's colours, whose text meets WCAG AA contrast (its own greens do not), and in the
 * theme's body text size: notistack's own 0.875rem is 8.75 px under the theme's 62.5% root.
 */
const ThemedContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent': {
    fontSize: theme.typography.body2.fontSize,
    lineHeight: theme.typography.body2.lineHeight,
    letterSpacing: theme.typography.body2.letterSpacing,
  },
  '&.notistack-MuiContent-success': {
    backgroundColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
  '&.notistack-MuiContent-error': {
    backgroundColor: theme.palette.error.main,
    color: theme.palette.error.contrastText,
  },
  '&.notistack-MuiContent-warning': {
    backgroundColor: theme.palette.warning.main,
    color: theme.palette.warning.contrastText,
  },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main, color: theme.palette.info.contrastText },
}));

const components = {
  default: ThemedContent,
  success: ThemedContent,
  error: ThemedContent,
  warning: ThemedContent,
  info: ThemedContent,
};

/** Mounts notistack and hands its `enqueueSnackbar` to src/web/lib/notify.ts. Loaded lazily. */
export default function NotificationHost() {
  useEffect(() => {
    attachNotifier(enqueueSnackbar, closeSnackbar);
    return () => attachNotifier(undefined);
  }, []);
  return <SnackbarProvider {...snackbarOptions} Components={components} />;
}
