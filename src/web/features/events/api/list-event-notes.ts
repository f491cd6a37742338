import { useQuery } from '@tanstack/react-query';
import type { EventNote } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { eventQueryKey } from './get-event.ts';

export function eventNotesQueryKey(eventId: string) {
  return [...eventQueryKey(eventId), 'notes'] as const;
}

export function fetchEventNotes(eventId: string, signal?: AbortSignal): Promise<{ items: EventNote[] }> {
  return callApi(eventOperations.listNotes, { params: { id: eventId }, signal });
}

/** The notes on an event, newest first. */
export function useEventNotes(eventId: string) {
  return useQuery({ queryKey: eventNotesQueryKey(eventId), queryFn: ({ signal }) => fetchEventNotes(eventId, signal) });
}
