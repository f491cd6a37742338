import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventsQueryKey } from './list-events.ts';

export function deleteRestrictedArea(eventId: string, areaId: string): Promise<void> {
  return apiRequest<void>(`/events/${encodeURIComponent(eventId)}/restricted-areas/${encodeURIComponent(areaId)}`, {
    method: 'DELETE',
  });
}

export function useDeleteRestrictedArea(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (areaId: string) => deleteRestrictedArea(eventId, areaId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
