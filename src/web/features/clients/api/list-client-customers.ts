import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CustomerListResponse, customerOperations } from '../../../../shared/contract/customers.ts';
import { callApi } from '../../../lib/api.ts';

export const clientTabPageSize = 25;

export function fetchClientCustomers(
  clientId: string,
  page: number,
  signal?: AbortSignal,
): Promise<CustomerListResponse> {
  return callApi(customerOperations.list, {
    query: { clientId, sort: 'name', order: 'asc', page, limit: clientTabPageSize },
    signal,
  });
}

/** One page of a client's customers by name (under the customers' key, so adding or editing one refreshes it). */
export function useClientCustomers(clientId: string, page: number) {
  return useQuery({
    queryKey: ['customers', 'list', { clientId, page }],
    queryFn: ({ signal }) => fetchClientCustomers(clientId, page, signal),
    placeholderData: keepPreviousData,
  });
}
