import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckInBody, Visitor } from '../../../../shared/contract/visitors.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { visitorsQueryKey } from './list-visitors.ts';

export function checkInVisitor({ id, ...body }: CheckInBody & { id: string }) {
  return apiRequest<Visitor>(`/visitors/${encodeURIComponent(id)}/check-in`, { method: 'POST', body });
}

/** Refreshes the lists whatever the answer: a 409 means someone else changed the visitor meanwhile. */
export function useCheckInVisitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInVisitor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitorsQueryKey }),
  });
}
