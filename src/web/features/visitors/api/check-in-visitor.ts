import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Visitor } from '../../../../shared/contract/visitors.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { visitorsQueryKey } from './list-visitors.ts';

export function checkInVisitor({ id, badgeNumber }: { id: string; badgeNumber?: string | undefined }) {
  return apiRequest<Visitor>(`/visitors/${encodeURIComponent(id)}/check-in`, {
    method: 'POST',
    body: { badgeNumber },
  });
}

/** Refreshes the lists whatever the answer: a 409 means someone else changed the visitor meanwhile. */
export function useCheckInVisitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInVisitor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitorsQueryKey }),
  });
}
