import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventNote } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { eventQueryKey } from './get-event.ts';

export function addEventNote({ eventId, content }: { eventId: string; content: string }): Promise<EventNote> {
  return callApi(eventOperations.addNote, { params: { id: eventId }, body: { content } });
}

export function useAddEventNote(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addEventNote({ eventId, content }),
    // The event's notes count changes too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventQueryKey(eventId) }),
  });
}
