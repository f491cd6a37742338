import type { EventDetail, EventUpdateBody } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { eventsQueryKey } from './list-events.ts';

export function updateEvent({ id, body }: { id: string; body: EventUpdateBody }): Promise<EventDetail> {
  return callApi(eventOperations.update, { params: { id }, body });
}

export function useUpdateEvent() {
  return useInvalidatingMutation(updateEvent, eventsQueryKey);
}
