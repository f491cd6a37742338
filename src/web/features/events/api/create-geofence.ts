import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Geofence, GeofenceCreateBody } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { eventsQueryKey } from './list-events.ts';

export function createGeofence(eventId: string, body: GeofenceCreateBody): Promise<Geofence> {
  return callApi(eventOperations.addGeofence, { params: { id: eventId }, body });
}

/** Draws a geofence; every query of the event (its detail, its zones) is refreshed. */
export function useCreateGeofence(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GeofenceCreateBody) => createGeofence(eventId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
