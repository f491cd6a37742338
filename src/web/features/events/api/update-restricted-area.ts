import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RestrictedArea, RestrictedAreaUpdateBody } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RestrictedAreaUpdateBody }) =>
      updateRestrictedArea(eventId, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
