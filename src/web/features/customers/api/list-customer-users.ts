import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type CustomerUserListQuery,
  type CustomerUserListResponse,
  customerOperations,
} from '../../../../shared/contract/customers.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';

export type CustomerUserListParams = Partial<CustomerUserListQuery>;

export function fetchCustomerUsers(
  customerId: string,
  params: CustomerUserListParams,
  signal?: AbortSignal,
): Promise<CustomerUserListResponse> {
  return callApi(customerOperations.listUsers, { params: { id: customerId }, query: params, signal });
}

/** The user accounts of one customer; a write to a user refreshes them (`userQueries` of web/lib/users-api). */
export function useCustomerUsers(customerId: string, params: CustomerUserListParams, enabled = true) {
  return useQuery({
    queryKey: queryKeyOf(customerOperations.listUsers, { params: { id: customerId }, query: params }),
    queryFn: ({ signal }) => fetchCustomerUsers(customerId, params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
