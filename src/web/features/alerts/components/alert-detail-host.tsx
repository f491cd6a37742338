import { lazy, Suspense, useEffect, useState } from 'react';
import type { Alert } from '../../../../shared/contract/alerts.ts';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import { closeAlertDetail, useShownAlert } from '../alert-detail-store.ts';

const AlertDetailDialog = lazy(() =>
  import('./alert-detail-dialog.tsx').then((m) => ({ default: m.AlertDetailDialog })),
);

/** Shows the detail popup of the alert opened from the bell or the banner (code loaded on first use). */
export function AlertDetailHost({ user }: { user: SessionUser }) {
  const shown = useShownAlert();
  // The last alert stays rendered while the dialog closes, so it fades out with its content.
  const [last, setLast] = useState<Alert | null>(null);
  useEffect(() => {
    if (shown) setLast(shown);
  }, [shown]);
  // Signing out (or another user signing in) starts with no popup open.
  useEffect(() => closeAlertDetail, []);
  const alert = shown ?? last;
  if (!alert) return null;
  return (
    <Suspense fallback={null}>
      <AlertDetailDialog opened={alert} user={user} open={shown !== null} onClose={closeAlertDetail} />
    </Suspense>
  );
}
