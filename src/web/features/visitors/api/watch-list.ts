import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { visitorOperations, type WatchListEntryBody } from '../../../../shared/contract/visitors.ts';
import { callApi } from '../../../lib/api.ts';

export const watchListQueryKey = ['visitor-blocklist'] as const;

export function useWatchList(enabled = true) {
  return useQuery({
    queryKey: watchListQueryKey,
    queryFn: ({ signal }) => callApi(visitorOperations.watchList, { signal }),
    enabled,
  });
}

export function useAddWatchListEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WatchListEntryBody) => callApi(visitorOperations.addToWatchList, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchListQueryKey }),
  });
}

export function useRemoveWatchListEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(visitorOperations.removeFromWatchList, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchListQueryKey }),
  });
}
