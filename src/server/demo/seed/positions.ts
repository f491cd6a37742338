/**
 * Where the guards on duty have been (docs/product/events-and-zones.md): half an hour of pings each, the live map's
 * zone states, and the zone crossings of the Geofence report.
 */

import { geofenceExitAlertTexts } from '../../modules/alerts/index.ts';
import type { GeofenceActivityRecord, LocationPingRecord } from '../../modules/field/index.ts';
import type { SeededRandom } from '../seeded-random.ts';
import { at, type ClientState, type DemoBuild, HOUR, MINUTE, ms } from './build.ts';
import { offsetPoint, zoneCentre } from './geometry.ts';

export function buildPings(b: DemoBuild, state: ClientState, rng: SeededRandom): void {
  b.pingAlerts = [];
  const wanderers = new Set<string>();
  for (const event of state.events) {
    if (!event.spec.wanderer) continue;
    const candidates = [...state.onDuty.values()].filter(
      (s) =>
        s.event === event &&
        s.payRole === 'guard' &&
        !state.onBreak.has(s.person.id) &&
        s.person.spec.email !== 'guard@demo.test',
    );
    if (candidates.length > 0) wanderers.add(rng.pick(candidates).person.id);
  }
  for (const shift of state.onDuty.values()) {
    const { venue } = shift.event;
    const openBreak = b.rows.breaks.find((row) => row.userId === shift.person.id && row.endAt === null);
    const breakStart = openBreak ? ms(openBreak.startAt) : Number.POSITIVE_INFINITY;
    const [breakLat, breakLng] = zoneCentre(venue, venue.breakZone);
    const wandering = wanderers.has(shift.person.id);
    let u = rng.between(-0.4, 0.4);
    let v = rng.between(-0.4, 0.4);
    const direction = rng.between(0, 2 * Math.PI);
    let latest: LocationPingRecord | undefined;
    for (let i = 0; i < 20; i += 1) {
      const time = Math.min(b.now - 30 * MINUTE + i * 90_000 + rng.int(-8, 8) * 1000, b.now - 10_000);
      if (time < ms(shift.clockIn)) continue;
      let lat: number;
      let lng: number;
      if (time >= breakStart) {
        const r = venue.breakZone.radius * 0.4;
        [lat, lng] = offsetPoint(breakLat, breakLng, rng.between(-r, r), rng.between(-r, r));
      } else if (wandering && i >= 14) {
        const reach = shift.event.allowedReach * (1.04 + (i - 14) * 0.04);
        [lat, lng] = offsetPoint(
          venue.latitude,
          venue.longitude,
          venue.allowed.north * reach * Math.sin(direction),
          venue.allowed.east * reach * Math.cos(direction),
        );
        if (i === 14) {
          b.pingAlerts.push({
            id: '',
            clientId: state.id,
            type: 'Geofence Exit',
            guardId: shift.person.id,
            eventId: shift.event.id,
            texts: geofenceExitAlertTexts(shift.person.name, shift.event.id, shift.event.spec.name),
            latitude: lat,
            longitude: lng,
            createdAt: at(time + 20_000),
          });
        }
      } else {
        u = Math.max(-0.6, Math.min(0.6, u + rng.between(-0.08, 0.08)));
        v = Math.max(-0.6, Math.min(0.6, v + rng.between(-0.08, 0.08)));
        [lat, lng] = offsetPoint(venue.latitude, venue.longitude, venue.allowed.north * u, venue.allowed.east * v);
      }
      const ping: LocationPingRecord = {
        clientId: state.id,
        userId: shift.person.id,
        eventId: shift.event.id,
        latitude: lat,
        longitude: lng,
        accuracy: Math.round(rng.between(4, 18) * 10) / 10,
        recordedAt: at(time),
        receivedAt: at(time + rng.int(400, 3000)),
      };
      b.rows.locationPings.push(ping);
      latest = ping;
    }
    // Where the geofence engine has each guard on duty now (the live map's positions), as of the latest ping.
    if (latest) {
      b.rows.guardZoneStates.push({
        userId: shift.person.id,
        clientId: state.id,
        clockEntryId: shift.id,
        eventId: shift.event.id,
        allowed: wandering ? 'outside' : 'inside',
        restrictedInside: [],
        breakZone: openBreak ? 'inside' : null,
        latitude: latest.latitude,
        longitude: latest.longitude,
        accuracy: latest.accuracy,
        positionAt: latest.recordedAt,
        version: 1,
        updatedAt: latest.receivedAt,
      });
    }
  }
}

/**
 * The zone crossings of the Geofence report (docs/product/events-and-zones.md#geofence-crossings): one for every geofence, restricted-area and break-zone
 * alert (an exit of the allowed zone, an entry into the restricted zone, a break taken outside the break zone),
 * some guards walking back into the allowed zone afterwards, and two crossings that show the report's fallbacks:
 * one of a zone drawn without a title, one of a zone whose event was removed.
 */
export function buildGeofenceActivity(b: DemoBuild, state: ClientState, rng: SeededRandom): void {
  const zoneOf = (eventId: string, zoneType: 'Allowed zone' | 'Break zone' | 'Restricted zone') => {
    const fence = b.rows.geofences.find((g) => g.eventId === eventId && g.zoneType === zoneType);
    if (fence) return { id: fence.id ?? null, title: fence.title ?? null };
    const area = zoneType === 'Restricted zone' ? b.rows.restrictedAreas.find((a) => a.eventId === eventId) : undefined;
    return area ? { id: area.id ?? null, title: area.title } : { id: null, title: null };
  };
  const add = (row: Omit<GeofenceActivityRecord, 'id' | 'clientId' | 'createdAt'>) =>
    b.rows.geofenceActivity.push({
      id: b.crossingIds.uuid(),
      clientId: state.id,
      ...row,
      createdAt: row.at,
    });
  const crossings = {
    'Geofence Exit': { zoneType: 'Allowed zone', crossing: 'exit' },
    'Restricted Area Entry': { zoneType: 'Restricted zone', crossing: 'enter' },
    'Break Zone Exit': { zoneType: 'Break zone', crossing: 'exit' },
  } as const;
  for (const alert of b.rows.alerts) {
    if (alert.clientId !== state.id || !alert.eventId || !alert.createdAt) continue;
    if (alert.type !== 'Geofence Exit' && alert.type !== 'Restricted Area Entry' && alert.type !== 'Break Zone Exit')
      continue;
    const { zoneType, crossing } = crossings[alert.type];
    const zone = zoneOf(alert.eventId, zoneType);
    const time = ms(alert.createdAt);
    // Whose crossing of which zone: the alert's, and the walk back in below.
    const who = { eventId: alert.eventId, userId: alert.guardId ?? null, zoneId: zone.id, title: zone.title, zoneType };
    add({
      ...who,
      crossing,
      at: alert.createdAt,
      latitude: alert.latitude ?? null,
      longitude: alert.longitude ?? null,
      alertId: alert.id ?? null,
    });
    // Most guards who left the allowed zone walk back in a few minutes later (not the ones outside it now).
    const back = time + rng.int(3, 25) * MINUTE;
    if (alert.type === 'Geofence Exit' && time < b.now - 2 * HOUR && rng.chance(0.7)) {
      const event = state.events.find((e) => e.id === alert.eventId);
      add({
        ...who,
        crossing: 'enter',
        at: at(back),
        latitude: event?.venue.latitude ?? null,
        longitude: event?.venue.longitude ?? null,
        alertId: null,
      });
    }
  }
  // The fallbacks: a crossing into a zone drawn without a title, and one of a zone whose event is gone.
  const onDuty = [...state.onDuty.values()]
    .filter((s) => s.payRole === 'guard' && ms(s.clockIn) < b.now - 40 * MINUTE)
    .sort((a, b) => a.person.name.localeCompare(b.person.name));
  const [first, second] = onDuty;
  if (first) {
    const zone = zoneOf(first.event.id, 'Allowed zone');
    add({
      eventId: first.event.id,
      userId: first.person.id,
      zoneId: zone.id,
      title: null,
      zoneType: 'Allowed zone',
      crossing: 'enter',
      at: b.ago(rng.int(12, 18) * MINUTE),
      latitude: first.event.venue.latitude,
      longitude: first.event.venue.longitude,
      alertId: null,
    });
  }
  const other = second ?? first;
  if (other) {
    add({
      eventId: null,
      userId: other.person.id,
      zoneId: null,
      title: 'Temporary cordon',
      zoneType: null,
      crossing: 'exit',
      at: b.ago(rng.int(22, 30) * MINUTE),
      latitude: other.event.venue.latitude,
      longitude: other.event.venue.longitude,
      alertId: null,
    });
  }
}
