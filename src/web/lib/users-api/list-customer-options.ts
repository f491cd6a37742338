import { type CustomerListResponse, customerOperations } from '../../../shared/contract/customers.ts';
import { callApi } from '../api.ts';
import { useOptionsQuery } from '../query-hooks.ts';

export function fetchCustomerOptions(signal?: AbortSignal): Promise<CustomerListResponse> {
  return callApi(customerOperations.list, { query: { limit: 100 }, signal });
}

/** The client's customers, for the permission pickers of the user dialog. */
export function useCustomerOptions(enabled = true) {
  return useOptionsQuery(['customers', 'options'], fetchCustomerOptions, enabled);
}
