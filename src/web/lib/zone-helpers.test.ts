import { describe, expect, it } from 'vitest';
import type { Geofence, RestrictedArea } from '../../shared/contract/events.ts';
import { englishOf } from '../../shared/contract/field-errors.ts';
import {
  boundsOf,
  createRequestOf,
  defaultMapView,
  initialView,
  polygonFromLatLngs,
  positionsOf,
  samePolygon,
  serverFieldErrors,
  updateRequestOf,
  zoneItems,
  zoneStyle,
} from './zone-helpers.ts';
import { bowtie, square } from './zone-shapes.test-data.ts';

const geofence: Geofence = {
  id: 'g1',
  eventId: 'e1',
  title: null,
  zoneType: 'Break zone',
  polygon: square,
  createdAt: '',
  updatedAt: '',
};
const area: RestrictedArea = {
  id: 'r1',
  eventId: 'e1',
  title: 'Stage',
  description: 'Crew only',
  polygon: [
    { lat: 41.9, lng: -87.6 },
    { lat: 41.9, lng: -87.59 },
    { lat: 41.89, lng: -87.59 },
  ],
  createdAt: '',
};

describe('zone list items', () => {
  it('puts geofences then restricted areas in one list, with a key per record', () => {
    const items = zoneItems([geofence], [area]);
    expect(items.map((z) => [z.key, z.kind, z.title])).toEqual([
      ['geofence:g1', 'Break zone', ''],
      ['restrictedArea:r1', 'Restricted area', 'Stage'],
    ]);
    expect(items[1]?.description).toBe('Crew only');
  });
});

describe('zone colours', () => {
  it('colours allowed green, break blue, restricted red and restricted areas darker and dashed', () => {
    expect(zoneStyle('Allowed zone').color).toBe('#2e7d32');
    expect(zoneStyle('Break zone').color).toBe('#1565c0');
    expect(zoneStyle('Restricted zone').color).toBe('#d32f2f');
    const restrictedArea = zoneStyle('Restricted area');
    expect(restrictedArea.color).toBe('#8e0000');
    expect(restrictedArea.dashArray).toBeDefined();
    expect(restrictedArea.fillOpacity).toBeGreaterThan(zoneStyle('Restricted zone').fillOpacity);
  });
});

describe('leaflet latlngs and the API polygon', () => {
  it('takes the outer ring of a polygon (also with holes or nested), as plain rounded points', () => {
    const ring = [
      { lat: 41.123456789, lng: -87.987654321, alt: 3 },
      { lat: 41.2, lng: -87.9 },
      { lat: 41.1, lng: -87.8 },
    ];
    const expected = [
      { lat: 41.123457, lng: -87.987654 },
      { lat: 41.2, lng: -87.9 },
      { lat: 41.1, lng: -87.8 },
    ];
    expect(polygonFromLatLngs(ring)).toEqual(expected);
    expect(polygonFromLatLngs([ring, [{ lat: 0, lng: 0 }]])).toEqual(expected);
    expect(polygonFromLatLngs([[ring]])).toEqual(expected);
    expect(polygonFromLatLngs([])).toEqual([]);
  });

  it('wraps longitudes drawn past the antimeridian back into -180…180', () => {
    expect(polygonFromLatLngs([{ lat: 10, lng: 190 }])).toEqual([{ lat: 10, lng: -170 }]);
    expect(polygonFromLatLngs([{ lat: 10, lng: -200 }])).toEqual([{ lat: 10, lng: 160 }]);
    expect(polygonFromLatLngs([{ lat: 10, lng: 179.5 }])).toEqual([{ lat: 10, lng: 179.5 }]);
  });

  it('gives Leaflet [lat, lng] pairs and compares outlines point by point', () => {
    expect(positionsOf(square.slice(0, 2))).toEqual([
      [41.88, -87.63],
      [41.88, -87.62],
    ]);
    expect(samePolygon(square, [...square])).toBe(true);
    expect(samePolygon(square, square.slice(1))).toBe(false);
    expect(samePolygon(square, [...square.slice(0, 3), { lat: 0, lng: 0 }])).toBe(false);
  });
});

describe('where the map opens', () => {
  it('fits every zone, else the event location, else the default view', () => {
    expect(boundsOf([])).toBeNull();
    const items = zoneItems([geofence], [area]);
    expect(initialView(items, { latitude: 1, longitude: 2 })).toEqual({
      bounds: [
        [41.87, -87.63],
        [41.9, -87.59],
      ],
    });
    expect(initialView([], { latitude: 41.5, longitude: -87.5 })).toEqual({ center: [41.5, -87.5], zoom: 16 });
    expect(initialView([], { latitude: null, longitude: null })).toEqual(defaultMapView);
    expect(initialView([], undefined)).toEqual(defaultMapView);
  });
});

describe('requests checked with the API schemas', () => {
  it('builds a geofence body (blank title sent as null) or a restricted area body', () => {
    expect(createRequestOf({ kind: 'Allowed zone', title: '  ', description: 'x' }, square)).toEqual({
      ok: true,
      body: { source: 'geofence', body: { title: null, zoneType: 'Allowed zone', polygon: square } },
    });
    expect(createRequestOf({ kind: 'Restricted area', title: 'Vault', description: '' }, square)).toEqual({
      ok: true,
      body: { source: 'restrictedArea', body: { title: 'Vault', description: null, polygon: square } },
    });
  });

  it('refuses a bad outline with the shared messages, and a restricted area without a title', () => {
    expect(createRequestOf({ kind: 'Break zone', title: 'A', description: '' }, bowtie)).toEqual({
      ok: false,
      errors: { polygon: 'polygon.crosses_itself' },
    });
    expect(englishOf({ code: 'polygon.crosses_itself' })).toBe('The outline must not cross itself');
    expect(createRequestOf({ kind: 'Break zone', title: 'A', description: '' }, square.slice(0, 2))).toEqual({
      ok: false,
      errors: { polygon: 'polygon.too_few_points' },
    });
    expect(englishOf({ code: 'polygon.too_few_points' })).toBe('A zone needs at least 3 points');
    const result = createRequestOf({ kind: 'Restricted area', title: '', description: '' }, square);
    expect(result).toEqual({ ok: false, errors: { title: 'validation.title_required' } });
    expect(englishOf({ code: 'validation.title_required' })).toBe('You must enter a title');
  });

  it('sends the outline of an existing zone only when it changed', () => {
    const [zone, restricted] = zoneItems([geofence], [area]);
    if (!zone || !restricted) throw new Error('no zones');
    const values = { kind: 'Allowed zone' as const, title: 'Gate', description: '' };
    expect(updateRequestOf(zone, values, null)).toEqual({
      ok: true,
      body: { source: 'geofence', id: 'g1', body: { title: 'Gate', zoneType: 'Allowed zone' } },
    });
    expect(updateRequestOf(zone, values, [...square])).toMatchObject({ ok: true, body: { body: { title: 'Gate' } } });
    const moved = [...square.slice(0, 3), { lat: 41.869, lng: -87.631 }];
    expect(updateRequestOf(zone, values, moved)).toMatchObject({ ok: true, body: { body: { polygon: moved } } });
    expect(updateRequestOf(zone, values, bowtie)).toEqual({
      ok: false,
      errors: { polygon: 'polygon.crosses_itself' },
    });
    expect(updateRequestOf(restricted, { kind: 'Restricted area', title: 'Stage', description: '' }, null)).toEqual({
      ok: true,
      body: { source: 'restrictedArea', id: 'r1', body: { title: 'Stage', description: null } },
    });
  });

  it('puts the server’s field messages on the form fields', () => {
    expect(serverFieldErrors({ polygon: 'The outline must not cross itself' }, 'Some fields are not valid.')).toEqual({
      polygon: 'The outline must not cross itself',
    });
    expect(serverFieldErrors({ 'polygon.0.lat': 'Must be a number' }, 'x')).toEqual({ polygon: 'Must be a number' });
    expect(serverFieldErrors({ zoneType: 'Bad' }, 'x')).toEqual({ kind: 'Bad' });
    expect(serverFieldErrors(undefined, 'No such event.')).toEqual({ form: 'No such event.' });
    expect(serverFieldErrors({ other: 'Unknown field' }, 'Some fields are not valid.')).toEqual({
      form: 'Some fields are not valid.',
    });
  });
});
