import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertOperations } from '../../../../shared/contract/alerts.ts';
import { callApi } from '../../../lib/api.ts';
import { applyAlertDeleted } from '../alert-cache.ts';

export function deleteAlert(id: string): Promise<void> {
  return callApi(alertOperations.remove, { params: { id } });
}

/** An executive deletes an alert (a false alarm; the server audits it). */
export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlert,
    onSuccess: (_nothing, id) => applyAlertDeleted(queryClient, id),
  });
}
