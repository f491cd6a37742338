import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Checkpoint, CheckpointCreateBody, CheckpointUpdateBody } from '../../../../shared/contract/tours.ts';
import { tourOperations } from '../../../../shared/contract/tours.ts';
import { callApi, operationUrl, queryKeyOf } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { eventsQueryKey } from './list-events.ts';

/* The event's checkpoints (docs/product/tours-and-check-calls.md#checkpoints), for those who edit the event. */

export function checkpointsQueryKey(eventId: string) {
  return queryKeyOf(tourOperations.listCheckpoints, { params: { id: eventId } });
}

export function useCheckpoints(eventId: string) {
  return useQuery({
    queryKey: checkpointsQueryKey(eventId),
    queryFn: async ({ signal }): Promise<Checkpoint[]> =>
      (await callApi(tourOperations.listCheckpoints, { params: { id: eventId }, signal })).items,
  });
}

export function useCreateCheckpoint(eventId: string) {
  return useInvalidatingMutation(
    (body: CheckpointCreateBody) => callApi(tourOperations.createCheckpoint, { params: { id: eventId }, body }),
    eventsQueryKey,
  );
}

export function useUpdateCheckpoint() {
  return useInvalidatingMutation(
    ({ id, body }: { id: string; body: CheckpointUpdateBody }) =>
      callApi(tourOperations.updateCheckpoint, { params: { id }, body }),
    eventsQueryKey,
  );
}

/** Removing a checkpoint changes the tours holding it: both lists are refreshed. */
export function useRemoveCheckpoint() {
  return useInvalidatingMutation(
    (id: string) => callApi(tourOperations.removeCheckpoint, { params: { id } }),
    eventsQueryKey,
  );
}

/** A new secret: the new scan URL replaces the old in the list at once. */
export function useRotateCheckpointToken(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(tourOperations.rotateToken, { params: { id } }),
    onSuccess: (rotated) => {
      client.setQueryData<Checkpoint[]>(checkpointsQueryKey(eventId), (items) =>
        items?.map((c) => (c.id === rotated.id ? rotated : c)),
      );
    },
  });
}

/** The printable labels sheet (a PDF the browser opens). */
export function labelsPdfUrl(eventId: string): string {
  return operationUrl(tourOperations.labels, { params: { id: eventId } });
}
