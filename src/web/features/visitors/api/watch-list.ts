import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WatchListEntry, WatchListEntryBody, WatchListResponse } from '../../../../shared/contract/visitors.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const watchListQueryKey = ['visitor-blocklist'] as const;

export function useWatchList(enabled = true) {
  return useQuery({
    queryKey: watchListQueryKey,
    queryFn: ({ signal }) => apiRequest<WatchListResponse>('/visitor-blocklist', { signal }),
    enabled,
  });
}

export function useAddWatchListEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WatchListEntryBody) =>
      apiRequest<WatchListEntry>('/visitor-blocklist', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchListQueryKey }),
  });
}

export function useRemoveWatchListEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>(`/visitor-blocklist/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchListQueryKey }),
  });
}
