import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AllCustomerUsersQuery, CustomerUserListResponse } from '../../../../shared/contract/customers.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerUsersQueryKey } from './list-customer-users.ts';

export type AllCustomerUsersParams = Partial<AllCustomerUsersQuery>;

export function fetchAllCustomerUsers(
  params: AllCustomerUsersParams,
  signal?: AbortSignal,
): Promise<CustomerUserListResponse> {
  return apiRequest<CustomerUserListResponse>('/customer-users', { query: { ...params }, signal });
}

/** Every customer user of the client, with their customer. */
export function useAllCustomerUsers(params: AllCustomerUsersParams, enabled = true) {
  return useQuery({
    queryKey: [...customerUsersQueryKey, 'all', params],
    queryFn: ({ signal }) => fetchAllCustomerUsers(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
