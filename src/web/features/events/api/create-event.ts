import type { EventCreateBody, EventDetail } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { eventsQueryKey } from './list-events.ts';

export function createEvent(body: EventCreateBody): Promise<EventDetail> {
  return callApi(eventOperations.create, { body });
}

export function useCreateEvent() {
  return useInvalidatingMutation(createEvent, eventsQueryKey);
}
