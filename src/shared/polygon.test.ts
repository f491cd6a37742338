import { describe, expect, it } from 'vitest';
import {
  checkPolygon,
  fromLatLngPairs,
  type LatLng,
  polygonMessages,
  ringCrossesItself,
  segmentsIntersect,
  toLatLngPairs,
} from './polygon.ts';

const p = (lat: number, lng: number): LatLng => ({ lat, lng });
const square = [p(41.88, -87.63), p(41.88, -87.62), p(41.89, -87.62), p(41.89, -87.63)];

describe('segmentsIntersect', () => {
  it('finds crossing, touching and collinear overlapping segments, and not disjoint ones', () => {
    expect(segmentsIntersect(p(0, 0), p(1, 1), p(0, 1), p(1, 0))).toBe(true);
    expect(segmentsIntersect(p(0, 0), p(1, 1), p(1, 1), p(2, 0))).toBe(true);
    expect(segmentsIntersect(p(0, 0), p(0, 2), p(0, 1), p(0, 3))).toBe(true);
    expect(segmentsIntersect(p(0, 0), p(0, 1), p(0, 2), p(0, 3))).toBe(false);
    expect(segmentsIntersect(p(0, 0), p(1, 0), p(0, 1), p(1, 1))).toBe(false);
  });
});

describe('checkPolygon', () => {
  it('accepts a simple outline and keeps it as an open ring', () => {
    const result = checkPolygon(square);
    expect(result).toEqual({ ok: true, ring: square });
  });

  it('auto-closes: a ring given closed is stored open; repeated consecutive points are dropped', () => {
    const closed = [...square, square[0] as LatLng];
    expect(checkPolygon(closed)).toEqual({ ok: true, ring: square });
    const stutter = [square[0], square[1], square[1], square[2], square[3]] as LatLng[];
    expect(checkPolygon(stutter)).toEqual({ ok: true, ring: square });
  });

  it('accepts a concave outline', () => {
    const arrow = [p(0, 0), p(0, 4), p(2, 2), p(4, 4), p(4, 0)];
    expect(checkPolygon(arrow).ok).toBe(true);
  });

  it.each([
    [[], polygonMessages.tooFewPoints],
    [[p(1, 1), p(2, 2)], polygonMessages.tooFewPoints],
    [[p(1, 1), p(2, 2), p(1, 1)], polygonMessages.tooFewPoints],
    [[p(1, 1), p(1, 1), p(1, 1), p(1, 1)], polygonMessages.tooFewPoints],
  ])('refuses fewer than 3 distinct points (%#)', (points, message) => {
    expect(checkPolygon(points)).toEqual({ ok: false, message });
  });

  it('refuses more than 500 points', () => {
    const circle = Array.from({ length: 501 }, (_, i) =>
      p(Math.sin((2 * Math.PI * i) / 501), Math.cos((2 * Math.PI * i) / 501)),
    );
    expect(checkPolygon(circle)).toEqual({ ok: false, message: polygonMessages.tooManyPoints });
    expect(checkPolygon(circle.slice(0, 500)).ok).toBe(true);
  });

  it.each([
    [p(90.5, 0), polygonMessages.latitudeRange],
    [p(-91, 0), polygonMessages.latitudeRange],
    [p(Number.NaN, 0), polygonMessages.latitudeRange],
    [p(0, 180.01), polygonMessages.longitudeRange],
    [p(0, -181), polygonMessages.longitudeRange],
    [p(0, Number.POSITIVE_INFINITY), polygonMessages.longitudeRange],
  ])('refuses out-of-range coordinates %o', (bad, message) => {
    expect(checkPolygon([p(0, 0), p(0, 1), bad])).toEqual({ ok: false, message });
  });

  it('accepts the extreme coordinates themselves', () => {
    expect(checkPolygon([p(-90, -180), p(-90, 180), p(90, 180)]).ok).toBe(true);
  });

  it('refuses a bow tie (self-intersecting)', () => {
    const bowTie = [p(0, 0), p(1, 1), p(1, 0), p(0, 1)];
    expect(checkPolygon(bowTie)).toEqual({ ok: false, message: polygonMessages.crossesItself });
  });

  it('refuses an outline that touches itself at a vertex or doubles back', () => {
    const figureEight = [p(0, 0), p(1, 1), p(2, 0), p(2, 2), p(1, 1), p(0, 2)];
    expect(checkPolygon(figureEight)).toEqual({ ok: false, message: polygonMessages.crossesItself });
    const spike = [p(0, 0), p(0, 2), p(0, 1), p(1, 1)];
    expect(checkPolygon(spike)).toEqual({ ok: false, message: polygonMessages.crossesItself });
    const vertexOnEdge = [p(0, 0), p(0, 4), p(4, 4), p(4, 0), p(2, 0), p(0, 2), p(0, 3), p(-1, 3)];
    expect(ringCrossesItself(vertexOnEdge)).toBe(true);
  });

  it('refuses collinear points, which enclose no area', () => {
    expect(checkPolygon([p(0, 0), p(1, 1), p(2, 2)]).ok).toBe(false);
  });
});

describe('storage form', () => {
  it('round-trips [lat, lng] pairs', () => {
    expect(fromLatLngPairs(toLatLngPairs(square))).toEqual(square);
    expect(toLatLngPairs([p(1, 2)])).toEqual([[1, 2]]);
  });
});
