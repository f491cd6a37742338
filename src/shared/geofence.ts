import type { LatLng } from './polygon.ts';

/*
 * The geofence engine's pure part (docs/product/events-and-zones.md#zones): where a position lies against a zone, and which crossings a new
 * position makes from a guard's previous zone state. The server keeps the state per guard and writes the alerts
 * and crossing records; the field app uses the same functions to tell the guard where they are.
 *
 * Zones are small (a site), so coordinates are projected onto a local plane around the position (equirectangular,
 * metres); no zone spans the antimeridian (polygon.ts refuses none, but a site never does).
 */

export type ZoneType = 'Allowed zone' | 'Break zone' | 'Restricted zone';

export interface Zone {
  id: string;
  title: string | null;
  zoneType: ZoneType;
  ring: readonly LatLng[];
  /** Areas cut out of the zone (a point in a hole is outside the zone). */
  holes?: readonly (readonly LatLng[])[];
}

const earthRadiusMetres = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Whether a point lies inside a ring (even–odd rule); a point on the outline counts as inside. */
export function pointInRing(point: LatLng, ring: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i] as LatLng;
    const b = ring[j] as LatLng;
    if (onSegment(point, a, b)) return true;
    if (a.lat > point.lat !== b.lat > point.lat) {
      const lngAtLat = a.lng + ((point.lat - a.lat) / (b.lat - a.lat)) * (b.lng - a.lng);
      if (point.lng < lngAtLat) inside = !inside;
    }
  }
  return inside;
}

function onSegment(p: LatLng, a: LatLng, b: LatLng): boolean {
  const cross = (b.lng - a.lng) * (p.lat - a.lat) - (b.lat - a.lat) * (p.lng - a.lng);
  const scale = Math.max(Math.abs(b.lng - a.lng), Math.abs(b.lat - a.lat), 1e-300);
  if (Math.abs(cross) > scale * 1e-12) return false;
  return (
    Math.min(a.lng, b.lng) <= p.lng &&
    p.lng <= Math.max(a.lng, b.lng) &&
    Math.min(a.lat, b.lat) <= p.lat &&
    p.lat <= Math.max(a.lat, b.lat)
  );
}

/** Inside the outer ring and in none of the holes (a point on a hole's outline is on the zone's boundary: inside). */
export function pointInPolygon(point: LatLng, ring: readonly LatLng[], holes: readonly (readonly LatLng[])[] = []) {
  if (!pointInRing(point, ring)) return false;
  return holes.every((hole) => !pointInRing(point, hole) || onOutline(point, hole));
}

function onOutline(point: LatLng, ring: readonly LatLng[]): boolean {
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    if (onSegment(point, ring[i] as LatLng, ring[j] as LatLng)) return true;
  }
  return false;
}

/** Distance in metres from a point to the nearest edge of a ring (0 on the outline). */
export function distanceToRingMetres(point: LatLng, ring: readonly LatLng[]): number {
  const cosLat = Math.cos(radians(point.lat));
  const project = (v: LatLng) => ({
    x: radians(v.lng - point.lng) * cosLat * earthRadiusMetres,
    y: radians(v.lat - point.lat) * earthRadiusMetres,
  });
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = project(ring[j] as LatLng);
    const b = project(ring[i] as LatLng);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const lengthSquared = dx * dx + dy * dy;
    const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(a.x * dx + a.y * dy) / lengthSquared));
    const distance = Math.hypot(a.x + t * dx, a.y + t * dy);
    if (distance < best) best = distance;
  }
  return best;
}

/** Distance in metres from a point to a zone's boundary (outer ring or any hole). */
export function distanceToZoneBoundaryMetres(point: LatLng, zone: Zone): number {
  return Math.min(
    distanceToRingMetres(point, zone.ring),
    ...(zone.holes ?? []).map((hole) => distanceToRingMetres(point, hole)),
  );
}

export type Side = 'inside' | 'outside';

interface Bounds {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

const boundsOfZone = new WeakMap<Zone, Bounds>();

/** The box around a zone's outline and holes, kept per zone object (zones are cached and never changed in place). */
function boundsOf(zone: Zone): Bounds {
  let bounds = boundsOfZone.get(zone);
  if (!bounds) {
    bounds = { minLat: Infinity, maxLat: -Infinity, minLng: Infinity, maxLng: -Infinity };
    for (const ring of [zone.ring, ...(zone.holes ?? [])]) {
      for (const v of ring) {
        bounds.minLat = Math.min(bounds.minLat, v.lat);
        bounds.maxLat = Math.max(bounds.maxLat, v.lat);
        bounds.minLng = Math.min(bounds.minLng, v.lng);
        bounds.maxLng = Math.max(bounds.maxLng, v.lng);
      }
    }
    boundsOfZone.set(zone, bounds);
  }
  return bounds;
}

/**
 * Whether a point is outside a zone's box by more than its accuracy (plus a millimetre for rounding), on the same
 * local plane as distanceToRingMetres: then it is outside the zone and farther than the accuracy from every edge,
 * which is what the full test would answer, without walking the outline. Most zones of an event are far from a
 * guard, so most are settled here.
 */
function clearlyOutsideBounds(point: LatLng, accuracyMetres: number, zone: Zone): boolean {
  const b = boundsOf(zone);
  const dLat = Math.max(0, b.minLat - point.lat, point.lat - b.maxLat);
  const dLng = Math.max(0, b.minLng - point.lng, point.lng - b.maxLng);
  if (dLat === 0 && dLng === 0) return false;
  const metres = Math.hypot(
    radians(dLng) * Math.cos(radians(point.lat)) * earthRadiusMetres,
    radians(dLat) * earthRadiusMetres,
  );
  return metres > accuracyMetres + 0.001;
}

/**
 * Where a position lies against a zone: inside, outside, or undefined when its accuracy circle straddles the
 * boundary (the hysteresis that keeps a guard standing on the line from raising an alert per ping).
 */
export function sideOf(point: LatLng, accuracyMetres: number, zone: Zone): Side | undefined {
  if (clearlyOutsideBounds(point, accuracyMetres, zone)) return 'outside';
  const inside = pointInPolygon(point, zone.ring, zone.holes);
  if (distanceToZoneBoundaryMetres(point, zone) < accuracyMetres) return undefined;
  return inside ? 'inside' : 'outside';
}

/** Against a set of zones of one type: inside any of them, clearly outside all, or undefined (unsure). */
export function sideOfAny(point: LatLng, accuracyMetres: number, zones: readonly Zone[]): Side | undefined {
  let unsure = false;
  for (const zone of zones) {
    const side = sideOf(point, accuracyMetres, zone);
    if (side === 'inside') return 'inside';
    if (side === undefined) unsure = true;
  }
  return unsure ? undefined : 'outside';
}

/** Distance in metres from a point outside them to the nearest of some zones (0 when inside one). */
export function distanceToZonesMetres(point: LatLng, zones: readonly Zone[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const zone of zones) {
    if (pointInPolygon(point, zone.ring, zone.holes)) return 0;
    best = Math.min(best, distanceToZoneBoundaryMetres(point, zone));
  }
  return best;
}

export interface ZoneState {
  /** Inside or outside every Allowed zone; null = not known yet. */
  allowed: Side | null;
  /** Ids of the restricted zones the guard is inside. */
  restrictedInside: readonly string[];
  /** During a break: inside or outside the Break zones; null off break or not known. */
  breakZone: Side | null;
}

export const initialZoneState: ZoneState = { allowed: null, restrictedInside: [], breakZone: null };

export type CrossingAlert = 'Geofence Exit' | 'Restricted Area Entry' | 'Break Zone Exit';

export interface Crossing {
  zone: Zone;
  crossing: 'enter' | 'exit';
  /** The alert this crossing raises, if any (leaving every Allowed zone, entering a restricted one, a break outside the Break zones). */
  alert: CrossingAlert | null;
}

export interface Evaluation {
  state: ZoneState;
  crossings: Crossing[];
}

function nearest(point: LatLng, zones: readonly Zone[]): Zone {
  let best = zones[0] as Zone;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const zone of zones) {
    const distance = distanceToZoneBoundaryMetres(point, zone);
    if (distance < bestDistance) {
      best = zone;
      bestDistance = distance;
    }
  }
  return best;
}

function containing(point: LatLng, zones: readonly Zone[]): Zone {
  return zones.find((zone) => pointInPolygon(point, zone.ring, zone.holes)) ?? nearest(point, zones);
}

/**
 * The side of a group of zones (the Allowed ones, or the Break ones) a position is on, from `previousSide`:
 * leaving all of them (also when the first sure position is outside) adds a crossing that raises `exitAlert`,
 * coming back in one without an alert. An unsure position keeps the previous side.
 */
function crossGroup(
  point: LatLng,
  accuracyMetres: number,
  group: readonly Zone[],
  previousSide: Side | null,
  exitAlert: CrossingAlert,
  crossings: Crossing[],
): Side | null {
  const side = sideOfAny(point, accuracyMetres, group);
  if (side === 'outside' && previousSide !== 'outside') {
    crossings.push({ zone: nearest(point, group), crossing: 'exit', alert: exitAlert });
  } else if (side === 'inside' && previousSide === 'outside') {
    crossings.push({ zone: containing(point, group), crossing: 'enter', alert: null });
  }
  return side ?? previousSide;
}

/**
 * The crossings one position makes from `previous`, and the state after it. Zones where the position is unsure
 * keep their previous state. Leaving every Allowed zone (also when the first sure position is outside) raises
 * Geofence Exit; entering a Restricted zone raises Restricted Area Entry; during a break, being outside every Break
 * zone raises Break Zone Exit. Coming back in is recorded as a crossing without an alert. With no zones of a
 * type, that type raises nothing.
 */
export function evaluatePosition(
  previous: ZoneState,
  zones: readonly Zone[],
  point: LatLng,
  accuracyMetres: number,
  onBreak: boolean,
): Evaluation {
  const crossings: Crossing[] = [];
  const allowedZones = zones.filter((z) => z.zoneType === 'Allowed zone');
  const breakZones = zones.filter((z) => z.zoneType === 'Break zone');
  const restrictedZones = zones.filter((z) => z.zoneType === 'Restricted zone');

  const allowed =
    allowedZones.length > 0
      ? crossGroup(point, accuracyMetres, allowedZones, previous.allowed, 'Geofence Exit', crossings)
      : null;

  const restrictedInside: string[] = [];
  for (const zone of restrictedZones) {
    const wasInside = previous.restrictedInside.includes(zone.id);
    const side = sideOf(point, accuracyMetres, zone);
    if (side === 'inside' && !wasInside) crossings.push({ zone, crossing: 'enter', alert: 'Restricted Area Entry' });
    if (side === 'outside' && wasInside) crossings.push({ zone, crossing: 'exit', alert: null });
    if (side === 'inside' || (side === undefined && wasInside)) restrictedInside.push(zone.id);
  }
  // A restricted zone deleted since the last position is simply forgotten (only current zones are kept).

  const breakZone =
    onBreak && breakZones.length > 0
      ? crossGroup(point, accuracyMetres, breakZones, previous.breakZone, 'Break Zone Exit', crossings)
      : null;

  return { state: { allowed, restrictedInside, breakZone }, crossings };
}

/** When a break of `lengthMinutes` started at `startAt` overruns. */
export function breakOverrunsAt(startAt: Date, lengthMinutes: number): Date {
  return new Date(startAt.getTime() + lengthMinutes * 60_000);
}

/** Whether an open break has run past its allowed length at `now` (strictly later than the allowed end). */
export function isBreakOverrun(startAt: Date, lengthMinutes: number, now: Date): boolean {
  return now.getTime() > breakOverrunsAt(startAt, lengthMinutes).getTime();
}

/** Great-circle distance in metres (haversine): how far a guard moved since the last position sent. */
export function metresBetween(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusMetres * Math.asin(Math.min(1, Math.sqrt(h)));
}
