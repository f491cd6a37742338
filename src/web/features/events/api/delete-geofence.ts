import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { eventsQueryKey } from './list-events.ts';

export function deleteGeofence(eventId: string, geofenceId: string): Promise<void> {
  return callApi(eventOperations.removeGeofence, { params: { id: eventId, geofenceId } });
}

export function useDeleteGeofence(eventId: string) {
  return useInvalidatingMutation((geofenceId: string) => deleteGeofence(eventId, geofenceId), eventsQueryKey);
}
