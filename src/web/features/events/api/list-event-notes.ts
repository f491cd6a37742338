import { useQuery } from '@tanstack/react-query';
import type { EventNote } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';

export function eventNotesQueryKey(eventId: string) {
  return queryKeyOf(eventOperations.listNotes, { params: { id: eventId } });
}

export function fetchEventNotes(eventId: string, signal?: AbortSignal): Promise<{ items: EventNote[] }> {
  return callApi(eventOperations.listNotes, { params: { id: eventId }, signal });
}

/** The notes on an event, newest first. */
export function useEventNotes(eventId: string) {
  return useQuery({ queryKey: eventNotesQueryKey(eventId), queryFn: ({ signal }) => fetchEventNotes(eventId, signal) });
}
