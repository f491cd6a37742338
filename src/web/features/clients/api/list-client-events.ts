import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type EventListResponse, eventOperations } from '../../../../shared/contract/events.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';
import { clientTabPageSize } from './list-client-customers.ts';

const clientEventsQuery = (clientId: string, page: number) =>
  ({ clientId, sort: 'startDate', order: 'desc', page, limit: clientTabPageSize }) as const;

export function fetchClientEvents(clientId: string, page: number, signal?: AbortSignal): Promise<EventListResponse> {
  return callApi(eventOperations.list, { query: clientEventsQuery(clientId, page), signal });
}

/** One page of a client's events the caller may see, newest start first (the server applies event visibility). */
export function useClientEvents(clientId: string, page: number) {
  return useQuery({
    queryKey: queryKeyOf(eventOperations.list, { query: clientEventsQuery(clientId, page) }),
    queryFn: ({ signal }) => fetchClientEvents(clientId, page, signal),
    placeholderData: keepPreviousData,
  });
}
