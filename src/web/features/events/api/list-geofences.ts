import { useQuery } from '@tanstack/react-query';
import type { Geofence } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';

/** Under the event's own key: refreshing the event refreshes its zones too. */
export function geofencesQueryKey(eventId: string) {
  return queryKeyOf(eventOperations.listGeofences, { params: { id: eventId } });
}

export async function fetchGeofences(eventId: string, signal?: AbortSignal): Promise<Geofence[]> {
  const page = await callApi(eventOperations.listGeofences, { params: { id: eventId }, signal });
  return page.items;
}

/** The event's geofences (allowed, break and restricted zones). */
export function useGeofences(eventId: string) {
  return useQuery({
    queryKey: geofencesQueryKey(eventId),
    queryFn: ({ signal }) => fetchGeofences(eventId, signal),
  });
}
