import type { Zone } from '../../../shared/geofence.ts';
import { fromLatLngPairs } from '../../../shared/polygon.ts';
import { type Db, listEventZones } from './repository.ts';

/**
 * Every position is evaluated against its event's zones, so they are kept in memory for a few seconds instead of
 * read per ping. A zone written through this process is forgotten at once (forgetEventZones); one written through
 * another API instance is seen within `ttlMs`.
 */
const ttlMs = 5_000;
// The load itself is cached (single flight): when an entry expires under load, the event's concurrent pings share
// one read instead of each reading the zones again.
const cache = new Map<string, { zones: Promise<Zone[]>; loadedAt: number }>();

export function zonesOf(db: Db, eventId: string | null): Promise<Zone[]> {
  if (!eventId) return Promise.resolve([]);
  const cached = cache.get(eventId);
  const now = performance.now();
  if (cached && now - cached.loadedAt < ttlMs) return cached.zones;
  const zones = listEventZones(db, eventId).then((rows) =>
    rows.map((row) => ({ id: row.id, title: row.title, zoneType: row.zone_type, ring: fromLatLngPairs(row.polygon) })),
  );
  const entry = { zones, loadedAt: now };
  cache.set(eventId, entry);
  zones.catch(() => {
    if (cache.get(eventId) === entry) cache.delete(eventId);
  });
  if (cache.size > 10_000) cache.delete(cache.keys().next().value as string);
  return zones;
}

export function forgetEventZones(eventId: string): void {
  cache.delete(eventId);
}
