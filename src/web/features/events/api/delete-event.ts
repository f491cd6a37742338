import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventsQueryKey } from './list-events.ts';

/** Refused (409, with the reason) while the event has clocked time or reports. */
export function deleteEvent(id: string): Promise<void> {
  return apiRequest<void>(`/events/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_data, id) => {
      // The deleted event's own queries would answer 404: drop them rather than refetch.
      queryClient.removeQueries({ queryKey: [...eventsQueryKey, 'one', id] });
      return queryClient.invalidateQueries({ queryKey: [...eventsQueryKey, 'list'] });
    },
  });
}
