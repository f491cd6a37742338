/** Points and zone polygons around the demo venues, drawn from seeded random streams. */
import type { Polygon } from '../../db/schema.ts';
import type { VenueSpec, ZoneSpec } from '../demo-data.ts';
import type { SeededRandom } from '../seeded-random.ts';

const METRES_PER_DEGREE = 111_320;
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** A point within `spread` metres north/south and east/west of the venue's centre, drawn from `rng`. */
export function pointNearVenue(venue: { latitude: number; longitude: number }, rng: SeededRandom, spread: number) {
  return offsetPoint(venue.latitude, venue.longitude, rng.between(-spread, spread), rng.between(-spread, spread));
}

export function offsetPoint(lat: number, lng: number, north: number, east: number): [number, number] {
  return [
    round6(lat + north / METRES_PER_DEGREE),
    round6(lng + east / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180))),
  ];
}

export interface Shape {
  polygon: Polygon;
  /** The farthest vertex, in units of the semi-axes: anything farther out in any direction is outside. */
  reach: number;
}

/**
 * An irregular polygon around a centre that contains the whole ellipse with these semi-axes (metres): drawn
 * around the unit circle, pushed out until every edge clears it, then stretched onto the ellipse.
 */
export function polygonAround(
  rng: SeededRandom,
  lat: number,
  lng: number,
  north: number,
  east: number,
  vertices: number,
): Shape {
  const unit: Array<[number, number]> = [];
  const start = rng.between(0, Math.PI);
  for (let i = 0; i < vertices; i += 1) {
    const angle = start + ((2 * Math.PI) / vertices) * (i + rng.between(-0.2, 0.2));
    const radius = rng.between(1, 1.15);
    unit.push([radius * Math.sin(angle), radius * Math.cos(angle)]);
  }
  let clearance = Number.POSITIVE_INFINITY;
  unit.forEach(([y1, x1], i) => {
    const [y2, x2] = unit[(i + 1) % unit.length] ?? [y1, x1];
    clearance = Math.min(clearance, Math.abs(x1 * y2 - x2 * y1) / Math.hypot(x2 - x1, y2 - y1));
  });
  const grow = Math.max(1, 1.02 / clearance);
  return {
    polygon: unit.map(([y, x]) => offsetPoint(lat, lng, north * y * grow, east * x * grow)),
    reach: Math.max(...unit.map(([y, x]) => Math.hypot(y, x) * grow)),
  };
}

export function zoneCentre(venue: VenueSpec, zone: ZoneSpec): [number, number] {
  return offsetPoint(venue.latitude, venue.longitude, zone.north, zone.east);
}
