import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RestrictedArea, RestrictedAreaCreateBody } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { eventsQueryKey } from './list-events.ts';

export function createRestrictedArea(eventId: string, body: RestrictedAreaCreateBody): Promise<RestrictedArea> {
  return callApi(eventOperations.addRestrictedArea, { params: { id: eventId }, body });
}

export function useCreateRestrictedArea(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RestrictedAreaCreateBody) => createRestrictedArea(eventId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
