/**
 * Zone outlines (geofences and restricted areas): one pure check shared by the API and the map editor.
 *
 * A polygon is a ring of `{ lat, lng }` points (Leaflet's LatLng shape, so the editor passes what it draws and
 * nobody has to remember whether a pair is [lat, lng] or GeoJSON's [lng, lat]). The ring may be given closed
 * (last point = first) or open; it is stored open. Consecutive repeated points are dropped. The outline must
 * have 3 to 500 distinct points, coordinates in range, enclose an area and not cross or touch itself.
 * Coordinates are treated as planar (a zone is a site, far smaller than a hemisphere; no antimeridian zones).
 */
export interface LatLng {
  lat: number;
  lng: number;
}

export const maxPolygonPoints = 500;

/** Why a zone's outline is refused, by field error code (src/shared/contract/field-errors.ts). */
export const polygonMessages = {
  tooFewPoints: 'polygon.too_few_points',
  tooManyPoints: 'polygon.too_many_points',
  latitudeRange: 'polygon.latitude_range',
  longitudeRange: 'polygon.longitude_range',
  crossesItself: 'polygon.crosses_itself',
  noArea: 'polygon.no_area',
} as const;

export type PolygonCheck =
  | { ok: true; ring: LatLng[] }
  | { ok: false; message: (typeof polygonMessages)[keyof typeof polygonMessages] };

const same = (a: LatLng, b: LatLng) => a.lat === b.lat && a.lng === b.lng;

/** Sign of the turn a → b → c: > 0 counter-clockwise, < 0 clockwise, 0 collinear (x = lng, y = lat). */
function orientation(a: LatLng, b: LatLng, c: LatLng): number {
  const value = (b.lng - a.lng) * (c.lat - a.lat) - (b.lat - a.lat) * (c.lng - a.lng);
  const scale = Math.max(Math.abs(b.lng - a.lng), Math.abs(b.lat - a.lat), Math.abs(c.lng - a.lng), 1e-300);
  // Relative tolerance: coordinates carry ~15 significant digits, products of differences somewhat fewer.
  return Math.abs(value) <= scale * scale * 1e-12 ? 0 : Math.sign(value);
}

/** Whether c lies within the bounding box of segment a–b (used when the three are collinear). */
function onSegment(a: LatLng, b: LatLng, c: LatLng): boolean {
  return (
    Math.min(a.lng, b.lng) <= c.lng &&
    c.lng <= Math.max(a.lng, b.lng) &&
    Math.min(a.lat, b.lat) <= c.lat &&
    c.lat <= Math.max(a.lat, b.lat)
  );
}

/** Whether the closed segments p1–p2 and q1–q2 share at least one point (touching counts). */
export function segmentsIntersect(p1: LatLng, p2: LatLng, q1: LatLng, q2: LatLng): boolean {
  const o1 = orientation(p1, p2, q1);
  const o2 = orientation(p1, p2, q2);
  const o3 = orientation(q1, q2, p1);
  const o4 = orientation(q1, q2, p2);
  if (o1 !== o2 && o3 !== o4 && o1 !== 0 && o2 !== 0 && o3 !== 0 && o4 !== 0) return true;
  if (o1 === 0 && onSegment(p1, p2, q1)) return true;
  if (o2 === 0 && onSegment(p1, p2, q2)) return true;
  if (o3 === 0 && onSegment(q1, q2, p1)) return true;
  if (o4 === 0 && onSegment(q1, q2, p2)) return true;
  return false;
}

/** Twice the signed area (shoelace), in square degrees. */
function doubleArea(ring: readonly LatLng[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i += 1) {
    const a = ring[i] as LatLng;
    const b = ring[(i + 1) % ring.length] as LatLng;
    sum += a.lng * b.lat - b.lng * a.lat;
  }
  return sum;
}

/** Whether the closed ring has two edges that meet anywhere but at the vertex they share as neighbours. */
export function ringCrossesItself(ring: readonly LatLng[]): boolean {
  const n = ring.length;
  const at = (i: number) => ring[i % n] as LatLng;
  for (let i = 0; i < n; i += 1) {
    const a1 = at(i);
    const a2 = at(i + 1);
    for (let j = i + 1; j < n; j += 1) {
      const b1 = at(j);
      const b2 = at(j + 1);
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (adjacent) {
        // Neighbours share one vertex; they overlap only when the outline doubles back along itself.
        const shared = j === i + 1 ? a2 : a1;
        const aFar = j === i + 1 ? a1 : a2;
        const bFar = j === i + 1 ? b2 : b1;
        if (orientation(aFar, shared, bFar) === 0 && (onSegment(shared, aFar, bFar) || onSegment(shared, bFar, aFar)))
          return true;
        continue;
      }
      if (segmentsIntersect(a1, a2, b1, b2)) return true;
    }
  }
  return false;
}

/** Checks an outline and returns it normalised (open ring, no consecutive repeats), or the first problem. */
export function checkPolygon(points: readonly LatLng[]): PolygonCheck {
  for (const p of points) {
    if (!Number.isFinite(p.lat) || p.lat < -90 || p.lat > 90)
      return { ok: false, message: polygonMessages.latitudeRange };
    if (!Number.isFinite(p.lng) || p.lng < -180 || p.lng > 180)
      return { ok: false, message: polygonMessages.longitudeRange };
  }
  const ring: LatLng[] = [];
  for (const p of points) {
    const last = ring[ring.length - 1];
    if (!last || !same(last, p)) ring.push({ lat: p.lat, lng: p.lng });
  }
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (ring.length > 1 && first && last && same(first, last)) ring.pop();
  if (ring.length < 3) return { ok: false, message: polygonMessages.tooFewPoints };
  if (ring.length > maxPolygonPoints) return { ok: false, message: polygonMessages.tooManyPoints };
  const distinct = new Set(ring.map((p) => `${p.lat},${p.lng}`));
  if (distinct.size < ring.length) return { ok: false, message: polygonMessages.crossesItself };
  if (ringCrossesItself(ring)) return { ok: false, message: polygonMessages.crossesItself };
  if (
    doubleArea(ring) === 0 ||
    ring.every((p, i) => i < 2 || orientation(ring[0] as LatLng, ring[1] as LatLng, p) === 0)
  )
    return { ok: false, message: polygonMessages.noArea };
  return { ok: true, ring };
}

/** Storage form (schema.ts `Polygon`): [lat, lng] pairs of an open ring. */
export function toLatLngPairs(ring: readonly LatLng[]): [number, number][] {
  return ring.map((p) => [p.lat, p.lng]);
}

export function fromLatLngPairs(pairs: readonly (readonly [number, number])[]): LatLng[] {
  return pairs.map(([lat, lng]) => ({ lat, lng }));
}
