import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventCreateBody, EventDetail } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { eventsQueryKey } from './list-events.ts';

export function createEvent(body: EventCreateBody): Promise<EventDetail> {
  return callApi(eventOperations.create, { body });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
