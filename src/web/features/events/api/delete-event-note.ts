import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { eventQueryKey } from './get-event.ts';

export function deleteEventNote({ eventId, noteId }: { eventId: string; noteId: string }): Promise<void> {
  return callApi(eventOperations.removeNote, { params: { id: eventId, noteId } });
}

export function useDeleteEventNote(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => deleteEventNote({ eventId, noteId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventQueryKey(eventId) }),
  });
}
