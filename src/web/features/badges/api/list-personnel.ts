import type { QueryClient } from '@tanstack/react-query';
import { type PersonnelListQuery, personnelOperations } from '../../../../shared/contract/personnel.ts';
import { callApi } from '../../../lib/api.ts';
import { prefetchPagedList, usePagedListQuery } from '../../../lib/query-hooks.ts';

const fetchPersonnel = (params: Partial<PersonnelListQuery>, signal?: AbortSignal) =>
  callApi(personnelOperations.list, { query: params, signal });

/**
 * One page of the personnel whose badges may be printed; the previous page stays on screen while the next loads. The
 * key is the personnel list operation's, so the badge list shares the personnel screens' cache entries and a personnel
 * write refreshes it too.
 */
export function useBadgePersonnel(params: Partial<PersonnelListQuery>) {
  return usePagedListQuery(personnelOperations.list, params, fetchPersonnel);
}

/** Cards per page of the badge list. */
export const badgePageSize = 10;

/** The query of one page of the badge list, in name order; `q` narrows it. */
export function badgePersonnelPage(page: number, q?: string): Partial<PersonnelListQuery> {
  return { q: q || undefined, page, limit: badgePageSize, sort: 'name', order: 'asc' };
}

/** The badge screen's first page into the cache, under the key the screen reads first. */
export function prefetchFirstBadgePage(client: QueryClient): Promise<void> {
  return prefetchPagedList(client, personnelOperations.list, badgePersonnelPage(1), fetchPersonnel);
}
