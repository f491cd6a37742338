import type { Alert } from '../../../shared/contract/alerts.ts';
import type { SessionUser } from '../../../shared/contract/auth.ts';
import { hasPermission } from '../../../shared/policy.ts';
import { showAlertDetail } from './alert-detail-store.ts';
import { useMarkAlertSeen } from './api/mark-alert-seen.ts';

/**
 * Opening an alert (docs/product/alerts.md#seen): it becomes seen — for an operator who acknowledges alerts; a guard or a client
 * only reads it — and its detail popup opens.
 */
export function useOpenAlert(user: SessionUser): (alert: Alert) => void {
  const markSeen = useMarkAlertSeen(user);
  const acknowledges = hasPermission(user.roles, 'alerts.acknowledge');
  return (alert) => {
    if (acknowledges && !alert.seen) markSeen.mutate(alert);
    showAlertDetail(alert);
  };
}
