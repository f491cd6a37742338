import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/** Names the map's focusable container (Leaflet makes it a tab stop for keyboard panning and zooming). */
export function MapName({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}
