/**
 * The tile layer of a Leaflet map, from the server's configured source (MAP_TILE_URL, MAP_TILE_ATTRIBUTION) as the
 * real-time map uses it. Import it only from a module that already loads Leaflet lazily.
 */
import { TileLayer } from 'react-leaflet';
import { useMapTiles } from '../lib/map-tiles.ts';

/** Nothing until the source is known: the map's own markers show meanwhile, as they do when no tile loads. */
export function MapTileLayer() {
  const tiles = useMapTiles();
  return tiles ? <TileLayer key={tiles.url} url={tiles.url} attribution={tiles.attribution} /> : null;
}
