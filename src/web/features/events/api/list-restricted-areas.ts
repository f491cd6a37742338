import { useQuery } from '@tanstack/react-query';
import type { RestrictedArea } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { eventQueryKey } from './get-event.ts';

export function restrictedAreasQueryKey(eventId: string) {
  return [...eventQueryKey(eventId), 'restricted-areas'] as const;
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
