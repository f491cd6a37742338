import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '../../../../shared/contract/search.ts';
import { searchOperations } from '../../../../shared/contract/search.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';

export function searchRecords(q: string, signal?: AbortSignal): Promise<SearchResponse> {
  return callApi(searchOperations.search, { query: { q }, signal });
}

/** Records matching `q` (already debounced by the caller); idle while `q` is blank. */
export function useSearchRecords(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: queryKeyOf(searchOperations.search, { query: { q: text } }),
    queryFn: ({ signal }) => searchRecords(text, signal),
    enabled: text.length > 0 && text.length <= 100,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
