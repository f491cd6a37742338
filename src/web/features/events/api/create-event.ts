import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventCreateBody, EventDetail } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi, invalidate } from '../../../lib/api.ts';
import { eventQueryKey } from './get-event.ts';

export function createEvent(body: EventCreateBody): Promise<EventDetail> {
  return callApi(eventOperations.create, { body });
}

/**
 * Creates an event and puts the answer in the cache of its page, which the form opens next: the page shows the
 * event at once instead of waiting for the lists to refresh and then fetching it again.
 */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: (created) => {
      queryClient.setQueryData(eventQueryKey(created.id), created);
      void invalidate(queryClient, eventOperations.list);
    },
  });
}
