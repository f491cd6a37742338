import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Visitor } from '../../../../shared/contract/visitors.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { visitorsQueryKey } from './list-visitors.ts';

export function declineVisit({ id, note }: { id: string; note?: string | undefined }): Promise<Visitor> {
  return apiRequest<Visitor>(`/visitors/${encodeURIComponent(id)}/decline`, { method: 'POST', body: { note } });
}

export function useDeclineVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineVisit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitorsQueryKey }),
  });
}
