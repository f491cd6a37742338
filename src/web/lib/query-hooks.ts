import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Operation, OperationInput } from '../../shared/contract/operation.ts';
import { type CacheTarget, invalidate, queryKeyOf } from './api.ts';

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

/** The key of one page of a list: the list operation's key with the page's query (filters, sort, page). */
const pageKeyOf = <O extends Operation>(operation: O, params: unknown) =>
  queryKeyOf(operation, { query: params } as Pick<OperationInput<O>, 'params' | 'query'>);

/**
 * One page of a list sorted and filtered on the server, kept under its operation's key with `params` as the query
 * (`queryKeyOf`); the previous page stays on screen while the next loads.
 */
export function usePagedListQuery<O extends Operation, TParams, TPage>(
  operation: O,
  params: TParams,
  fetchPage: (params: TParams, signal?: AbortSignal) => Promise<TPage>,
) {
  return useQuery({
    queryKey: pageKeyOf(operation, params),
    queryFn: ({ signal }) => fetchPage(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The first page of a list into the cache under the key `usePagedListQuery` reads it by (a preload before the screen opens). */
export function prefetchPagedList<O extends Operation, TParams, TPage>(
  client: QueryClient,
  operation: O,
  params: TParams,
  fetchPage: (params: TParams, signal?: AbortSignal) => Promise<TPage>,
): Promise<void> {
  return client.prefetchQuery({
    queryKey: pageKeyOf(operation, params),
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
