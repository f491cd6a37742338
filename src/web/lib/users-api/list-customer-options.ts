import { type CustomerListResponse, customerOperations } from '../../../shared/contract/customers.ts';
import { callApi, queryKeyOf } from '../api.ts';
import { useOptionsQuery } from '../query-hooks.ts';

const optionsQuery = { limit: 100 } as const;

export function fetchCustomerOptions(signal?: AbortSignal): Promise<CustomerListResponse> {
  return callApi(customerOperations.list, { query: optionsQuery, signal });
}

/** The client's customers, for the permission pickers of the user dialog. */
export function useCustomerOptions(enabled = true) {
  return useOptionsQuery(queryKeyOf(customerOperations.list, { query: optionsQuery }), fetchCustomerOptions, enabled);
}
