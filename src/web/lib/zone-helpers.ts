/**
 * Pure helpers of the zone editor (no Leaflet, no React): the two kinds of zone in one list, their colours, and
 * the conversions between Leaflet's latlngs and the API's polygon.
 */
import type { Geofence, RestrictedArea, ZoneType } from '../../shared/contract/events.ts';
import {
  type GeofenceCreateBody,
  type GeofenceUpdateBody,
  geofenceCreateBodySchema,
  geofenceUpdateBodySchema,
  type RestrictedAreaCreateBody,
  type RestrictedAreaUpdateBody,
  restrictedAreaCreateBodySchema,
  restrictedAreaUpdateBodySchema,
} from '../../shared/contract/events.ts';
import type { LatLng } from '../../shared/polygon.ts';
import { translateError } from '../i18n/translate-error.ts';
import { isApiError } from './api-client.ts';
import { fieldMessagesOf } from './apply-server-errors.ts';

/** What a zone is: one of the geofence types, or a restricted area (a separate record with a description). */
export type ZoneKind = ZoneType | 'Restricted area';

export const zoneKinds: readonly ZoneKind[] = ['Allowed zone', 'Break zone', 'Restricted zone', 'Restricted area'];

/** The i18n key (under events:zones.kinds) of each kind. */
export const zoneKindKeys = {
  'Allowed zone': 'allowed',
  'Break zone': 'break',
  'Restricted zone': 'restricted',
  'Restricted area': 'restrictedArea',
} as const satisfies Record<ZoneKind, string>;

/** One row of the editor: a geofence or a restricted area, told apart by `source`. */
export type ZoneItem =
  | { source: 'geofence'; id: string; key: string; title: string; kind: ZoneType; description: null; polygon: LatLng[] }
  | {
      source: 'restrictedArea';
      id: string;
      key: string;
      title: string;
      kind: 'Restricted area';
      description: string | null;
      polygon: LatLng[];
    };

export function zoneFromGeofence(zone: Geofence): ZoneItem {
  return {
    source: 'geofence',
    id: zone.id,
    key: `geofence:${zone.id}`,
    title: zone.title ?? '',
    kind: zone.zoneType,
    description: null,
    polygon: zone.polygon,
  };
}

export function zoneFromRestrictedArea(area: RestrictedArea): ZoneItem {
  return {
    source: 'restrictedArea',
    id: area.id,
    key: `restrictedArea:${area.id}`,
    title: area.title,
    kind: 'Restricted area',
    description: area.description,
    polygon: area.polygon,
  };
}

/** Geofences first (in the server's order), then restricted areas. */
export function zoneItems(geofences: readonly Geofence[], areas: readonly RestrictedArea[]): ZoneItem[] {
  return [...geofences.map(zoneFromGeofence), ...areas.map(zoneFromRestrictedArea)];
}

export interface ZoneStyle {
  /** Outline and fill colour. */
  color: string;
  fillOpacity: number;
  /** SVG dash pattern of the outline; restricted areas are dashed so they read apart from restricted zones. */
  dashArray?: string;
  weight: number;
}

/** Allowed green, break blue, restricted red; restricted areas darker red, dashed and more filled. */
export function zoneStyle(kind: ZoneKind): ZoneStyle {
  switch (kind) {
    case 'Allowed zone':
      return { color: '#2e7d32', fillOpacity: 0.2, weight: 2 };
    case 'Break zone':
      return { color: '#1565c0', fillOpacity: 0.2, weight: 2 };
    case 'Restricted zone':
      return { color: '#d32f2f', fillOpacity: 0.25, weight: 2 };
    case 'Restricted area':
      return { color: '#8e0000', fillOpacity: 0.35, dashArray: '6 4', weight: 3 };
  }
}

/** Six decimals of a degree is ~0.1 m: finer than anyone can click, and keeps the numbers short. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

interface LatLngLike {
  lat: number;
  lng: number;
}
type LatLngTree = LatLngLike | readonly LatLngTree[];

function isLatLng(value: LatLngTree): value is LatLngLike {
  return !Array.isArray(value);
}

/**
 * The outer ring of what Leaflet's `Polygon.getLatLngs()` returns (LatLng[], LatLng[][] for a polygon with
 * holes, LatLng[][][] for a multi-polygon) as the API's polygon: plain { lat, lng }, rounded, wrapped into
 * -180…180 longitude (Leaflet lets a drawing wander past the antimeridian).
 */
export function polygonFromLatLngs(latLngs: LatLngTree): LatLng[] {
  let ring: LatLngTree = latLngs;
  while (Array.isArray(ring) && ring.length > 0 && !isLatLng(ring[0] as LatLngTree)) ring = ring[0] as LatLngTree;
  if (!Array.isArray(ring)) return [];
  return (ring as readonly LatLngTree[]).filter(isLatLng).map((p) => ({
    lat: roundCoordinate(p.lat),
    lng: roundCoordinate(((((p.lng + 180) % 360) + 360) % 360) - 180),
  }));
}

/** The API's polygon as Leaflet positions ([lat, lng] pairs). */
export function positionsOf(polygon: readonly LatLng[]): [number, number][] {
  return polygon.map((p) => [p.lat, p.lng]);
}

/** South-west and north-east corners around every zone, or null when there is none. */
export function boundsOf(
  zones: readonly { polygon: readonly LatLng[] }[],
): [[number, number], [number, number]] | null {
  let south = Number.POSITIVE_INFINITY;
  let west = Number.POSITIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  for (const zone of zones) {
    for (const p of zone.polygon) {
      south = Math.min(south, p.lat);
      north = Math.max(north, p.lat);
      west = Math.min(west, p.lng);
      east = Math.max(east, p.lng);
    }
  }
  if (!Number.isFinite(south)) return null;
  return [
    [south, west],
    [north, east],
  ];
}

/** Downtown Chicago (where the demo client works) at city zoom: the map opens here when nothing says better. */
export const defaultMapView = { center: [41.8781, -87.6298] as [number, number], zoom: 13 };

/** Where the map opens: around the zones, else at the event's location, else the default view. */
export function initialView(
  zones: readonly { polygon: readonly LatLng[] }[],
  event: { latitude: number | null; longitude: number | null } | undefined,
): { bounds: [[number, number], [number, number]] } | { center: [number, number]; zoom: number } {
  const bounds = boundsOf(zones);
  if (bounds) return { bounds };
  if (event && event.latitude !== null && event.longitude !== null)
    return { center: [event.latitude, event.longitude], zoom: 16 };
  return defaultMapView;
}

/** Whether two outlines are the same points in the same order. */
export function samePolygon(a: readonly LatLng[], b: readonly LatLng[]): boolean {
  return a.length === b.length && a.every((p, i) => p.lat === b[i]?.lat && p.lng === b[i]?.lng);
}

/** What the zone form holds (the dialog for a new zone, the inline form for an existing one). */
export interface ZoneFormValues {
  kind: ZoneKind;
  title: string;
  description: string;
}

/** Field name → message: a field error key of the shared schemas or the server, or a sentence (translateFieldMessage). */
export type ZoneFieldErrors = Partial<Record<'kind' | 'title' | 'description' | 'polygon' | 'form', string>>;

type Parsed<T> = { ok: true; body: T } | { ok: false; errors: ZoneFieldErrors };

function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ZoneFieldErrors {
  const errors: ZoneFieldErrors = {};
  for (const issue of issues) {
    const head = issue.path[0];
    const field = head === 'zoneType' ? 'kind' : typeof head === 'string' ? head : 'form';
    if (field === 'kind' || field === 'title' || field === 'description' || field === 'polygon' || field === 'form')
      errors[field] ??= issue.message;
  }
  return errors;
}

export type ZoneCreateRequest =
  | { source: 'geofence'; body: GeofenceCreateBody }
  | { source: 'restrictedArea'; body: RestrictedAreaCreateBody };

/**
 * The body of a new zone, checked with the API's own schema (the same outline check and messages as the
 * server), or the messages by field.
 */
export function createRequestOf(values: ZoneFormValues, polygon: readonly LatLng[]): Parsed<ZoneCreateRequest> {
  if (values.kind === 'Restricted area') {
    const parsed = restrictedAreaCreateBodySchema.safeParse({
      title: values.title,
      description: values.description,
      polygon,
    });
    return parsed.success
      ? { ok: true, body: { source: 'restrictedArea', body: parsed.data } }
      : { ok: false, errors: fieldErrorsOf(parsed.error.issues) };
  }
  const parsed = geofenceCreateBodySchema.safeParse({ title: values.title, zoneType: values.kind, polygon });
  return parsed.success
    ? { ok: true, body: { source: 'geofence', body: parsed.data } }
    : { ok: false, errors: fieldErrorsOf(parsed.error.issues) };
}

export type ZoneUpdateRequest =
  | { source: 'geofence'; id: string; body: GeofenceUpdateBody }
  | { source: 'restrictedArea'; id: string; body: RestrictedAreaUpdateBody };

/** The change to an existing zone: its fields, and its outline when it was edited on the map. */
export function updateRequestOf(
  zone: ZoneItem,
  values: ZoneFormValues,
  outline: readonly LatLng[] | null,
): Parsed<ZoneUpdateRequest> {
  const polygon = outline && !samePolygon(outline, zone.polygon) ? outline : undefined;
  if (zone.source === 'restrictedArea') {
    const parsed = restrictedAreaUpdateBodySchema.safeParse({
      title: values.title,
      description: values.description,
      ...(polygon ? { polygon } : {}),
    });
    return parsed.success
      ? { ok: true, body: { source: 'restrictedArea', id: zone.id, body: parsed.data } }
      : { ok: false, errors: fieldErrorsOf(parsed.error.issues) };
  }
  const parsed = geofenceUpdateBodySchema.safeParse({
    title: values.title,
    zoneType: values.kind,
    ...(polygon ? { polygon } : {}),
  });
  return parsed.success
    ? { ok: true, body: { source: 'geofence', id: zone.id, body: parsed.data } }
    : { ok: false, errors: fieldErrorsOf(parsed.error.issues) };
}

/** The server's 400 field messages (keys like `polygon` or `polygon.0.lat`) on the form's fields. */
export function serverFieldErrors(fields: Record<string, string> | undefined, message: string): ZoneFieldErrors {
  if (!fields || Object.keys(fields).length === 0) return { form: message };
  const errors = fieldErrorsOf(
    Object.entries(fields).map(([path, text]) => ({ path: [path.split('.')[0] ?? path], message: text })),
  );
  const known = Object.keys(errors).length > 0;
  return known ? errors : { form: message };
}

/** What a failed zone save says: the server's field messages on the form's fields, anything else above the form. */
export function zoneSaveErrors(error: unknown): ZoneFieldErrors {
  if (isApiError(error)) return serverFieldErrors(fieldMessagesOf(error), translateError(error));
  return { form: error instanceof Error ? error.message : String(error) };
}
