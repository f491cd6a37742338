import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { eventsQueryKey } from './list-events.ts';

export function deleteRestrictedArea(eventId: string, areaId: string): Promise<void> {
  return callApi(eventOperations.removeRestrictedArea, { params: { id: eventId, areaId } });
}

export function useDeleteRestrictedArea(eventId: string) {
  return useInvalidatingMutation((areaId: string) => deleteRestrictedArea(eventId, areaId), eventsQueryKey);
}
