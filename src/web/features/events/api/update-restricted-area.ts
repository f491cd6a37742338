import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RestrictedArea, RestrictedAreaUpdateBody } from '../../../../shared/contract/events.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventsQueryKey } from './list-events.ts';

export function updateRestrictedArea(
  eventId: string,
  areaId: string,
  body: RestrictedAreaUpdateBody,
): Promise<RestrictedArea> {
  return apiRequest<RestrictedArea>(
    `/events/${encodeURIComponent(eventId)}/restricted-areas/${encodeURIComponent(areaId)}`,
    { method: 'PATCH', body },
  );
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
