import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type CustomerUserListQuery,
  type CustomerUserListResponse,
  customerOperations,
} from '../../../../shared/contract/customers.ts';
import { callApi } from '../../../lib/api.ts';

export type CustomerUserListParams = Partial<CustomerUserListQuery>;

/** Under the users key: adding or editing a user (users dialog) refreshes these lists. */
export const customerUsersQueryKey = ['users', 'customer-users'] as const;

export function fetchCustomerUsers(
  customerId: string,
  params: CustomerUserListParams,
  signal?: AbortSignal,
): Promise<CustomerUserListResponse> {
  return callApi(customerOperations.listUsers, { params: { id: customerId }, query: params, signal });
}

/** The user accounts of one customer. */
export function useCustomerUsers(customerId: string, params: CustomerUserListParams, enabled = true) {
  return useQuery({
    queryKey: [...customerUsersQueryKey, 'of', customerId, params],
    queryFn: ({ signal }) => fetchCustomerUsers(customerId, params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
