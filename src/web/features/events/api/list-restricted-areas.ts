import { useQuery } from '@tanstack/react-query';
import type { RestrictedArea } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';

export function restrictedAreasQueryKey(eventId: string) {
  return queryKeyOf(eventOperations.listRestrictedAreas, { params: { id: eventId } });
}

export async function fetchRestrictedAreas(eventId: string, signal?: AbortSignal): Promise<RestrictedArea[]> {
  const page = await callApi(eventOperations.listRestrictedAreas, { params: { id: eventId }, signal });
  return page.items;
}

/** The event's restricted areas. */
export function useRestrictedAreas(eventId: string) {
  return useQuery({
    queryKey: restrictedAreasQueryKey(eventId),
    queryFn: ({ signal }) => fetchRestrictedAreas(eventId, signal),
  });
}
