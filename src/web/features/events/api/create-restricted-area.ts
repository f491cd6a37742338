import type { RestrictedArea, RestrictedAreaCreateBody } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { eventsQueryKey } from './list-events.ts';

export function createRestrictedArea(eventId: string, body: RestrictedAreaCreateBody): Promise<RestrictedArea> {
  return callApi(eventOperations.addRestrictedArea, { params: { id: eventId }, body });
}

export function useCreateRestrictedArea(eventId: string) {
  return useInvalidatingMutation(
    (body: RestrictedAreaCreateBody) => createRestrictedArea(eventId, body),
    eventsQueryKey,
  );
}
