import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventsQueryKey } from './list-events.ts';

/** The assignment is kept as history, with who ended it and when. */
export function unassignGuard({ eventId, userId }: { eventId: string; userId: string }): Promise<void> {
  return apiRequest<void>(`/events/${encodeURIComponent(eventId)}/assigned-guards/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });
}

export function useUnassignGuard(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => unassignGuard({ eventId, userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
