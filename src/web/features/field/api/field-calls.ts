import { useQuery, useQueryClient } from '@tanstack/react-query';
import { dispatchOperations } from '../../../../shared/contract/dispatch.ts';
import { callApi, invalidate, queryKeyOf } from '../../../lib/api.ts';
import { useLiveEvent } from '../../../lib/live-stream.ts';

/** The cache key of the guard's open calls (the queue reads them again after sending a status step). */
export const fieldCallsQueryKey = queryKeyOf(dispatchOperations.fieldCalls);

/** A slow re-read besides the live stream's notices, for a phone whose stream was cut without it noticing. */
const refreshMs = 60_000;

/**
 * The signed-in guard's open calls (docs/product/dispatch.md), read again when the live stream says a call moved
 * (`dispatch.call`, also one taken from them) and when the stream (re)connects, since it never replays what it
 * missed.
 */
export function useFieldCalls() {
  const client = useQueryClient();
  const calls = useQuery({
    queryKey: fieldCallsQueryKey,
    queryFn: ({ signal }) => callApi(dispatchOperations.fieldCalls, { signal }),
    refetchInterval: refreshMs,
  });
  const reread = () => void invalidate(client, fieldCallsQueryKey);
  useLiveEvent('dispatch.call', reread);
  useLiveEvent('ready', reread);
  return calls;
}
