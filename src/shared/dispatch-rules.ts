import { distanceToZonesMetres, metresBetween, type Zone } from './geofence.ts';
import type { LatLng } from './polygon.ts';

/*
 * Calls for service (docs/product/dispatch.md#rules), as pure functions the dispatch service and the board call:
 * the statuses and the steps between them, the response target of a priority, the queue's order, the units ranked
 * for a call, and when an arrival is far from the call's place.
 */

export const callStatuses = [
  'new',
  'assigned',
  'acknowledged',
  'en_route',
  'on_scene',
  'cleared',
  'cancelled',
] as const;
export type CallStatus = (typeof callStatuses)[number];

export const callTypes = ['alarm', 'patrol_request', 'disturbance', 'lock_unlock', 'escort', 'other'] as const;
export type CallType = (typeof callTypes)[number];

export const callOutcomes = [
  'false_alarm',
  'secured',
  'police_attended',
  'keyholder_attended',
  'no_access',
  'other',
] as const;
export type CallOutcome = (typeof callOutcomes)[number];

export const callPriorities = [1, 2, 3, 4] as const;
export type CallPriority = (typeof callPriorities)[number];

/** Minutes from the call's arrival to being on scene, per priority, unless the customer's contract says otherwise. */
export const defaultResponseTargets: Readonly<Record<CallPriority, number>> = { 1: 15, 2: 30, 3: 60, 4: 240 };

/** An assigned call not acknowledged within this many minutes raises `Dispatch Not Acknowledged`. */
export const acknowledgeWithinMinutes = 3;
/** The average speed an ETA is computed at, unless the client sets another. */
export const defaultAverageSpeedKmh = 40;
/** Arriving farther than this from a call with an address (no site geofence) is flagged. */
export const addressArrivalRadiusMetres = 200;

/**
 * What moves a call: the dispatcher assigns (also reassigns) and cancels; the guard acknowledges, refuses, goes en
 * route, arrives and clears. `refuse` returns the call to `new`.
 */
export type CallAction = 'assign' | 'acknowledge' | 'refuse' | 'en_route' | 'on_scene' | 'clear' | 'cancel';

const steps: Record<CallAction, { from: readonly CallStatus[]; to: CallStatus }> = {
  // Reassigning a call already taken by someone moves it to the new person, as assigned.
  assign: { from: ['new', 'assigned', 'acknowledged', 'en_route'], to: 'assigned' },
  acknowledge: { from: ['assigned'], to: 'acknowledged' },
  refuse: { from: ['assigned', 'acknowledged'], to: 'new' },
  en_route: { from: ['acknowledged'], to: 'en_route' },
  // A guard already at the site may go from acknowledged straight to on scene.
  on_scene: { from: ['acknowledged', 'en_route'], to: 'on_scene' },
  clear: { from: ['on_scene'], to: 'cleared' },
  cancel: { from: ['new', 'assigned', 'acknowledged', 'en_route', 'on_scene'], to: 'cancelled' },
};

/** The status `action` moves a call in `status` to, or null when the step is not allowed (`dispatch.illegal_transition`). */
export function nextStatus(status: CallStatus, action: CallAction): CallStatus | null {
  const step = steps[action];
  return step.from.includes(status) ? step.to : null;
}

/** Whether a call still needs someone: not cleared or cancelled. */
export const isOpenCall = (status: CallStatus): boolean => status !== 'cleared' && status !== 'cancelled';

/** The instant the call should have someone on scene: its arrival + the priority's target. */
export function responseTargetAt(
  receivedAt: number,
  priority: CallPriority,
  targets: Partial<Record<CallPriority, number>> = {},
): number {
  return receivedAt + (targets[priority] ?? defaultResponseTargets[priority]) * 60_000;
}

/** Milliseconds left to the target (negative once it is breached). */
export const timeLeftMs = (targetAt: number, now: number): number => targetAt - now;

/**
 * Whether the response target is missed: past the target with nobody on scene yet (an arrival at or before the
 * target meets it, whatever happens after).
 */
export function responseTargetMissed(
  call: { targetAt: number; onSceneAt: number | null; status: CallStatus },
  now: number,
) {
  if (call.onSceneAt !== null) return call.onSceneAt > call.targetAt;
  if (call.status === 'cancelled') return false;
  return now > call.targetAt;
}

/** Whether an assignment is overdue for acknowledgement at `now`. */
export function acknowledgementOverdue(call: { status: CallStatus; assignedAt: number | null }, now: number): boolean {
  return (
    call.status === 'assigned' && call.assignedAt !== null && now > call.assignedAt + acknowledgeWithinMinutes * 60_000
  );
}

/** The board's queue: open calls by priority (P1 first), then the least time left, then the oldest. */
export function queueOrder<T extends { priority: CallPriority; targetAt: number; receivedAt: number; id: string }>(
  calls: readonly T[],
): T[] {
  return [...calls].sort(
    (a, b) =>
      a.priority - b.priority || a.targetAt - b.targetAt || a.receivedAt - b.receivedAt || a.id.localeCompare(b.id),
  );
}

export interface UnitCandidate {
  userId: string;
  name: string;
  /** On duty and on no open call. */
  available: boolean;
  /** The last position sent, if any. */
  position: (LatLng & { at: number }) | null;
}

export interface RankedUnit {
  userId: string;
  name: string;
  available: boolean;
  /** Straight-line (great-circle) distance to the call, whole metres; null without a position. */
  distanceMeters: number | null;
  /** Minutes at the average speed, rounded up; null without a position. */
  etaMinutes: number | null;
  lastPositionAt: number | null;
}

/**
 * The units for a call: the available ones first, each group nearest first by straight-line distance (units with
 * no position last, by name), with an ETA at `speedKmh`.
 */
export function rankUnits(
  call: LatLng,
  units: readonly UnitCandidate[],
  speedKmh: number = defaultAverageSpeedKmh,
): RankedUnit[] {
  const metresPerMinute = (speedKmh * 1000) / 60;
  const ranked = units.map((unit): RankedUnit => {
    const distance = unit.position ? Math.round(metresBetween(call, unit.position)) : null;
    return {
      userId: unit.userId,
      name: unit.name,
      available: unit.available,
      distanceMeters: distance,
      etaMinutes: distance === null ? null : Math.ceil(distance / metresPerMinute),
      lastPositionAt: unit.position?.at ?? null,
    };
  });
  return ranked.sort(
    (a, b) =>
      Number(b.available) - Number(a.available) ||
      (a.distanceMeters ?? Number.POSITIVE_INFINITY) - (b.distanceMeters ?? Number.POSITIVE_INFINITY) ||
      a.name.localeCompare(b.name) ||
      a.userId.localeCompare(b.userId),
  );
}

/**
 * Whether an arrival on scene is far, like a far checkpoint scan: outside every allowed zone of the call's site by
 * more than the position's accuracy, or, for a call at an address, farther than 200 m (less the accuracy) from it.
 * Without a position, or a site without a geofence, nothing is flagged.
 */
export function arrivalIsFar(
  place: { zones: readonly Zone[] } | { point: LatLng },
  position: (LatLng & { accuracy: number | null }) | null,
): boolean {
  if (!position) return false;
  const accuracy = position.accuracy ?? 0;
  if ('point' in place) return metresBetween(place.point, position) - accuracy > addressArrivalRadiusMetres;
  const allowed = place.zones.filter((zone) => zone.zoneType === 'Allowed zone');
  if (allowed.length === 0) return false;
  return distanceToZonesMetres(position, allowed) > accuracy;
}
