import { useQuery } from '@tanstack/react-query';
import { type MapGuardsResponse, mapOperations } from '../../shared/contract/map.ts';
import { callApi, queryKeyOf } from './api.ts';

/** The tile source of the console's maps: the server's MAP_TILE_URL and MAP_TILE_ATTRIBUTION (default OpenStreetMap). */
export type MapTiles = MapGuardsResponse['tiles'];

/**
 * Its own key under the operation's (with an empty query): the live map's query holds the map's state, not the
 * answer, under the bare one. What re-reads the guards (the stream reconnecting) re-reads this while a map is open.
 */
const mapTilesQueryKey = queryKeyOf(mapOperations.guards, { query: {} });

/**
 * The configured tile source, as the real-time map receives it (GET /map/guards names it beside the guards), read
 * once per page for the other maps of the operators' screens (the dispatch board). Undefined until known, or when
 * it cannot be had: the maps then show their markers without tiles rather than ask a source not configured.
 */
export function useMapTiles(): MapTiles | undefined {
  const tiles = useQuery({
    queryKey: mapTilesQueryKey,
    queryFn: async ({ signal }) => (await callApi(mapOperations.guards, { signal })).tiles,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return tiles.data;
}
