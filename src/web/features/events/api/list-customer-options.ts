import { type CustomerListResponse, customerOperations } from '../../../../shared/contract/customers.ts';
import { callApi } from '../../../lib/api.ts';
import { useOptionsQuery } from '../../../lib/query-hooks.ts';

/** The client's customers by name (the first 100), for the event form's and the filter's choices. */
export function fetchCustomerOptions(signal?: AbortSignal): Promise<CustomerListResponse> {
  return callApi(customerOperations.list, { query: { sort: 'name', order: 'asc', limit: 100 }, signal });
}

/** Only for roles holding 'customers.view' (`enabled`); the others cannot list customers. */
export function useCustomerOptions(enabled: boolean) {
  return useOptionsQuery(['customers', 'list', 'event-options'], fetchCustomerOptions, enabled);
}
