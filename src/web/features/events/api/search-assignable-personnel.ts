import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AssignablePerson } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';

const assignableQuery = (q: string) => ({ q: q || undefined, limit: 25 });

export function fetchAssignablePersonnel(
  eventId: string,
  q: string,
  signal?: AbortSignal,
): Promise<{ items: AssignablePerson[] }> {
  return callApi(eventOperations.listAssignablePersonnel, {
    params: { id: eventId },
    query: assignableQuery(q),
    signal,
  });
}

/** Active field personnel of the event's client, not assigned to it now, matching `q`. */
export function useAssignablePersonnel(eventId: string, q: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(eventOperations.listAssignablePersonnel, {
      params: { id: eventId },
      query: assignableQuery(q),
    }),
    queryFn: ({ signal }) => fetchAssignablePersonnel(eventId, q, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
