import { type UserListQuery, type UserListResponse, userOperations } from '../../../../shared/contract/users.ts';
import { callApi } from '../../../lib/api.ts';
import { usePagedListQuery } from '../../../lib/query-hooks.ts';
import { usersQueryKey } from '../../../lib/users-api/users-query-key.ts';

export type UserListParams = Partial<UserListQuery>;

export function fetchUsers(params: UserListParams, signal?: AbortSignal): Promise<UserListResponse> {
  return callApi(userOperations.list, { query: params, signal });
}

/** One page of the client's users; the previous page stays on screen while the next loads. */
export function useUsers(params: UserListParams) {
  return usePagedListQuery(usersQueryKey, params, fetchUsers);
}
