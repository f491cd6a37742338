import { useQuery } from '@tanstack/react-query';
import type { PatrolAssignmentQuery, PatrolRouteBody } from '../../../../shared/contract/patrol-routes.ts';
import { patrolOperations } from '../../../../shared/contract/patrol-routes.ts';
import { shiftOperations } from '../../../../shared/contract/shifts.ts';
import { callApi, pathKeyOf, queryKeyOf } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';

/* Patrol routes and their nights (docs/product/dispatch.md#mobile-patrol-runsheets). */

/** Every patrol-route query (the list, one route, its nights) is under this key: a write refreshes them all. */
const allRoutes = pathKeyOf(patrolOperations.listRoutes);

export function usePatrolRoutes() {
  return useQuery({
    queryKey: queryKeyOf(patrolOperations.listRoutes),
    queryFn: ({ signal }) => callApi(patrolOperations.listRoutes, { signal }),
  });
}

export function useCreateRoute() {
  return useInvalidatingMutation((body: PatrolRouteBody) => callApi(patrolOperations.createRoute, { body }), allRoutes);
}

export function useUpdateRoute() {
  return useInvalidatingMutation(
    ({ id, body }: { id: string; body: PatrolRouteBody }) =>
      callApi(patrolOperations.updateRoute, { params: { id }, body }),
    allRoutes,
  );
}

export function useDeleteRoute() {
  return useInvalidatingMutation((id: string) => callApi(patrolOperations.deleteRoute, { params: { id } }), allRoutes);
}

/** The route's nights meeting the period, with each stop's state. */
export function useRouteNights(routeId: string | null, query: PatrolAssignmentQuery | undefined) {
  const params = { id: routeId ?? '' };
  return useQuery({
    queryKey: queryKeyOf(patrolOperations.listAssignments, { params, query: query ?? {} }),
    queryFn: ({ signal }) => callApi(patrolOperations.listAssignments, { params, query: query ?? {}, signal }),
    enabled: routeId !== null && query !== undefined,
    // Stops open, are visited and are missed as the night goes on.
    refetchInterval: 60_000,
  });
}

export function useAssignRoute() {
  return useInvalidatingMutation(
    ({ routeId, shiftId }: { routeId: string; shiftId: string }) =>
      callApi(patrolOperations.assignRoute, { params: { id: routeId }, body: { shiftId } }),
    allRoutes,
    // A refusal (the shift took another route, or ended) is shown against the nights as they are now.
    'settled',
  );
}

export function useUnassignRoute() {
  return useInvalidatingMutation(
    ({ routeId, assignmentId }: { routeId: string; assignmentId: string }) =>
      callApi(patrolOperations.unassignRoute, { params: { id: routeId, assignmentId } }),
    allRoutes,
    'settled',
  );
}

/** The checkpoints of a stop's event, to pick from. */
export function useEventCheckpoints(eventId: string) {
  const params = { id: eventId };
  return useQuery({
    queryKey: queryKeyOf(patrolOperations.siteCheckpoints, { params }),
    queryFn: async ({ signal }) => (await callApi(patrolOperations.siteCheckpoints, { params, signal })).items,
    enabled: eventId !== '',
    retry: false,
  });
}

/** The shifts meeting a window (one day of the assign dialog), as the schedule reads them. */
export function useShiftsBetween(window: { from: string; to: string } | undefined) {
  const query = window ?? { from: '', to: '' };
  return useQuery({
    queryKey: queryKeyOf(shiftOperations.list, { query }),
    queryFn: ({ signal }) => callApi(shiftOperations.list, { query, signal }),
    enabled: window !== undefined,
  });
}
