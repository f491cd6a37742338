import { useQuery } from '@tanstack/react-query';
import type { AssignedGuardList } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { eventQueryKey } from './get-event.ts';

export function assignedGuardsQueryKey(eventId: string) {
  return [...eventQueryKey(eventId), 'assigned'] as const;
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
