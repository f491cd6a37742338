import type { QueryClient } from '@tanstack/react-query';
import type { PersonnelListQuery, PersonnelListResponse } from '../../../../shared/contract/personnel.ts';
import { personnelOperations } from '../../../../shared/contract/personnel.ts';
import { callApi, pathKeyOf } from '../../../lib/api.ts';
import { prefetchPagedList, usePagedListQuery } from '../../../lib/query-hooks.ts';

export type PersonnelListParams = Partial<PersonnelListQuery>;

/** Every personnel query (list, person, timesheet) is under this key, so a write can refresh them all. */
export const personnelQueryKey = pathKeyOf(personnelOperations.list);

export function fetchPersonnel(params: PersonnelListParams, signal?: AbortSignal): Promise<PersonnelListResponse> {
  return callApi(personnelOperations.list, { query: params, signal });
}

/** One page of the personnel the caller may see; the previous page stays on screen while the next loads. */
export function usePersonnel(params: PersonnelListParams) {
  return usePagedListQuery(personnelOperations.list, params, fetchPersonnel);
}

/** The page the personnel screen asks for first: no filter, by name, the first 25. */
export const firstPersonnelPage = {
  sort: 'name',
  order: 'asc',
  page: 1,
  limit: 25,
} as const satisfies PersonnelListParams;

/** The first page into the cache under the key the screen reads, so it renders at once. */
export function prefetchFirstPersonnelPage(client: QueryClient): Promise<void> {
  return prefetchPagedList(client, personnelOperations.list, firstPersonnelPage, fetchPersonnel);
}
