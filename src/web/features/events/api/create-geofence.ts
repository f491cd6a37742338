import type { Geofence, GeofenceCreateBody } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { eventsQueryKey } from './list-events.ts';

export function createGeofence(eventId: string, body: GeofenceCreateBody): Promise<Geofence> {
  return callApi(eventOperations.addGeofence, { params: { id: eventId }, body });
}

/** Draws a geofence; every query of the event (its detail, its zones) is refreshed. */
export function useCreateGeofence(eventId: string) {
  return useInvalidatingMutation((body: GeofenceCreateBody) => createGeofence(eventId, body), eventsQueryKey);
}
