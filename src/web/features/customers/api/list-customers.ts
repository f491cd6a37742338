import {
  type CustomerListQuery,
  type CustomerListResponse,
  customerOperations,
} from '../../../../shared/contract/customers.ts';
import { callApi, pathKeyOf } from '../../../lib/api.ts';
import { usePagedListQuery } from '../../../lib/query-hooks.ts';

export type CustomerListParams = Partial<CustomerListQuery>;

/** Every customers query (lists, one customer, the users dialog's options) is under this key. */
export const customersQueryKey = pathKeyOf(customerOperations.list);

export function fetchCustomers(params: CustomerListParams, signal?: AbortSignal): Promise<CustomerListResponse> {
  return callApi(customerOperations.list, { query: params, signal });
}

/** One page of the client's customers, sorted and filtered on the server; the previous page stays while loading. */
export function useCustomers(params: CustomerListParams) {
  return usePagedListQuery(customerOperations.list, params, fetchCustomers);
}
