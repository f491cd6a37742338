import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventDetail, EventUpdateBody } from '../../../../shared/contract/events.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventsQueryKey } from './list-events.ts';

export function updateEvent({ id, body }: { id: string; body: EventUpdateBody }): Promise<EventDetail> {
  return apiRequest<EventDetail>(`/events/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
