import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Geofence, GeofenceCreateBody } from '../../../../shared/contract/events.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventsQueryKey } from './list-events.ts';

export function createGeofence(eventId: string, body: GeofenceCreateBody): Promise<Geofence> {
  return apiRequest<Geofence>(`/events/${encodeURIComponent(eventId)}/geofences`, { method: 'POST', body });
}

/** Draws a geofence; every query of the event (its detail, its zones) is refreshed. */
export function useCreateGeofence(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GeofenceCreateBody) => createGeofence(eventId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
