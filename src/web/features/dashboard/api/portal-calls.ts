import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { dispatchOperations, type patrolRequestBodySchema } from '../../../../shared/contract/dispatch.ts';
import { callApi, invalidate, queryKeyOf } from '../../../lib/api.ts';
import { useLiveEvent } from '../../../lib/live-stream.ts';

export type PatrolRequestBody = z.input<typeof patrolRequestBodySchema>;

/**
 * The calls at the reader's sites (the server answers a customer's user with their own customer's only), open ones
 * first, then the newest; read again when the live stream says a call moved and when it (re)connects.
 */
export function useCustomerCalls() {
  const client = useQueryClient();
  const calls = useQuery({
    queryKey: queryKeyOf(dispatchOperations.listCalls, { query: {} }),
    queryFn: ({ signal }) => callApi(dispatchOperations.listCalls, { query: {}, signal }),
  });
  const reread = () => void invalidate(client, dispatchOperations.listCalls);
  useLiveEvent('dispatch.call', reread);
  useLiveEvent('ready', reread);
  return calls;
}

/** A patrol request for one of the reader's sites (a P4 patrol request call); the calls are read again after. */
export function useRequestPatrol() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PatrolRequestBody) => callApi(dispatchOperations.patrolRequest, { body }),
    onSuccess: () => invalidate(client, dispatchOperations.listCalls),
  });
}
