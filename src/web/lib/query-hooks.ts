import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

/**
 * A mutation that refreshes every query under `queryKey` when it succeeds, or with `refreshOn: 'settled'`
 * whatever the answer (a 409 means someone else changed the record meanwhile). The refresh is awaited, so the
 * caller's `mutateAsync` resolves once the lists show the change.
 */
export function useInvalidatingMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey,
  refreshOn: 'success' | 'settled' = 'success',
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  return useMutation(refreshOn === 'success' ? { mutationFn, onSuccess: refresh } : { mutationFn, onSettled: refresh });
}

/**
 * One page of a list sorted and filtered on the server, kept under `[...baseKey, 'list', params]`; the previous
 * page stays on screen while the next loads.
 */
export function usePagedListQuery<TParams, TPage>(
  baseKey: QueryKey,
  params: TParams,
  fetchPage: (params: TParams, signal?: AbortSignal) => Promise<TPage>,
) {
  return useQuery({
    queryKey: [...baseKey, 'list', params],
    queryFn: ({ signal }) => fetchPage(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The first page of a list into the cache under the key `usePagedListQuery` reads it by (a preload before the screen opens). */
export function prefetchPagedList<TParams, TPage>(
  client: QueryClient,
  baseKey: QueryKey,
  params: TParams,
  fetchPage: (params: TParams, signal?: AbortSignal) => Promise<TPage>,
): Promise<void> {
  return client.prefetchQuery({
    queryKey: [...baseKey, 'list', params],
    queryFn: ({ signal }) => fetchPage(params, signal),
  });
}

/** The choices of a picker (events, customers): fetched at most once a minute, and only while `enabled`. */
export function useOptionsQuery<TOptions>(
  queryKey: QueryKey,
  fetchOptions: (signal?: AbortSignal) => Promise<TOptions>,
  enabled = true,
) {
  return useQuery({ queryKey, queryFn: ({ signal }) => fetchOptions(signal), staleTime: 60_000, enabled });
}
