import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { EventDetail } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi, pathKeyOf, queryKeyOf } from '../../../lib/api.ts';

/** The key of one event's detail. */
export function eventQueryKey(id: string) {
  return queryKeyOf(eventOperations.get, { params: { id } });
}

/** The event and everything under it (notes, people, zones, tours): what a write to the event refreshes. */
export function eventTreeKey(id: string) {
  return pathKeyOf(eventOperations.get, { id });
}

export function fetchEvent(id: string, signal?: AbortSignal): Promise<EventDetail> {
  return callApi(eventOperations.get, { params: { id }, signal });
}

/** The event into the cache before its page asks for it (a search result or a hovered link). */
export function prefetchEvent(client: QueryClient, id: string): Promise<void> {
  return client.prefetchQuery({ queryKey: eventQueryKey(id), queryFn: ({ signal }) => fetchEvent(id, signal) });
}

/** One event with its zones, assigned people and who is on a break now. */
export function useEvent(id: string) {
  return useQuery({ queryKey: eventQueryKey(id), queryFn: ({ signal }) => fetchEvent(id, signal) });
}
