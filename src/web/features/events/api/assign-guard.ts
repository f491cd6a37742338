import type { AssignedGuard, AssignGuardBody } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { eventsQueryKey } from './list-events.ts';

/** An expired licence is refused (400 on `userId`) unless `overrideReason` is given. */
export function assignGuard({ eventId, body }: { eventId: string; body: AssignGuardBody }): Promise<AssignedGuard> {
  return callApi(eventOperations.assignGuard, { params: { id: eventId }, body });
}

export function useAssignGuard(eventId: string) {
  // The event's counts and the lists' "guards assigned" change too.
  return useInvalidatingMutation((body: AssignGuardBody) => assignGuard({ eventId, body }), eventsQueryKey);
}
