import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallCreateBody, dispatchOperations } from '../../../../shared/contract/dispatch.ts';
import { callApi, invalidate, pathKeyOf, queryKeyOf } from '../../../lib/api.ts';
import { useLiveEvent } from '../../../lib/live-stream.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { updateServerOffset } from '../../../lib/server-clock.ts';

/** Every dispatch-call query (the queue, one call, its units) is under this key. */
const callsQueryKey = pathKeyOf(dispatchOperations.listCalls);
const openQuery = { status: 'open' } as const;

/**
 * The open calls. Each answer carries the server's `now`, which sets the clock the board's timers count with (a
 * dispatcher's computer clock may be off by minutes).
 */
export function useOpenCalls() {
  return useQuery({
    queryKey: queryKeyOf(dispatchOperations.listCalls, { query: openQuery }),
    queryFn: async ({ signal }) => {
      const list = await callApi(dispatchOperations.listCalls, { query: openQuery, signal });
      updateServerOffset(list.now);
      return list;
    },
  });
}

export function useCall(id: string | null) {
  return useQuery({
    queryKey: queryKeyOf(dispatchOperations.getCall, { params: { id: id ?? '' } }),
    queryFn: ({ signal }) => callApi(dispatchOperations.getCall, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}

export function useCallUnits(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(dispatchOperations.callUnits, { params: { id: id ?? '' } }),
    queryFn: ({ signal }) => callApi(dispatchOperations.callUnits, { params: { id: id ?? '' }, signal }),
    enabled: id !== null && enabled,
  });
}

export function useCreateCall() {
  return useInvalidatingMutation(
    (body: CallCreateBody) => callApi(dispatchOperations.createCall, { body }),
    callsQueryKey,
  );
}

export function useAssignCall() {
  return useInvalidatingMutation(
    ({ id, userId }: { id: string; userId: string }) =>
      callApi(dispatchOperations.assignCall, { params: { id }, body: { userId } }),
    callsQueryKey,
    // A refusal (someone else moved the call, the guard clocked out) is shown against what the call is now.
    'settled',
  );
}

export function useCancelCall() {
  return useInvalidatingMutation(
    ({ id, reason }: { id: string; reason: string }) =>
      callApi(dispatchOperations.cancelCall, { params: { id }, body: { reason } }),
    callsQueryKey,
  );
}

/**
 * Keeps the board current: every `dispatch.call` (a call taken or moved on, by anyone) and every (re)connection of
 * the stream re-reads the queue and the call on screen with its units; the stream sends ids only
 * (docs/product/dispatch.md).
 */
export function useDispatchLiveUpdates(): void {
  const client = useQueryClient();
  const reread = () => void invalidate(client, callsQueryKey);
  useLiveEvent('dispatch.call', reread);
  useLiveEvent('ready', reread);
}
