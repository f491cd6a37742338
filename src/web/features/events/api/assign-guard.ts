import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignedGuard, AssignGuardBody } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { eventsQueryKey } from './list-events.ts';

/** An expired licence is refused (400 on `userId`) unless `overrideReason` is given. */
export function assignGuard({ eventId, body }: { eventId: string; body: AssignGuardBody }): Promise<AssignedGuard> {
  return callApi(eventOperations.assignGuard, { params: { id: eventId }, body });
}

export function useAssignGuard(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignGuardBody) => assignGuard({ eventId, body }),
    // The event's counts and the lists' "guards assigned" change too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
