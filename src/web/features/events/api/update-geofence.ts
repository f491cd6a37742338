import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Geofence, GeofenceUpdateBody } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { eventsQueryKey } from './list-events.ts';

export function updateGeofence(eventId: string, geofenceId: string, body: GeofenceUpdateBody): Promise<Geofence> {
  return callApi(eventOperations.updateGeofence, { params: { id: eventId, geofenceId }, body });
}

/** Changes a geofence's title, zone type or outline. */
export function useUpdateGeofence(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: GeofenceUpdateBody }) => updateGeofence(eventId, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
