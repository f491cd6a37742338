import { useQuery } from '@tanstack/react-query';
import type { AssignedGuardList } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';

export function assignedGuardsQueryKey(eventId: string) {
  return queryKeyOf(eventOperations.listAssignedGuards, { params: { id: eventId } });
}

export function fetchAssignedGuards(eventId: string, signal?: AbortSignal): Promise<AssignedGuardList> {
  return callApi(eventOperations.listAssignedGuards, { params: { id: eventId }, signal });
}

/** The people assigned to an event now (items) and earlier (history). */
export function useAssignedGuards(eventId: string) {
  return useQuery({
    queryKey: assignedGuardsQueryKey(eventId),
    queryFn: ({ signal }) => fetchAssignedGuards(eventId, signal),
  });
}
