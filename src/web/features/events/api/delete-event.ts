import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi, invalidate, pathKeyOf } from '../../../lib/api.ts';

/** Refused (409, with the reason) while the event has clocked time or reports. */
export function deleteEvent(id: string): Promise<void> {
  return callApi(eventOperations.remove, { params: { id } });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_data, id) => {
      // The deleted event's own queries would answer 404: drop them rather than refetch.
      queryClient.removeQueries({ queryKey: pathKeyOf(eventOperations.get, { id }) });
      return invalidate(queryClient, eventOperations.list);
    },
  });
}
