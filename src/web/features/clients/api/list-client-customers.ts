import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CustomerListResponse, customerOperations } from '../../../../shared/contract/customers.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';

export const clientTabPageSize = 25;

const clientCustomersQuery = (clientId: string, page: number) =>
  ({ clientId, sort: 'name', order: 'asc', page, limit: clientTabPageSize }) as const;

export function fetchClientCustomers(
  clientId: string,
  page: number,
  signal?: AbortSignal,
): Promise<CustomerListResponse> {
  return callApi(customerOperations.list, { query: clientCustomersQuery(clientId, page), signal });
}

/** One page of a client's customers by name (under the customers' key, so adding or editing one refreshes it). */
export function useClientCustomers(clientId: string, page: number) {
  return useQuery({
    queryKey: queryKeyOf(customerOperations.list, { query: clientCustomersQuery(clientId, page) }),
    queryFn: ({ signal }) => fetchClientCustomers(clientId, page, signal),
    placeholderData: keepPreviousData,
  });
}
