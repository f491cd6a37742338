import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { eventsQueryKey } from './list-events.ts';

export function deleteRestrictedArea(eventId: string, areaId: string): Promise<void> {
  return callApi(eventOperations.removeRestrictedArea, { params: { id: eventId, areaId } });
}

export function useDeleteRestrictedArea(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (areaId: string) => deleteRestrictedArea(eventId, areaId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
