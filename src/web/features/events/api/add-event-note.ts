import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventNote } from '../../../../shared/contract/events.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventQueryKey } from './get-event.ts';

export function addEventNote({ eventId, content }: { eventId: string; content: string }): Promise<EventNote> {
  return apiRequest<EventNote>(`/events/${encodeURIComponent(eventId)}/notes`, { method: 'POST', body: { content } });
}

export function useAddEventNote(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addEventNote({ eventId, content }),
    // The event's notes count changes too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventQueryKey(eventId) }),
  });
}
