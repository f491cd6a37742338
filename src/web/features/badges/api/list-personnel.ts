import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { type PersonnelListQuery, personnelOperations } from '../../../../shared/contract/personnel.ts';
import { callApi } from '../../../lib/api.ts';

/**
 * One page of the personnel whose badges may be printed. The key is the personnel screens' list key, so the two
 * share a cache entry and a personnel write (which refreshes every `['personnel', …]` query) refreshes this too.
 */
export function useBadgePersonnel(params: Partial<PersonnelListQuery>) {
  return useQuery({ ...badgePersonnelQuery(params), placeholderData: keepPreviousData });
}

/** Cards per page of the badge list. */
export const badgePageSize = 10;

/** The query of one page of the badge list, in name order; `q` narrows it. */
export function badgePersonnelPage(page: number, q?: string): Partial<PersonnelListQuery> {
  return { q: q || undefined, page, limit: badgePageSize, sort: 'name', order: 'asc' };
}

const badgePersonnelQuery = (params: Partial<PersonnelListQuery>) => ({
  queryKey: ['personnel', 'list', params],
  queryFn: ({ signal }: { signal?: AbortSignal }) => callApi(personnelOperations.list, { query: params, signal }),
});

/** The badge screen's first page into the cache, under the key the screen reads first. */
export function prefetchFirstBadgePage(client: QueryClient): Promise<void> {
  return client.prefetchQuery(badgePersonnelQuery(badgePersonnelPage(1)));
}
