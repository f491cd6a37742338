/**
 * The real-time map's state and how live events change it (pure: no React, no Leaflet). The query cache holds a
 * MapState made from GET /map/guards; each live event goes through an apply* function that answers the next
 * state and whether the list must be read again (something the event alone cannot tell, e.g. a guard who just
 * clocked in, or a break's length).
 */
import type { Alert } from '../../../shared/contract/alerts.ts';
import type { MapEvent, MapGuard, MapGuardStatus, MapGuardsResponse } from '../../../shared/contract/map.ts';
import type { LiveEvent } from '../../../shared/contract/stream.ts';

type LiveData<T extends LiveEvent['type']> = Extract<LiveEvent, { type: T }>['data'];
export type GuardLocation = LiveData<'guard.location'>;
export type GuardStatusChange = LiveData<'guard.status'>;

export interface MapGuardView extends Omit<MapGuard, 'onBreak' | 'status'> {
  /** lengthOfBreak is null until the list is read again after a live break start. */
  onBreak: { since: string; lengthOfBreak: number | null } | null;
  /** An unseen SOS of theirs since clock-in. */
  sos: boolean;
  /** Outside every Allowed zone, or inside a restricted one (as of the latest position). */
  outOfZone: boolean;
  status: MapGuardStatus;
}

export interface MapState {
  guards: MapGuardView[];
  events: MapEvent[];
  tiles: MapGuardsResponse['tiles'];
  /** The server's clock minus this browser's when the list was read: ages are measured on the server's clock. */
  clockOffsetMs: number;
}

export interface Applied {
  state: MapState;
  /** The event speaks of something the state does not hold: read the list again. */
  refetch: boolean;
}

/** SOS first, then out of zone, on break, on duty (the server's precedence, contract/map.ts). */
export function statusOf(guard: Pick<MapGuardView, 'sos' | 'outOfZone' | 'onBreak'>): MapGuardStatus {
  if (guard.sos) return 'sos';
  if (guard.outOfZone) return 'outOfZone';
  if (guard.onBreak) return 'onBreak';
  return 'onDuty';
}

function withStatus(guard: MapGuardView): MapGuardView {
  return { ...guard, status: statusOf(guard) };
}

export function toMapState(response: MapGuardsResponse, browserNow: number = Date.now()): MapState {
  const serverNow = Date.parse(response.now);
  return {
    guards: response.guards.map((guard) => ({
      ...guard,
      sos: guard.status === 'sos',
      outOfZone: guard.status === 'outOfZone',
    })),
    events: response.events,
    tiles: response.tiles,
    clockOffsetMs: Number.isNaN(serverNow) ? 0 : serverNow - browserNow,
  };
}

function updateGuard(state: MapState, userId: string, change: (guard: MapGuardView) => MapGuardView): MapState {
  return { ...state, guards: state.guards.map((guard) => (guard.userId === userId ? change(guard) : guard)) };
}

function holds(state: MapState, userId: string): boolean {
  return state.guards.some((guard) => guard.userId === userId);
}

/** A new position: the marker moves, and the zone side decides out of zone. Older positions are ignored. */
export function applyLocation(state: MapState, event: GuardLocation): Applied {
  const guard = state.guards.find((g) => g.userId === event.userId);
  if (!guard) return { state, refetch: true };
  if (guard.position && Date.parse(guard.position.at) > Date.parse(event.at)) return { state, refetch: false };
  const outOfZone = event.allowed === 'outside' || event.inRestrictedZone;
  return {
    state: updateGuard(state, event.userId, (g) =>
      withStatus({
        ...g,
        eventId: event.eventId ?? g.eventId,
        position: { lat: event.lat, lng: event.lng, accuracy: event.accuracy, at: event.at },
        outOfZone,
      }),
    ),
    refetch: false,
  };
}

/** Clocked in (read the list for the new guard), on a break, back from it, clocked out (gone), SOS. */
export function applyStatus(state: MapState, event: GuardStatusChange): Applied {
  const known = holds(state, event.userId);
  switch (event.status) {
    case 'off':
      return { state: { ...state, guards: state.guards.filter((g) => g.userId !== event.userId) }, refetch: false };
    case 'onDuty':
      if (!known) return { state, refetch: true };
      return { state: updateGuard(state, event.userId, (g) => withStatus({ ...g, onBreak: null })), refetch: false };
    case 'onBreak':
      if (!known) return { state, refetch: true };
      // The event does not say how long the break is: shown at once, its length read with the list.
      return {
        state: updateGuard(state, event.userId, (g) =>
          withStatus({ ...g, onBreak: { since: event.at, lengthOfBreak: null } }),
        ),
        refetch: true,
      };
    case 'sos':
      if (!known) return { state, refetch: true };
      return { state: updateGuard(state, event.userId, (g) => withStatus({ ...g, sos: true })), refetch: false };
  }
}

/**
 * An SOS alert raised turns its guard red; once seen, the guard is recomputed (and the list read again, since
 * another SOS of theirs may still be unseen). Other alerts do not change the map.
 */
export function applyAlert(state: MapState, alert: Alert): Applied {
  const guardId = alert.guard?.id;
  if (alert.category !== 'sos' || !guardId) return { state, refetch: false };
  const guard = state.guards.find((g) => g.userId === guardId);
  if (!guard) return { state, refetch: !alert.seen };
  if (!alert.seen) {
    if (Date.parse(alert.createdAt) < Date.parse(guard.clockedInAt)) return { state, refetch: false };
    return { state: updateGuard(state, guardId, (g) => withStatus({ ...g, sos: true })), refetch: false };
  }
  if (!guard.sos) return { state, refetch: false };
  return { state: updateGuard(state, guardId, (g) => withStatus({ ...g, sos: false })), refetch: true };
}

export type StatusCounts = Record<MapGuardStatus, number>;

export function countByStatus(guards: readonly Pick<MapGuardView, 'status'>[]): StatusCounts {
  const counts: StatusCounts = { onDuty: 0, onBreak: 0, sos: 0, outOfZone: 0 };
  for (const guard of guards) counts[guard.status] += 1;
  return counts;
}

/** The guards and events shown under the event filter (null: all events). */
export function filterByEvent(state: MapState, eventId: string | null): Pick<MapState, 'guards' | 'events'> {
  if (!eventId) return { guards: state.guards, events: state.events };
  return {
    guards: state.guards.filter((guard) => guard.eventId === eventId),
    events: state.events.filter((event) => event.id === eventId),
  };
}

const statusOrder: Record<MapGuardStatus, number> = { sos: 0, outOfZone: 1, onBreak: 2, onDuty: 3 };

/** The list panel's order: those who need attention first (SOS, out of zone, on break), then by name. */
export function sortForList<T extends Pick<MapGuardView, 'status' | 'name'>>(guards: readonly T[]): T[] {
  return [...guards].sort(
    (a, b) => statusOrder[a.status] - statusOrder[b.status] || a.name.localeCompare(b.name, undefined),
  );
}

export type Bounds = [[number, number], [number, number]];

/** South-west and north-east around every guard's position and every zone, or null when there is nothing. */
export function boundsOf(
  guards: readonly Pick<MapGuardView, 'position'>[],
  events: readonly MapEvent[],
): Bounds | null {
  const points: { lat: number; lng: number }[] = [];
  for (const guard of guards) if (guard.position) points.push(guard.position);
  for (const event of events) for (const zone of event.zones) points.push(...zone.polygon);
  if (points.length === 0) {
    for (const event of events) {
      if (event.latitude !== null && event.longitude !== null)
        points.push({ lat: event.latitude, lng: event.longitude });
    }
  }
  if (points.length === 0) return null;
  let south = Number.POSITIVE_INFINITY;
  let west = Number.POSITIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
    west = Math.min(west, p.lng);
    east = Math.max(east, p.lng);
  }
  return [
    [south, west],
    [north, east],
  ];
}

/** Milliseconds since `iso` on the server's clock (never negative). */
export function ageMs(iso: string, clockOffsetMs: number, browserNow: number = Date.now()): number {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, browserNow + clockOffsetMs - at);
}
