import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventsQueryKey } from './list-events.ts';

export function deleteGeofence(eventId: string, geofenceId: string): Promise<void> {
  return apiRequest<void>(`/events/${encodeURIComponent(eventId)}/geofences/${encodeURIComponent(geofenceId)}`, {
    method: 'DELETE',
  });
}

export function useDeleteGeofence(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (geofenceId: string) => deleteGeofence(eventId, geofenceId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
