import type { Zone } from '../../../shared/geofence.ts';
import { fromLatLngPairs } from '../../../shared/polygon.ts';
import { type Db, listEventZones } from './repository.ts';

/**
 * Every position is evaluated against its event's zones, so they are kept in memory for a few seconds instead of
 * read per ping. A zone written through this process is forgotten at once (forgetEventZones); one written through
 * another API instance is seen within `ttlMs`.
 */
const ttlMs = 5_000;
const cache = new Map<string, { zones: Zone[]; loadedAt: number }>();

export async function zonesOf(db: Db, eventId: string | null): Promise<Zone[]> {
  if (!eventId) return [];
  const cached = cache.get(eventId);
  const now = performance.now();
  if (cached && now - cached.loadedAt < ttlMs) return cached.zones;
  const rows = await listEventZones(db, eventId);
  const zones: Zone[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    zoneType: row.zone_type,
    ring: fromLatLngPairs(row.polygon),
  }));
  cache.set(eventId, { zones, loadedAt: now });
  if (cache.size > 10_000) cache.delete(cache.keys().next().value as string);
  return zones;
}

export function forgetEventZones(eventId: string): void {
  cache.delete(eventId);
}
