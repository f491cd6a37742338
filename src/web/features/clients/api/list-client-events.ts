import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type EventListResponse, eventOperations } from '../../../../shared/contract/events.ts';
import { callApi } from '../../../lib/api.ts';
import { clientTabPageSize } from './list-client-customers.ts';

export function fetchClientEvents(clientId: string, page: number, signal?: AbortSignal): Promise<EventListResponse> {
  return callApi(eventOperations.list, {
    query: { clientId, sort: 'startDate', order: 'desc', page, limit: clientTabPageSize },
    signal,
  });
}

/** One page of a client's events the caller may see, newest start first (the server applies event visibility). */
export function useClientEvents(clientId: string, page: number) {
  return useQuery({
    queryKey: ['events', 'list', { clientId, page }],
    queryFn: ({ signal }) => fetchClientEvents(clientId, page, signal),
    placeholderData: keepPreviousData,
  });
}
