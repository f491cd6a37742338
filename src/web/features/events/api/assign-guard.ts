import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignedGuard, AssignGuardBody } from '../../../../shared/contract/events.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventsQueryKey } from './list-events.ts';

/** An expired licence is refused (400 on `userId`) unless `overrideReason` is given. */
export function assignGuard({ eventId, body }: { eventId: string; body: AssignGuardBody }): Promise<AssignedGuard> {
  return apiRequest<AssignedGuard>(`/events/${encodeURIComponent(eventId)}/assigned-guards`, {
    method: 'POST',
    body,
  });
}

export function useAssignGuard(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignGuardBody) => assignGuard({ eventId, body }),
    // The event's counts and the lists' "guards assigned" change too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
