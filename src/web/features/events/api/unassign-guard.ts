import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { eventsQueryKey } from './list-events.ts';

/** The assignment is kept as history, with who ended it and when. */
export function unassignGuard({ eventId, userId }: { eventId: string; userId: string }): Promise<void> {
  return callApi(eventOperations.unassignGuard, { params: { id: eventId, userId } });
}

export function useUnassignGuard(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => unassignGuard({ eventId, userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
