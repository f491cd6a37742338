import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { eventsQueryKey } from './list-events.ts';

/** The assignment is kept as history, with who ended it and when. */
export function unassignGuard({ eventId, userId }: { eventId: string; userId: string }): Promise<void> {
  return callApi(eventOperations.unassignGuard, { params: { id: eventId, userId } });
}

export function useUnassignGuard(eventId: string) {
  return useInvalidatingMutation((userId: string) => unassignGuard({ eventId, userId }), eventsQueryKey);
}
