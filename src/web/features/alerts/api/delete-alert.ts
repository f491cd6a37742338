import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { applyAlertDeleted } from '../alert-cache.ts';

export function deleteAlert(id: string): Promise<void> {
  return apiRequest<void>(`/alerts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** An executive deletes an alert (a false alarm; the server audits it). */
export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlert,
    onSuccess: (_nothing, id) => applyAlertDeleted(queryClient, id),
  });
}
