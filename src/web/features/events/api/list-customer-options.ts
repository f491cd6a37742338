import { type CustomerListResponse, customerOperations } from '../../../../shared/contract/customers.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';
import { useOptionsQuery } from '../../../lib/query-hooks.ts';

/** The client's customers by name (the first 100), for the event form's and the filter's choices. */
const optionsQuery = { sort: 'name', order: 'asc', limit: 100 } as const;

export function fetchCustomerOptions(signal?: AbortSignal): Promise<CustomerListResponse> {
  return callApi(customerOperations.list, { query: optionsQuery, signal });
}

/** Only for roles holding 'customers.view' (`enabled`); the others cannot list customers. */
export function useCustomerOptions(enabled: boolean) {
  return useOptionsQuery(queryKeyOf(customerOperations.list, { query: optionsQuery }), fetchCustomerOptions, enabled);
}
