import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Alert } from '../../../../shared/contract/alerts.ts';
import { alertOperations } from '../../../../shared/contract/alerts.ts';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import { translateError } from '../../../i18n/translate-error.ts';
import { callApi } from '../../../lib/api.ts';
import { enqueueSnackbar } from '../../../lib/notify.ts';
import { applyAlertUpdated, cancelAlertReads, findCachedAlert } from '../alert-cache.ts';

export function markAlertSeen(id: string): Promise<Alert> {
  return callApi(alertOperations.markSeen, { params: { id } });
}

/**
 * Acknowledges an alert for every operator of the client (docs/product/alerts.md#seen). Shown seen at once; if the server refuses,
 * the alert goes back to unseen and a notification says why.
 */
export function useMarkAlertSeen(user: SessionUser) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('alerts');
  return useMutation({
    mutationFn: (alert: Alert) => markAlertSeen(alert.id),
    onMutate: async (alert: Alert) => {
      await cancelAlertReads(queryClient);
      const previous = findCachedAlert(queryClient, alert.id) ?? alert;
      applyAlertUpdated(queryClient, {
        ...previous,
        seen: true,
        seenAt: new Date().toISOString(),
        seenBy: { id: user.id, name: user.displayName },
      });
      return { previous };
    },
    onError: (error, _alert, context) => {
      if (context) applyAlertUpdated(queryClient, context.previous);
      enqueueSnackbar(t('seenFailed', { message: translateError(error) }), { variant: 'error' });
    },
    onSuccess: (alert) => applyAlertUpdated(queryClient, alert),
  });
}
