import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventCreateBody, EventDetail } from '../../../../shared/contract/events.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventsQueryKey } from './list-events.ts';

export function createEvent(body: EventCreateBody): Promise<EventDetail> {
  return apiRequest<EventDetail>('/events', { method: 'POST', body });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
