import { Suspense } from 'react';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import { hasPermission, showsAlertBell } from '../../../../shared/policy.ts';
import { useUnseenSosAlerts } from '../api/list-alerts.ts';
import { useAlertLiveUpdates } from '../use-alert-live-updates.ts';
import { useOpenAlert } from '../use-open-alert.ts';
import { AlertDetailHost } from './alert-detail-host.tsx';
import { SosBanner } from './sos-banner.tsx';

/** The operators who must act on an SOS: they get the banner and the alarm, and opening it acknowledges it. */
export function raisesSosAlarm(roles: readonly string[]): boolean {
  return showsAlertBell(roles) && hasPermission(roles, 'alerts.acknowledge');
}

function SosAlarm({ user }: { user: SessionUser }) {
  const sos = useUnseenSosAlerts(true);
  const openAlert = useOpenAlert(user);
  return <SosBanner alerts={sos.data ?? []} onOpen={openAlert} />;
}

/**
 * The shell's part of the alerts (docs/product/alerts.md), above the toolbar on every console screen: keeps the alerts caches
 * live, shows the SOS banner to the operators, and hosts the detail popup. Only for users with the bell.
 */
export function AlertCenter({ user }: { user: SessionUser }) {
  useAlertLiveUpdates();
  return (
    <Suspense fallback={null}>
      {raisesSosAlarm(user.roles) ? <SosAlarm user={user} /> : null}
      <AlertDetailHost user={user} />
    </Suspense>
  );
}
