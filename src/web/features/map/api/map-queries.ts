import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Alert } from '../../../../shared/contract/alerts.ts';
import type { MapTrailResponse } from '../../../../shared/contract/map.ts';
import { mapOperations } from '../../../../shared/contract/map.ts';
import { callApi, pathKeyOf, queryKeyOf } from '../../../lib/api.ts';
import { useLiveEvent } from '../../../lib/live-stream.ts';
import {
  type Applied,
  applyAlert,
  applyLocation,
  applyStatus,
  type GuardLocation,
  type MapState,
  toMapState,
} from '../map-state.ts';

/** The guards on the map, held as the map's state (`MapState`); the live stream reads it again when it (re)connects. */
export const mapGuardsQueryKey = queryKeyOf(mapOperations.guards);
const trailQuery = (userId: string, hours: number) => ({ userId, hours });
const trailQueryKey = (userId: string, hours: number) =>
  queryKeyOf(mapOperations.trail, { query: trailQuery(userId, hours) });
/** The query a trail's key holds (its guard and hours), or none for another key. */
const trailQueryOf = (key: readonly unknown[]) => {
  const last = key.at(-1) as { query?: { userId?: unknown; hours?: unknown } } | undefined;
  return last?.query;
};

/** A safety net beside the stream (e.g. an SOS acknowledged elsewhere while a guard had two open). */
const mapRefreshMs = 60_000;

export const trailHourOptions = [1, 2, 4, 8, 24] as const;
export type TrailHours = (typeof trailHourOptions)[number];
export const defaultTrailHours: TrailHours = 2;

/**
 * Every guard on duty the user may see, with every visible event: the event filter works on this one list, so
 * switching events is instant and live updates need no per-event bookkeeping.
 */
export function useMapGuards() {
  return useQuery({
    queryKey: mapGuardsQueryKey,
    queryFn: async ({ signal }) => toMapState(await callApi(mapOperations.guards, { signal })),
    refetchInterval: mapRefreshMs,
  });
}

export function useGuardTrail(userId: string | null, hours: TrailHours) {
  return useQuery({
    queryKey: trailQueryKey(userId ?? '', hours),
    queryFn: ({ signal }) => callApi(mapOperations.trail, { query: trailQuery(userId ?? '', hours), signal }),
    enabled: userId !== null,
    // Another time window keeps the current line on the map until its own arrives.
    placeholderData: (previous) => (previous?.userId === userId ? previous : undefined),
  });
}

function commit(queryClient: QueryClient, apply: (state: MapState) => Applied) {
  const state = queryClient.getQueryData<MapState>(mapGuardsQueryKey);
  if (!state) return;
  const next = apply(state);
  if (next.state !== state) queryClient.setQueryData<MapState>(mapGuardsQueryKey, next.state);
  if (next.refetch) void queryClient.invalidateQueries({ queryKey: mapGuardsQueryKey }, { cancelRefetch: false });
}

/** A live position extends the trails of that guard already loaded (dropping points older than their window). */
function extendTrails(queryClient: QueryClient, event: GuardLocation, clockOffsetMs: number) {
  for (const [key, trail] of queryClient.getQueriesData<MapTrailResponse>({
    queryKey: pathKeyOf(mapOperations.trail),
  })) {
    const query = trailQueryOf(key);
    if (!trail || query?.userId !== event.userId) continue;
    const hours = Number(query.hours);
    const since = Date.now() + clockOffsetMs - hours * 3_600_000;
    const last = trail.points.at(-1);
    if (last && Date.parse(last.at) >= Date.parse(event.at)) continue;
    const points = [
      ...trail.points.filter((p) => Date.parse(p.at) >= since),
      { lat: event.lat, lng: event.lng, at: event.at },
    ];
    queryClient.setQueryData<MapTrailResponse>(key, { ...trail, points });
  }
}

/** Feeds the map's query cache from the live stream while the map is open. */
export function useMapLiveUpdates(): void {
  const queryClient = useQueryClient();
  const onLocation = useCallback(
    (event: GuardLocation) => {
      commit(queryClient, (state) => applyLocation(state, event));
      const offset = queryClient.getQueryData<MapState>(mapGuardsQueryKey)?.clockOffsetMs ?? 0;
      extendTrails(queryClient, event, offset);
    },
    [queryClient],
  );
  const onAlert = useCallback(
    ({ alert }: { alert: Alert }) => commit(queryClient, (state) => applyAlert(state, alert)),
    [queryClient],
  );
  useLiveEvent('guard.location', onLocation);
  useLiveEvent('guard.status', (event) => commit(queryClient, (state) => applyStatus(state, event)));
  useLiveEvent('alert.created', onAlert);
  useLiveEvent('alert.updated', onAlert);
}
