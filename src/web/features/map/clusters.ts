/**
 * Grid clustering of markers (pure). Guards closer than one grid cell on screen at the current zoom are drawn as
 * one numbered marker. Written here instead of adding leaflet.markercluster: that plugin manages its own markers
 * outside React (as a classic script on the global L), so each guard's marker could no longer be a react-leaflet
 * component that moves, recolours and carries its name and position for tests and screen readers; a grid over a
 * few hundred projected points is cheap to recompute on every zoom.
 */

export interface Point {
  x: number;
  y: number;
}

export type Clustered<T> = { kind: 'single'; key: string; item: T } | { kind: 'group'; key: string; items: T[] };

/**
 * Groups items whose projected points fall in the same `cellPx` square. Singles keep the item's key; a group is
 * keyed by its cell. The order follows the first member of each cell in the input.
 */
export function gridClusters<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  project: (item: T) => Point,
  cellPx: number,
): Clustered<T>[] {
  const cells = new Map<string, T[]>();
  for (const item of items) {
    const { x, y } = project(item);
    const cell = `${Math.floor(x / cellPx)}:${Math.floor(y / cellPx)}`;
    const members = cells.get(cell);
    if (members) members.push(item);
    else cells.set(cell, [item]);
  }
  const out: Clustered<T>[] = [];
  for (const [cell, members] of cells) {
    const [first] = members;
    if (members.length === 1 && first !== undefined) out.push({ kind: 'single', key: keyOf(first), item: first });
    else out.push({ kind: 'group', key: `cluster:${cell}`, items: members });
  }
  return out;
}

/** The average of the members' positions: where a group's marker stands. */
export function centreOf(points: readonly { lat: number; lng: number }[]): { lat: number; lng: number } {
  let lat = 0;
  let lng = 0;
  for (const p of points) {
    lat += p.lat;
    lng += p.lng;
  }
  const n = Math.max(1, points.length);
  return { lat: lat / n, lng: lng / n };
}
