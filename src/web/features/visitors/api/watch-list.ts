import { useQuery } from '@tanstack/react-query';
import { visitorOperations, type WatchListEntryBody } from '../../../../shared/contract/visitors.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';

export function useWatchList(enabled = true) {
  return useQuery({
    queryKey: queryKeyOf(visitorOperations.watchList),
    queryFn: ({ signal }) => callApi(visitorOperations.watchList, { signal }),
    enabled,
  });
}

export function useAddWatchListEntry() {
  return useInvalidatingMutation(
    (body: WatchListEntryBody) => callApi(visitorOperations.addToWatchList, { body }),
    visitorOperations.watchList,
    'settled',
  );
}

export function useRemoveWatchListEntry() {
  return useInvalidatingMutation(
    (id: string) => callApi(visitorOperations.removeFromWatchList, { params: { id } }),
    visitorOperations.watchList,
    'settled',
  );
}
