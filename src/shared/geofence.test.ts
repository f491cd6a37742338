import { describe, expect, it } from 'vitest';
import {
  breakOverrunsAt,
  type Crossing,
  distanceToRingMetres,
  distanceToZoneBoundaryMetres,
  distanceToZonesMetres,
  evaluatePosition,
  initialZoneState,
  isBreakOverrun,
  metresBetween,
  pointInPolygon,
  pointInRing,
  sideOf,
  sideOfAny,
  type Zone,
  type ZoneState,
} from './geofence.ts';
import type { LatLng } from './polygon.ts';

const p = (lat: number, lng: number): LatLng => ({ lat, lng });
const eps = 1e-9;

/** An axis-aligned rectangle as an open ring, counter-clockwise from the south-west corner. */
const box = (south: number, west: number, north: number, east: number): LatLng[] => [
  p(south, west),
  p(south, east),
  p(north, east),
  p(north, west),
];

const zone = (id: string, zoneType: Zone['zoneType'], ring: LatLng[], holes?: LatLng[][]): Zone => ({
  id,
  title: id,
  zoneType,
  ring,
  ...(holes ? { holes } : {}),
});

/** Metres in one degree of latitude on the mean-radius sphere the engine uses (≈ 111.2 km). */
const metresPerDegree = (6_371_008.8 * Math.PI) / 180;

const expectWithin = (actual: number, expected: number, relative: number) => {
  expect(Math.abs(actual - expected) / expected).toBeLessThan(relative);
};

// A block in Chicago (negative longitudes), about 1.1 km × 0.83 km.
const chicago = box(41.88, -87.63, 41.89, -87.62);

describe('pointInRing / pointInPolygon', () => {
  it('counts points exactly on an edge or a vertex as inside', () => {
    for (const vertex of chicago) expect(pointInRing(vertex, chicago)).toBe(true);
    expect(pointInRing(p(41.88, -87.625), chicago)).toBe(true);
    expect(pointInRing(p(41.885, -87.62), chicago)).toBe(true);
    expect(pointInRing(p(41.89, -87.625), chicago)).toBe(true);
    expect(pointInRing(p(41.885, -87.63), chicago)).toBe(true);
    const triangle = [p(0, 0), p(0, 2), p(2, 1)];
    expect(pointInRing(p(1, 0.5), triangle)).toBe(true);
    expect(pointInRing(p(1, 1.5), triangle)).toBe(true);
  });

  it('separates points 1e-9 degrees either side of an edge', () => {
    expect(pointInRing(p(41.88 + eps, -87.625), chicago)).toBe(true);
    expect(pointInRing(p(41.88 - eps, -87.625), chicago)).toBe(false);
    expect(pointInRing(p(41.885, -87.62 - eps), chicago)).toBe(true);
    expect(pointInRing(p(41.885, -87.62 + eps), chicago)).toBe(false);
    expect(pointInRing(p(41.89 - eps, -87.625), chicago)).toBe(true);
    expect(pointInRing(p(41.89 + eps, -87.625), chicago)).toBe(false);
    expect(pointInRing(p(41.885, -87.63 + eps), chicago)).toBe(true);
    expect(pointInRing(p(41.885, -87.63 - eps), chicago)).toBe(false);
    // A diagonal edge: (0,0)–(2,1) runs lng = lat / 2; a step of 1e-9 in longitude crosses it.
    const triangle = [p(0, 0), p(0, 2), p(2, 1)];
    expect(pointInRing(p(1, 0.5 + eps), triangle)).toBe(true);
    expect(pointInRing(p(1, 0.5 - eps), triangle)).toBe(false);
  });

  it('leaves the notch of a concave U shape outside', () => {
    // Arms at lng 0–1 and 2–3 rising from a base at lat 0–1; the notch is lat 1–3, lng 1–2.
    const u = [p(0, 0), p(0, 3), p(3, 3), p(3, 2), p(1, 2), p(1, 1), p(3, 1), p(3, 0)];
    expect(pointInRing(p(2, 1.5), u)).toBe(false);
    expect(pointInRing(p(1 + eps, 1.5), u)).toBe(false);
    expect(pointInRing(p(2, 0.5), u)).toBe(true);
    expect(pointInRing(p(2, 2.5), u)).toBe(true);
    expect(pointInRing(p(0.5, 1.5), u)).toBe(true);
    expect(pointInRing(p(1 - eps, 1.5), u)).toBe(true);
    expect(pointInRing(p(2, 1), u)).toBe(true);
    expect(pointInRing(p(2, 3.5), u)).toBe(false);
  });

  it('does not double count a ray through a vertex', () => {
    // Diamond: the eastward ray from the centre passes exactly through the vertex (1, 2).
    const diamond = [p(0, 1), p(1, 2), p(2, 1), p(1, 0)];
    expect(pointInRing(p(1, 1), diamond)).toBe(true);
    expect(pointInRing(p(1, 0.5), diamond)).toBe(true);
    expect(pointInRing(p(1, -0.5), diamond)).toBe(false);
    expect(pointInRing(p(1, 2.5), diamond)).toBe(false);
    // Level with an apex that only touches the ray.
    const triangle = [p(0, 0), p(0, 2), p(2, 1)];
    expect(pointInRing(p(2, 0), triangle)).toBe(false);
    expect(pointInRing(p(0, -1), triangle)).toBe(false);
  });

  it('handles points level with horizontal edges', () => {
    const u = [p(0, 0), p(0, 3), p(3, 3), p(3, 2), p(1, 2), p(1, 1), p(3, 1), p(3, 0)];
    // lat 1 runs along the bottom of the notch, a horizontal edge between two vertices.
    expect(pointInRing(p(1, 0.5), u)).toBe(true);
    expect(pointInRing(p(1, 1.5), u)).toBe(true);
    expect(pointInRing(p(1, 2.5), u)).toBe(true);
    expect(pointInRing(p(1, -0.5), u)).toBe(false);
    expect(pointInRing(p(1, 3.5), u)).toBe(false);
    // lat 3 runs along the tops of both arms.
    expect(pointInRing(p(3, 0.5), u)).toBe(true);
    expect(pointInRing(p(3, 1.5), u)).toBe(false);
    expect(pointInRing(p(3, 2.5), u)).toBe(true);
    expect(pointInRing(p(3, 3.5), u)).toBe(false);
    expect(pointInRing(p(0, 3 + eps), u)).toBe(false);
    expect(pointInRing(p(0, -eps), u)).toBe(false);
  });

  it('treats a hole as outside and its outline as inside', () => {
    const outer = box(0, 0, 10, 10);
    const hole = box(4, 4, 6, 6);
    expect(pointInPolygon(p(2, 2), outer, [hole])).toBe(true);
    expect(pointInPolygon(p(5, 5), outer, [hole])).toBe(false);
    expect(pointInPolygon(p(4, 5), outer, [hole])).toBe(true);
    expect(pointInPolygon(p(4, 4), outer, [hole])).toBe(true);
    expect(pointInPolygon(p(6, 5), outer, [hole])).toBe(true);
    expect(pointInPolygon(p(4 + eps, 5), outer, [hole])).toBe(false);
    expect(pointInPolygon(p(4 - eps, 5), outer, [hole])).toBe(true);
    expect(pointInPolygon(p(11, 5), outer, [hole])).toBe(false);
    expect(pointInPolygon(p(5, 5), outer)).toBe(true);
    expect(pointInPolygon(p(5, 5), outer, [])).toBe(true);
  });

  it('works far from the equator (lat 60)', () => {
    const helsinki = box(60.16, 24.93, 60.17, 24.95);
    expect(pointInRing(p(60.165, 24.94), helsinki)).toBe(true);
    expect(pointInRing(p(60.16, 24.94), helsinki)).toBe(true);
    expect(pointInRing(p(60.16 - eps, 24.94), helsinki)).toBe(false);
    expect(pointInRing(p(60.165, 24.95 + eps), helsinki)).toBe(false);
    expect(pointInRing(p(60.165, 24.95 - eps), helsinki)).toBe(true);
  });

  it('works near the antimeridian without crossing it', () => {
    // Fiji: negative latitudes, longitudes up to 179.92.
    const fiji = box(-17, 179.88, -16.98, 179.92);
    expect(pointInRing(p(-16.99, 179.9), fiji)).toBe(true);
    expect(pointInRing(p(-16.99, 179.92), fiji)).toBe(true);
    expect(pointInRing(p(-16.99, 179.92 - eps), fiji)).toBe(true);
    expect(pointInRing(p(-16.99, 179.92 + eps), fiji)).toBe(false);
    expect(pointInRing(p(-17 - eps, 179.9), fiji)).toBe(false);
    expect(pointInRing(p(-16.99, -179.9), fiji)).toBe(false);
  });

  it('works with negative latitudes and longitudes', () => {
    const buenosAires = [p(-34.61, -58.39), p(-34.6, -58.37), p(-34.59, -58.39), p(-34.6, -58.4)];
    expect(pointInRing(p(-34.6, -58.385), buenosAires)).toBe(true);
    expect(pointInRing(p(-34.6, -58.4), buenosAires)).toBe(true);
    expect(pointInRing(p(-34.6, -58.4 - eps), buenosAires)).toBe(false);
    expect(pointInRing(p(-34.62, -58.385), buenosAires)).toBe(false);
    expect(pointInRing(p(-34.6, -58.36), buenosAires)).toBe(false);
  });
});

describe('distanceToRingMetres', () => {
  const london = box(51.5, -0.13, 51.51, -0.12);

  it('measures a 0.001° latitude offset as about 111.2 m', () => {
    expectWithin(distanceToRingMetres(p(51.499, -0.125), london), 111.2, 0.005);
    expectWithin(distanceToRingMetres(p(51.511, -0.125), london), 111.2, 0.005);
    expectWithin(distanceToRingMetres(p(0.001, 0.5), box(0, 0, 1, 1)), 111.2, 0.005);
  });

  it('shrinks longitude offsets with the latitude (0.001° at lat 60 ≈ 55.6 m)', () => {
    expectWithin(distanceToRingMetres(p(60, 24.951), box(59.99, 24.93, 60.01, 24.95)), 55.6, 0.005);
    const expected = 0.001 * metresPerDegree * Math.cos((60.165 * Math.PI) / 180);
    expectWithin(distanceToRingMetres(p(60.165, 24.951), box(60.16, 24.93, 60.17, 24.95)), expected, 0.001);
  });

  it('is 0 on the outline', () => {
    expect(distanceToRingMetres(p(51.5, -0.13), london)).toBe(0);
    expect(distanceToRingMetres(p(51.5, -0.125), london)).toBeLessThan(1e-6);
    expect(distanceToRingMetres(p(51.505, -0.12), london)).toBeLessThan(1e-6);
  });

  it('gives an inside point its distance to the nearest edge', () => {
    // 0.0025° below the north edge (278 m); the east and west edges are 0.005° of longitude (346 m) away.
    expectWithin(distanceToRingMetres(p(51.5075, -0.125), london), 0.0025 * metresPerDegree, 0.001);
  });

  it('measures to the nearest vertex when that is closest', () => {
    const expected = Math.hypot(0.001 * metresPerDegree, 0.001 * metresPerDegree * Math.cos((51.499 * Math.PI) / 180));
    expectWithin(distanceToRingMetres(p(51.499, -0.131), london), expected, 0.005);
  });

  it('takes holes into account for a zone', () => {
    const outer = box(0, 0, 0.01, 0.01);
    const hole = box(0.004, 0.004, 0.006, 0.006);
    const withHole = zone('z', 'Allowed zone', outer, [hole]);
    expectWithin(distanceToZoneBoundaryMetres(p(0.005, 0.0035), withHole), 0.0005 * metresPerDegree, 0.005);
    expectWithin(
      distanceToZoneBoundaryMetres(p(0.005, 0.0035), zone('z', 'Allowed zone', outer)),
      0.0035 * metresPerDegree,
      0.005,
    );
  });
});

describe('sideOf / sideOfAny hysteresis', () => {
  const site = zone('site', 'Allowed zone', chicago);
  // 0.0001° of latitude ≈ 11.1 m either side of the south edge.
  const justOutside = p(41.8799, -87.625);
  const justInside = p(41.8801, -87.625);

  it('is undefined when the accuracy circle straddles the boundary', () => {
    expect(sideOf(justOutside, 20, site)).toBeUndefined();
    expect(sideOf(justInside, 20, site)).toBeUndefined();
    expect(sideOf(p(41.88, -87.625), 5, site)).toBeUndefined();
  });

  it('is sure when the accuracy circle is clear of the boundary', () => {
    expect(sideOf(justOutside, 5, site)).toBe('outside');
    expect(sideOf(justInside, 5, site)).toBe('inside');
    expect(sideOf(p(41.88, -87.625), 0, site)).toBe('inside');
  });

  it('answers as the full outline test does for points near and far, with and without accuracy', () => {
    // A fixed pseudo-random walk (no Math.random: the same points every run) around a concave zone with a hole.
    let seed = 7;
    const next = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const star = Array.from({ length: 40 }, (_, i) => {
      const angle = (2 * Math.PI * i) / 40;
      const radius = i % 2 === 0 ? 0.003 : 0.0012;
      return p(41.88 + Math.cos(angle) * radius, -87.62 + Math.sin(angle) * radius);
    });
    const starZone = zone('star', 'Restricted zone', star, [box(41.8799, -87.6201, 41.8801, -87.6199)]);
    const fullTest = (point: LatLng, accuracy: number) => {
      const inside = pointInPolygon(point, starZone.ring, starZone.holes);
      if (distanceToZoneBoundaryMetres(point, starZone) < accuracy) return undefined;
      return inside ? 'inside' : 'outside';
    };
    for (let k = 0; k < 4000; k += 1) {
      const spread = [0.001, 0.004, 0.01, 0.05][k % 4] as number;
      const point = p(41.88 + (next() - 0.5) * spread * 2, -87.62 + (next() - 0.5) * spread * 2);
      const accuracy = [0, 5, 50, 400][Math.floor(next() * 4)] as number;
      expect(sideOf(point, accuracy, starZone)).toBe(fullTest(point, accuracy));
    }
    // Just beyond the box by about the accuracy: decided by the full test on both sides of the margin.
    const eastEdge = -87.62 + 0.003 * Math.sin((2 * Math.PI * 10) / 40);
    for (const metres of [4.99, 5, 5.0005, 5.002, 5.01]) {
      const point = p(41.88, eastEdge + metres / (metresPerDegree * Math.cos((41.88 * Math.PI) / 180)));
      expect(sideOf(point, 5, starZone)).toBe(fullTest(point, 5));
    }
  });

  it('treats a hole as outside the zone', () => {
    const withHole = zone('h', 'Allowed zone', box(0, 0, 0.01, 0.01), [box(0.004, 0.004, 0.006, 0.006)]);
    expect(sideOf(p(0.005, 0.005), 10, withHole)).toBe('outside');
    expect(sideOf(p(0.005, 0.0035), 10, withHole)).toBe('inside');
    expect(sideOf(p(0.005, 0.0041), 20, withHole)).toBeUndefined();
  });

  it('is inside any, outside all, or unsure', () => {
    const east = zone('east', 'Allowed zone', box(41.88, -87.61, 41.89, -87.6));
    expect(sideOfAny(p(41.885, -87.605), 20, [site, east])).toBe('inside');
    expect(sideOfAny(justInside, 20, [site, east])).toBeUndefined();
    expect(sideOfAny(justInside, 5, [site, east])).toBe('inside');
    expect(sideOfAny(justOutside, 20, [site, east])).toBeUndefined();
    expect(sideOfAny(justOutside, 5, [site, east])).toBe('outside');
    // Straddling one zone's edge but clearly inside another.
    const overlapping = zone('overlap', 'Allowed zone', box(41.87, -87.63, 41.885, -87.62));
    expect(sideOfAny(justInside, 20, [site, overlapping])).toBe('inside');
  });

  it('gives the distance to the nearest of several zones, 0 inside one', () => {
    const east = zone('east', 'Allowed zone', box(41.88, -87.61, 41.89, -87.6));
    expect(distanceToZonesMetres(p(41.885, -87.605), [site, east])).toBe(0);
    expectWithin(distanceToZonesMetres(justOutside, [site, east]), 0.0001 * metresPerDegree, 0.005);
    expect(distanceToZonesMetres(justOutside, [])).toBe(Number.POSITIVE_INFINITY);
  });
});

interface Ping {
  at: LatLng;
  accuracy: number;
  onBreak?: boolean;
}

/** A ping with a sure fix (10 m accuracy), on a break or not. */
const sure = (at: LatLng, onBreak = false): Ping => ({ at, accuracy: 10, onBreak });

/** Feeds pings through the engine the way the server does, returning every state and crossing. */
function run(zones: readonly Zone[], pings: readonly Ping[], start: ZoneState = initialZoneState) {
  let state = start;
  const states: ZoneState[] = [];
  const crossings: Crossing[] = [];
  const perPing: Crossing[][] = [];
  for (const ping of pings) {
    const result = evaluatePosition(state, zones, ping.at, ping.accuracy, ping.onBreak ?? false);
    state = result.state;
    states.push(state);
    crossings.push(...result.crossings);
    perPing.push(result.crossings);
  }
  const alerts = crossings.flatMap((c) => (c.alert ? [c.alert] : []));
  return { state, states, crossings, perPing, alerts };
}

const summary = (crossings: readonly Crossing[]) =>
  crossings.map((c) => ({ zone: c.zone.id, crossing: c.crossing, alert: c.alert }));

describe('evaluatePosition', () => {
  const site = zone('site', 'Allowed zone', chicago);
  const inSite = p(41.885, -87.625);
  const onSouthEdge = p(41.88, -87.625);
  const southOfSite = p(41.87, -87.625);
  const farSouth = p(41.86, -87.625);

  it('records no crossing for a first sure position inside', () => {
    const result = evaluatePosition(initialZoneState, [site], inSite, 10, false);
    expect(result.crossings).toEqual([]);
    expect(result.state).toEqual({ allowed: 'inside', restrictedInside: [], breakZone: null });
  });

  it('keeps the state unknown while the first position is unsure', () => {
    const result = evaluatePosition(initialZoneState, [site], onSouthEdge, 50, false);
    expect(result.crossings).toEqual([]);
    expect(result.state.allowed).toBeNull();
  });

  it('raises Geofence Exit when the first sure position is outside', () => {
    const { crossings } = run([site], [sure(southOfSite)]);
    expect(summary(crossings)).toEqual([{ zone: 'site', crossing: 'exit', alert: 'Geofence Exit' }]);
  });

  it('raises one Geofence Exit per crossing, not per ping, and records the way back in without an alert', () => {
    const { perPing, states, alerts } = run(
      [site],
      [sure(inSite), sure(southOfSite), sure(farSouth), sure(southOfSite), sure(inSite), sure(inSite)],
    );
    expect(perPing.map(summary)).toEqual([
      [],
      [{ zone: 'site', crossing: 'exit', alert: 'Geofence Exit' }],
      [],
      [],
      [{ zone: 'site', crossing: 'enter', alert: null }],
      [],
    ]);
    expect(states.map((s) => s.allowed)).toEqual(['inside', 'outside', 'outside', 'outside', 'inside', 'inside']);
    expect(alerts).toEqual(['Geofence Exit']);
  });

  it('does not flap for a guard on the line with a large accuracy (in/line/out/line/out/in)', () => {
    const { perPing, states, alerts, crossings } = run(
      [site],
      [
        sure(inSite),
        { at: onSouthEdge, accuracy: 50 },
        sure(southOfSite),
        { at: onSouthEdge, accuracy: 50 },
        sure(southOfSite),
        sure(inSite),
      ],
    );
    expect(states.map((s) => s.allowed)).toEqual(['inside', 'inside', 'outside', 'outside', 'outside', 'inside']);
    expect(perPing.map((c) => c.length)).toEqual([0, 0, 1, 0, 0, 1]);
    expect(alerts).toEqual(['Geofence Exit']);
    expect(summary(crossings)).toEqual([
      { zone: 'site', crossing: 'exit', alert: 'Geofence Exit' },
      { zone: 'site', crossing: 'enter', alert: null },
    ]);
  });

  it('counts pings just either side of the line as unsure when the accuracy is larger than the gap', () => {
    const { alerts } = run(
      [site],
      [
        sure(inSite),
        { at: p(41.8799, -87.625), accuracy: 20 },
        { at: p(41.8801, -87.625), accuracy: 20 },
        { at: p(41.8799, -87.625), accuracy: 20 },
      ],
    );
    expect(alerts).toEqual([]);
  });

  it('does not treat moving between two overlapping Allowed zones as an exit', () => {
    const west = zone('west', 'Allowed zone', box(41.88, -87.63, 41.89, -87.62));
    const east = zone('east', 'Allowed zone', box(41.88, -87.625, 41.89, -87.61));
    const { states, crossings } = run(
      [west, east],
      [
        sure(p(41.885, -87.628)),
        { at: p(41.885, -87.62), accuracy: 50 },
        sure(p(41.885, -87.6225)),
        { at: p(41.885, -87.625), accuracy: 50 },
        sure(p(41.885, -87.615)),
        sure(p(41.885, -87.6)),
      ],
    );
    expect(states.map((s) => s.allowed)).toEqual(['inside', 'inside', 'inside', 'inside', 'inside', 'outside']);
    expect(summary(crossings)).toEqual([{ zone: 'east', crossing: 'exit', alert: 'Geofence Exit' }]);
  });

  it('records an enter into the zone the guard came back to', () => {
    const west = zone('west', 'Allowed zone', box(41.88, -87.63, 41.89, -87.62));
    const east = zone('east', 'Allowed zone', box(41.88, -87.61, 41.89, -87.6));
    const { crossings } = run(
      [west, east],
      [sure(p(41.885, -87.625)), sure(p(41.885, -87.6175)), sure(p(41.885, -87.605))],
    );
    expect(summary(crossings)).toEqual([
      { zone: 'west', crossing: 'exit', alert: 'Geofence Exit' },
      { zone: 'east', crossing: 'enter', alert: null },
    ]);
  });

  describe('restricted zones', () => {
    const vault = zone('vault', 'Restricted zone', box(41.884, -87.626, 41.886, -87.624));
    const inVault = p(41.885, -87.625);
    const onVaultEdge = p(41.884, -87.625);
    const besideVault = p(41.882, -87.625);

    it('raises Restricted Area Entry once on entering and records the exit without an alert', () => {
      const { perPing, states, alerts } = run(
        [site, vault],
        [
          sure(besideVault),
          sure(inVault),
          sure(inVault),
          { at: onVaultEdge, accuracy: 50 },
          sure(inVault),
          sure(besideVault),
          { at: onVaultEdge, accuracy: 50 },
          sure(besideVault),
        ],
      );
      expect(perPing.map(summary)).toEqual([
        [],
        [{ zone: 'vault', crossing: 'enter', alert: 'Restricted Area Entry' }],
        [],
        [],
        [],
        [{ zone: 'vault', crossing: 'exit', alert: null }],
        [],
        [],
      ]);
      expect(states.map((s) => s.restrictedInside)).toEqual([
        [],
        ['vault'],
        ['vault'],
        ['vault'],
        ['vault'],
        [],
        [],
        [],
      ]);
      expect(states.every((s) => s.allowed === 'inside')).toBe(true);
      expect(alerts).toEqual(['Restricted Area Entry']);
    });

    it('raises the alert again on a second entry', () => {
      const { alerts } = run([vault], [sure(inVault), sure(besideVault), sure(inVault)]);
      expect(alerts).toEqual(['Restricted Area Entry', 'Restricted Area Entry']);
    });

    it('drops a restricted zone that no longer exists from the state', () => {
      const previous: ZoneState = { allowed: 'inside', restrictedInside: ['deleted', 'vault'], breakZone: null };
      const stillInside = evaluatePosition(previous, [site, vault], inVault, 10, false);
      expect(stillInside.state.restrictedInside).toEqual(['vault']);
      expect(stillInside.crossings).toEqual([]);
      const onlyDeleted: ZoneState = { ...previous, restrictedInside: ['deleted'] };
      const result = evaluatePosition(onlyDeleted, [site, vault], besideVault, 10, false);
      expect(result.state.restrictedInside).toEqual([]);
      expect(result.crossings).toEqual([]);
    });
  });

  describe('break zones', () => {
    const canteen = zone('canteen', 'Break zone', box(41.886, -87.628, 41.888, -87.626));
    const yard = zone('yard', 'Break zone', box(41.881, -87.623, 41.882, -87.621));
    const inCanteen = p(41.887, -87.627);
    const inYard = p(41.8815, -87.622);
    const elsewhere = p(41.884, -87.624);

    it('is not evaluated off break', () => {
      const { states, crossings } = run([site, canteen], [sure(inCanteen), sure(elsewhere)]);
      expect(states.map((s) => s.breakZone)).toEqual([null, null]);
      expect(crossings).toEqual([]);
    });

    it('raises Break Zone Exit once while outside every Break zone during a break', () => {
      const { perPing, states, alerts } = run(
        [site, canteen, yard],
        [
          sure(inCanteen, true),
          sure(inYard, true),
          sure(elsewhere, true),
          sure(elsewhere, true),
          sure(inCanteen, true),
          sure(elsewhere, false),
        ],
      );
      expect(perPing.map(summary)).toEqual([
        [],
        [],
        [{ zone: 'yard', crossing: 'exit', alert: 'Break Zone Exit' }],
        [],
        [{ zone: 'canteen', crossing: 'enter', alert: null }],
        [],
      ]);
      expect(states.map((s) => s.breakZone)).toEqual(['inside', 'inside', 'outside', 'outside', 'inside', null]);
      expect(alerts).toEqual(['Break Zone Exit']);
    });

    it('raises Break Zone Exit when a break starts outside every Break zone', () => {
      const { alerts } = run([site, canteen], [sure(elsewhere), sure(elsewhere, true), sure(elsewhere, true)]);
      expect(alerts).toEqual(['Break Zone Exit']);
    });

    it('keeps the break state for an unsure position on a Break zone line', () => {
      const { alerts, states } = run(
        [canteen],
        [sure(inCanteen, true), { at: p(41.886, -87.627), accuracy: 50, onBreak: true }, sure(inCanteen, true)],
      );
      expect(states.map((s) => s.breakZone)).toEqual(['inside', 'inside', 'inside']);
      expect(alerts).toEqual([]);
    });
  });

  it('raises nothing for a type that has no zones', () => {
    const nowhere = p(-33.86, 151.21);
    expect(evaluatePosition(initialZoneState, [], nowhere, 5, true)).toEqual({
      state: { allowed: null, restrictedInside: [], breakZone: null },
      crossings: [],
    });
    const vault = zone('vault', 'Restricted zone', box(41.884, -87.626, 41.886, -87.624));
    const { alerts, states } = run(
      [vault],
      [
        { at: nowhere, accuracy: 5, onBreak: true },
        { at: inSite, accuracy: 5, onBreak: true },
      ],
    );
    expect(states.map((s) => [s.allowed, s.breakZone])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(alerts).toEqual(['Restricted Area Entry']);
    const { crossings } = run(
      [site],
      [
        { at: inSite, accuracy: 5, onBreak: true },
        { at: nowhere, accuracy: 5, onBreak: true },
      ],
    );
    expect(crossings.map((c) => c.alert)).toEqual(['Geofence Exit']);
  });

  it('does not change the previous state it was given', () => {
    const previous: ZoneState = { allowed: 'inside', restrictedInside: ['vault'], breakZone: 'inside' };
    const copy = structuredClone(previous);
    evaluatePosition(previous, [site], southOfSite, 10, true);
    expect(previous).toEqual(copy);
  });
});

describe('break overrun', () => {
  const start = new Date('2025-03-01T12:00:00.000Z');

  it('ends the allowed break after its length', () => {
    expect(breakOverrunsAt(start, 30).toISOString()).toBe('2025-03-01T12:30:00.000Z');
    expect(breakOverrunsAt(start, 0).toISOString()).toBe('2025-03-01T12:00:00.000Z');
  });

  it('is not overrun exactly at the allowed end, and is 1 ms later', () => {
    expect(isBreakOverrun(start, 30, new Date('2025-03-01T12:29:59.999Z'))).toBe(false);
    expect(isBreakOverrun(start, 30, new Date('2025-03-01T12:30:00.000Z'))).toBe(false);
    expect(isBreakOverrun(start, 30, new Date('2025-03-01T12:30:00.001Z'))).toBe(true);
    expect(isBreakOverrun(start, 30, start)).toBe(false);
  });
});

describe('metresBetween', () => {
  it('measures 1° of latitude as about 111.2 km', () => {
    expectWithin(metresBetween(p(0, 0), p(1, 0)), 111_200, 0.005);
    expectWithin(metresBetween(p(60, 24), p(61, 24)), 111_200, 0.005);
  });

  it('is 0 for the same point, symmetric, and shrinks longitude with latitude', () => {
    expect(metresBetween(p(41.885, -87.625), p(41.885, -87.625))).toBe(0);
    const a = p(41.885, -87.625);
    const b = p(41.89, -87.62);
    expect(metresBetween(a, b)).toBeCloseTo(metresBetween(b, a), 9);
    expectWithin(metresBetween(p(60, 10), p(60, 11)), 55_600, 0.005);
  });

  it('takes the short way across the antimeridian', () => {
    expectWithin(metresBetween(p(0, 179.5), p(0, -179.5)), 111_200, 0.005);
  });
});
