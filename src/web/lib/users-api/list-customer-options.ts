import { useQuery } from '@tanstack/react-query';
import { type CustomerListResponse, customerOperations } from '../../../shared/contract/customers.ts';
import { callApi } from '../api.ts';

export function fetchCustomerOptions(signal?: AbortSignal): Promise<CustomerListResponse> {
  return callApi(customerOperations.list, { query: { limit: 100 }, signal });
}

/** The client's customers, for the permission pickers of the user dialog. */
export function useCustomerOptions(enabled = true) {
  return useQuery({
    queryKey: ['customers', 'options'],
    queryFn: ({ signal }) => fetchCustomerOptions(signal),
    staleTime: 60_000,
    enabled,
  });
}
