import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RestrictedArea, RestrictedAreaCreateBody } from '../../../../shared/contract/events.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventsQueryKey } from './list-events.ts';

export function createRestrictedArea(eventId: string, body: RestrictedAreaCreateBody): Promise<RestrictedArea> {
  return apiRequest<RestrictedArea>(`/events/${encodeURIComponent(eventId)}/restricted-areas`, {
    method: 'POST',
    body,
  });
}

export function useCreateRestrictedArea(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RestrictedAreaCreateBody) => createRestrictedArea(eventId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
