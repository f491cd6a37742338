import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AllCustomerUsersQuery,
  type CustomerUserListResponse,
  customerOperations,
} from '../../../../shared/contract/customers.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';

export type AllCustomerUsersParams = Partial<AllCustomerUsersQuery>;

export function fetchAllCustomerUsers(
  params: AllCustomerUsersParams,
  signal?: AbortSignal,
): Promise<CustomerUserListResponse> {
  return callApi(customerOperations.listAllUsers, { query: params, signal });
}

/** Every customer user of the client, with their customer; a write to a user refreshes them (`userQueries`). */
export function useAllCustomerUsers(params: AllCustomerUsersParams, enabled = true) {
  return useQuery({
    queryKey: queryKeyOf(customerOperations.listAllUsers, { query: params }),
    queryFn: ({ signal }) => fetchAllCustomerUsers(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
