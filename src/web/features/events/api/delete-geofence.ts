import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { eventsQueryKey } from './list-events.ts';

export function deleteGeofence(eventId: string, geofenceId: string): Promise<void> {
  return callApi(eventOperations.removeGeofence, { params: { id: eventId, geofenceId } });
}

export function useDeleteGeofence(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (geofenceId: string) => deleteGeofence(eventId, geofenceId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
