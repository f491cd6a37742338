import { useQuery } from '@tanstack/react-query';
import { visitorOperations, type WatchListEntryBody } from '../../../../shared/contract/visitors.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';

export const watchListQueryKey = ['visitor-blocklist'] as const;

export function useWatchList(enabled = true) {
  return useQuery({
    queryKey: watchListQueryKey,
    queryFn: ({ signal }) => callApi(visitorOperations.watchList, { signal }),
    enabled,
  });
}

export function useAddWatchListEntry() {
  return useInvalidatingMutation(
    (body: WatchListEntryBody) => callApi(visitorOperations.addToWatchList, { body }),
    watchListQueryKey,
    'settled',
  );
}

export function useRemoveWatchListEntry() {
  return useInvalidatingMutation(
    (id: string) => callApi(visitorOperations.removeFromWatchList, { params: { id } }),
    watchListQueryKey,
    'settled',
  );
}
