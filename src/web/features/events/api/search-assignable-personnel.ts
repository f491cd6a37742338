import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AssignablePerson } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { eventQueryKey } from './get-event.ts';

export function fetchAssignablePersonnel(
  eventId: string,
  q: string,
  signal?: AbortSignal,
): Promise<{ items: AssignablePerson[] }> {
  return callApi(eventOperations.listAssignablePersonnel, {
    params: { id: eventId },
    query: { q: q || undefined, limit: 25 },
    signal,
  });
}

/** Active field personnel of the event's client, not assigned to it now, matching `q`. */
export function useAssignablePersonnel(eventId: string, q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...eventQueryKey(eventId), 'assignable', q],
    queryFn: ({ signal }) => fetchAssignablePersonnel(eventId, q, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
