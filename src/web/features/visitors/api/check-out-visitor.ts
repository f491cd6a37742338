import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Visitor } from '../../../../shared/contract/visitors.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { visitorsQueryKey } from './list-visitors.ts';

export function checkOutVisitor({ id }: { id: string }): Promise<Visitor> {
  return apiRequest<Visitor>(`/visitors/${encodeURIComponent(id)}/check-out`, { method: 'POST' });
}

export function useCheckOutVisitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkOutVisitor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitorsQueryKey }),
  });
}
