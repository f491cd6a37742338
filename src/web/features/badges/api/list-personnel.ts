import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type PersonnelListQuery, personnelOperations } from '../../../../shared/contract/personnel.ts';
import { callApi } from '../../../lib/api.ts';

/**
 * One page of the personnel whose badges may be printed. The key is the personnel screens' list key, so the two
 * share a cache entry and a personnel write (which refreshes every `['personnel', …]` query) refreshes this too.
 */
export function useBadgePersonnel(params: Partial<PersonnelListQuery>) {
  return useQuery({
    queryKey: ['personnel', 'list', params],
    queryFn: ({ signal }) => callApi(personnelOperations.list, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}
