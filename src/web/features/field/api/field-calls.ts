import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { dispatchOperations } from '../../../../shared/contract/dispatch.ts';
import { callApi, invalidate, queryKeyOf } from '../../../lib/api.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useLiveEvent } from '../../../lib/live-stream.ts';
import {
  answerWithin,
  type KeptCalls,
  readOfflineCalls,
  rememberOfflineCalls,
  sessionFromCache,
  startWaitMs,
} from '../../../lib/offline-start.ts';

/**
 * The cache key of the guard's open calls (the queue reads them again after sending a status step). Holds the
 * calls as the card shows them (`KnownCalls`), not the bare answer: no other feature reads it.
 */
export const fieldCallsQueryKey = queryKeyOf(dispatchOperations.fieldCalls);

/** A slow re-read besides the live stream's notices, for a phone whose stream was cut without it noticing. */
const refreshMs = 60_000;

/** The calls as the card shows them: the server's answer, or, without a connection, the last one this phone kept. */
export interface KnownCalls {
  calls: KeptCalls;
  /** True when the server could not be reached and `calls` is what the phone kept (as of `calls.now`). */
  fromDevice: boolean;
}

/**
 * The server's answer (kept on the phone for the person, as their day is), or the last one kept for them when the
 * server cannot be reached: a guard in a basement still sees the calls they are on (docs/product/dispatch.md).
 */
export async function loadKnownCalls(userId: string, signal?: AbortSignal, client?: QueryClient): Promise<KnownCalls> {
  const kept = readOfflineCalls(userId);
  const request = callApi(dispatchOperations.fieldCalls, { signal }).then((calls) => {
    rememberOfflineCalls(userId, calls);
    return calls;
  });
  // As the day: at start, with a copy to fall back on, a server that hangs is not waited for long (not at all once
  // the session check has gone unanswered); an answer that comes later still replaces the copy.
  const starting = client !== undefined && client.getQueryData(fieldCallsQueryKey) === undefined;
  const waiting = starting && kept;
  try {
    const calls = await (waiting ? answerWithin(request, sessionFromCache() ? 0 : startWaitMs) : request);
    return { calls, fromDevice: false };
  } catch (error) {
    if (!kept || !isApiError(error) || error.status !== 0) throw error;
    if (waiting && client) {
      void request.then(
        (calls) => client.setQueryData<KnownCalls>(fieldCallsQueryKey, { calls, fromDevice: false }),
        () => undefined,
      );
    }
    return { calls: kept, fromDevice: true };
  }
}

/**
 * The signed-in guard's open calls (docs/product/dispatch.md), read again when the live stream says a call moved
 * (`dispatch.call`, also one taken from them) and when the stream (re)connects, since it never replays what it
 * missed; without signal, the copy the phone kept.
 */
export function useFieldCalls(userId: string) {
  const client = useQueryClient();
  const calls = useQuery({
    queryKey: fieldCallsQueryKey,
    queryFn: ({ signal, client: queryClient }) => loadKnownCalls(userId, signal, queryClient),
    refetchInterval: refreshMs,
  });
  const reread = () => void invalidate(client, fieldCallsQueryKey);
  useLiveEvent('dispatch.call', reread);
  useLiveEvent('ready', reread);
  return calls;
}
