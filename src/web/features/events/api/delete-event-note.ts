import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { eventTreeKey } from './get-event.ts';

export function deleteEventNote({ eventId, noteId }: { eventId: string; noteId: string }): Promise<void> {
  return callApi(eventOperations.removeNote, { params: { id: eventId, noteId } });
}

export function useDeleteEventNote(eventId: string) {
  return useInvalidatingMutation((noteId: string) => deleteEventNote({ eventId, noteId }), eventTreeKey(eventId));
}
