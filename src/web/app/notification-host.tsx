import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { attachNotifier } from '../lib/notify.ts';

/** Notifications: bottom right, at most 5 at a time, closing after 5 s (SPEC §2.3, §9). */
export const snackbarOptions = {
  maxSnack: 5,
  autoHideDuration: 5000,
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
} as const;

/** Mounts notistack and hands its `enqueueSnackbar` to src/web/lib/notify.ts. Loaded lazily. */
export default function NotificationHost() {
  useEffect(() => {
    attachNotifier(enqueueSnackbar);
    return () => attachNotifier(undefined);
  }, []);
  return <SnackbarProvider {...snackbarOptions} />;
}
