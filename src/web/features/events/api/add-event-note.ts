import type { EventNote } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { eventTreeKey } from './get-event.ts';

export function addEventNote({ eventId, content }: { eventId: string; content: string }): Promise<EventNote> {
  return callApi(eventOperations.addNote, { params: { id: eventId }, body: { content } });
}

export function useAddEventNote(eventId: string) {
  // The event's notes count changes too.
  return useInvalidatingMutation((content: string) => addEventNote({ eventId, content }), eventTreeKey(eventId));
}
