import type { Geofence, GeofenceUpdateBody } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { eventsQueryKey } from './list-events.ts';

export function updateGeofence(eventId: string, geofenceId: string, body: GeofenceUpdateBody): Promise<Geofence> {
  return callApi(eventOperations.updateGeofence, { params: { id: eventId, geofenceId }, body });
}

/** Changes a geofence's title, zone type or outline. */
export function useUpdateGeofence(eventId: string) {
  return useInvalidatingMutation(
    ({ id, body }: { id: string; body: GeofenceUpdateBody }) => updateGeofence(eventId, id, body),
    eventsQueryKey,
  );
}
