import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type CacheTarget, invalidate } from './api.ts';

/** A list of targets, told from one key (a key's items are strings and objects, never operations or keys). */
const isTargetList = (value: CacheTarget | readonly CacheTarget[]): value is readonly CacheTarget[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => Array.isArray(item) || isOperation(item));

const isOperation = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/**
 * A mutation that refreshes what `refreshes` names (an operation's queries, a key from `pathKeyOf`, or a list of
 * them) when it succeeds, or with `refreshOn: 'settled'`
 * whatever the answer (a 409 means someone else changed the record meanwhile). The refresh is awaited, so the
 * caller's `mutateAsync` resolves once the lists show the change.
 */
export function useInvalidatingMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refreshes: CacheTarget | readonly CacheTarget[],
  refreshOn: 'success' | 'settled' = 'success',
) {
  const queryClient = useQueryClient();
  const targets = isTargetList(refreshes) ? refreshes : [refreshes as CacheTarget];
  const refresh = () => invalidate(queryClient, ...targets);
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
