import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EventListQuery, EventListResponse } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';

export type CustomerEventsParams = Omit<Partial<EventListQuery>, 'customerId'>;

export function fetchCustomerEvents(
  customerId: string,
  params: CustomerEventsParams,
  signal?: AbortSignal,
): Promise<EventListResponse> {
  return callApi(eventOperations.list, { query: { ...params, customerId }, signal });
}

/** The customer's events the caller may see (the server applies the event visibility rule). */
export function useCustomerEvents(customerId: string, params: CustomerEventsParams) {
  return useQuery({
    queryKey: queryKeyOf(eventOperations.list, { query: { ...params, customerId } }),
    queryFn: ({ signal }) => fetchCustomerEvents(customerId, params, signal),
    placeholderData: keepPreviousData,
  });
}
