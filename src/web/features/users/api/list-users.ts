import type { QueryClient } from '@tanstack/react-query';
import { type UserListQuery, type UserListResponse, userOperations } from '../../../../shared/contract/users.ts';
import { callApi } from '../../../lib/api.ts';
import { prefetchPagedList, usePagedListQuery } from '../../../lib/query-hooks.ts';

export type UserListParams = Partial<UserListQuery>;

export function fetchUsers(params: UserListParams, signal?: AbortSignal): Promise<UserListResponse> {
  return callApi(userOperations.list, { query: params, signal });
}

/** One page of the client's users; the previous page stays on screen while the next loads. */
export function useUsers(params: UserListParams) {
  return usePagedListQuery(userOperations.list, params, fetchUsers);
}

/** The first page into the cache under the key the users screen reads first (no filter, 25 a page). */
export function prefetchFirstUsersPage(client: QueryClient): Promise<void> {
  return prefetchPagedList(client, userOperations.list, { page: 1, limit: 25 }, fetchUsers);
}
