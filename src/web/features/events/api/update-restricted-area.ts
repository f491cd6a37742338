import type { RestrictedArea, RestrictedAreaUpdateBody } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { eventsQueryKey } from './list-events.ts';

export function updateRestrictedArea(
  eventId: string,
  areaId: string,
  body: RestrictedAreaUpdateBody,
): Promise<RestrictedArea> {
  return callApi(eventOperations.updateRestrictedArea, { params: { id: eventId, areaId }, body });
}

/** Changes a restricted area's title, description or outline. */
export function useUpdateRestrictedArea(eventId: string) {
  return useInvalidatingMutation(
    ({ id, body }: { id: string; body: RestrictedAreaUpdateBody }) => updateRestrictedArea(eventId, id, body),
    eventsQueryKey,
  );
}
