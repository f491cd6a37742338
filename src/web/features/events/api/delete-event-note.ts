import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventQueryKey } from './get-event.ts';

export function deleteEventNote({ eventId, noteId }: { eventId: string; noteId: string }): Promise<void> {
  return apiRequest<void>(`/events/${encodeURIComponent(eventId)}/notes/${encodeURIComponent(noteId)}`, {
    method: 'DELETE',
  });
}

export function useDeleteEventNote(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => deleteEventNote({ eventId, noteId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventQueryKey(eventId) }),
  });
}
