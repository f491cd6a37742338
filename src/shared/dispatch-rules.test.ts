import { describe, expect, it } from 'vitest';
import {
  acknowledgementOverdue,
  arrivalIsFar,
  type CallAction,
  type CallStatus,
  callStatuses,
  nextStatus,
  queueOrder,
  rankUnits,
  responseTargetAt,
  responseTargetMissed,
} from './dispatch-rules.ts';
import type { Zone } from './geofence.ts';

const minute = 60_000;
const t0 = Date.parse('2026-12-07T22:00:00Z');

describe('call statuses', () => {
  // Every legal step, written out: anything else is refused.
  const legal: [CallStatus, CallAction, CallStatus][] = [
    ['new', 'assign', 'assigned'],
    ['assigned', 'assign', 'assigned'],
    ['acknowledged', 'assign', 'assigned'],
    ['en_route', 'assign', 'assigned'],
    ['assigned', 'acknowledge', 'acknowledged'],
    ['assigned', 'refuse', 'new'],
    ['acknowledged', 'refuse', 'new'],
    ['acknowledged', 'en_route', 'en_route'],
    ['acknowledged', 'on_scene', 'on_scene'],
    ['en_route', 'on_scene', 'on_scene'],
    ['on_scene', 'clear', 'cleared'],
    ['new', 'cancel', 'cancelled'],
    ['assigned', 'cancel', 'cancelled'],
    ['acknowledged', 'cancel', 'cancelled'],
    ['en_route', 'cancel', 'cancelled'],
    ['on_scene', 'cancel', 'cancelled'],
  ];
  const actions: CallAction[] = ['assign', 'acknowledge', 'refuse', 'en_route', 'on_scene', 'clear', 'cancel'];

  it.each(legal)('%s --%s--> %s', (from, action, to) => {
    expect(nextStatus(from, action)).toBe(to);
  });

  it('refuses every other step, a cleared or cancelled call moving at all among them', () => {
    const allowed = new Set(legal.map(([from, action]) => `${from}|${action}`));
    const refused: string[] = [];
    for (const status of callStatuses)
      for (const action of actions)
        if (!allowed.has(`${status}|${action}`)) {
          expect(nextStatus(status, action), `${status} ${action}`).toBeNull();
          refused.push(`${status}|${action}`);
        }
    // 7 statuses × 7 actions = 49, of which 16 are legal.
    expect(refused).toHaveLength(33);
    for (const action of actions) {
      expect(nextStatus('cleared', action)).toBeNull();
      expect(nextStatus('cancelled', action)).toBeNull();
    }
    // A guard cannot skip acknowledging, nor clear before arriving.
    expect(nextStatus('assigned', 'en_route')).toBeNull();
    expect(nextStatus('assigned', 'on_scene')).toBeNull();
    expect(nextStatus('en_route', 'clear')).toBeNull();
    expect(nextStatus('en_route', 'refuse')).toBeNull();
  });
});

describe('response targets', () => {
  it('are 15, 30, 60 and 240 minutes by default, and a contract’s own where it sets one', () => {
    expect(responseTargetAt(t0, 1)).toBe(t0 + 15 * minute);
    expect(responseTargetAt(t0, 2)).toBe(t0 + 30 * minute);
    expect(responseTargetAt(t0, 3)).toBe(t0 + 60 * minute);
    expect(responseTargetAt(t0, 4)).toBe(t0 + 240 * minute);
    expect(responseTargetAt(t0, 1, { 1: 10 })).toBe(t0 + 10 * minute);
    expect(responseTargetAt(t0, 2, { 1: 10 })).toBe(t0 + 30 * minute);
  });

  it('are missed once past with nobody on scene, and met by an arrival at the target itself', () => {
    const call = { targetAt: t0 + 15 * minute, onSceneAt: null, status: 'en_route' as const };
    expect(responseTargetMissed(call, t0 + 15 * minute)).toBe(false);
    expect(responseTargetMissed(call, t0 + 15 * minute + 1)).toBe(true);
    expect(responseTargetMissed({ ...call, onSceneAt: t0 + 15 * minute, status: 'cleared' }, t0 + 60 * minute)).toBe(
      false,
    );
    expect(responseTargetMissed({ ...call, onSceneAt: t0 + 16 * minute, status: 'on_scene' }, t0 + 16 * minute)).toBe(
      true,
    );
    expect(responseTargetMissed({ ...call, status: 'cancelled' }, t0 + 60 * minute)).toBe(false);
  });

  it('raise Dispatch Not Acknowledged after 3 minutes assigned and unacknowledged', () => {
    const call = { status: 'assigned' as const, assignedAt: t0 };
    expect(acknowledgementOverdue(call, t0 + 3 * minute)).toBe(false);
    expect(acknowledgementOverdue(call, t0 + 3 * minute + 1)).toBe(true);
    expect(acknowledgementOverdue({ ...call, status: 'acknowledged' }, t0 + 10 * minute)).toBe(false);
  });
});

describe('the queue', () => {
  it('puts P1 first, then the least time left, then the oldest', () => {
    const call = (id: string, priority: 1 | 2 | 3 | 4, receivedMin: number) => ({
      id,
      priority,
      receivedAt: t0 + receivedMin * minute,
      targetAt: responseTargetAt(t0 + receivedMin * minute, priority),
    });
    const ordered = queueOrder([call('p3', 3, 0), call('p1-late', 1, 5), call('p2', 2, -40), call('p1-early', 1, 0)]);
    expect(ordered.map((c) => c.id)).toEqual(['p1-early', 'p1-late', 'p2', 'p3']);
  });
});

describe('the nearest units', () => {
  // The call at the equator; 0.01° of longitude there = 1,111.95 m (6,371,008.8 m × π / 180 × 0.01).
  const call = { lat: 0, lng: 0 };
  const at = (lng: number) => ({ lat: 0, lng, at: t0 });

  it('ranks the available first, each nearest first, with straight-line metres and an ETA at 40 km/h rounded up', () => {
    const ranked = rankUnits(call, [
      { userId: 'far', name: 'Far', available: true, position: at(0.03) },
      { userId: 'busy-near', name: 'Busy', available: false, position: at(0.001) },
      { userId: 'near', name: 'Near', available: true, position: at(0.01) },
      { userId: 'nowhere', name: 'Unplaced', available: true, position: null },
    ]);
    expect(ranked.map((unit) => unit.userId)).toEqual(['near', 'far', 'nowhere', 'busy-near']);
    // 1,111.95 m → 1,112 m; at 40 km/h = 666.67 m/min: 1.67 → 2 min. 3,335.85 → 3,336 m: 5.004 → 6 min.
    expect(ranked[0]).toMatchObject({ distanceMeters: 1112, etaMinutes: 2, lastPositionAt: t0 });
    expect(ranked[1]).toMatchObject({ distanceMeters: 3336, etaMinutes: 6 });
    expect(ranked[2]).toMatchObject({ distanceMeters: null, etaMinutes: null, lastPositionAt: null });
    // 111.2 m → 111 m: 0.17 min → 1 min.
    expect(ranked[3]).toMatchObject({ available: false, distanceMeters: 111, etaMinutes: 1 });
  });

  it('takes the client’s average speed', () => {
    // 1,112 m at 20 km/h = 333.33 m/min: 3.34 → 4 min.
    expect(rankUnits(call, [{ userId: 'a', name: 'A', available: true, position: at(0.01) }], 20)[0]?.etaMinutes).toBe(
      4,
    );
  });
});

describe('a far arrival', () => {
  // A square site of about 111 m a side around (0, 0).
  const site: Zone = {
    id: 'z',
    title: null,
    zoneType: 'Allowed zone',
    ring: [
      { lat: -0.0005, lng: -0.0005 },
      { lat: -0.0005, lng: 0.0005 },
      { lat: 0.0005, lng: 0.0005 },
      { lat: 0.0005, lng: -0.0005 },
    ],
  };

  it('is outside the site’s geofence by more than the position’s accuracy', () => {
    expect(arrivalIsFar({ zones: [site] }, { lat: 0, lng: 0, accuracy: 10 })).toBe(false);
    // 0.0015° east: 0.001° (111 m) beyond the edge.
    expect(arrivalIsFar({ zones: [site] }, { lat: 0, lng: 0.0015, accuracy: 10 })).toBe(true);
    expect(arrivalIsFar({ zones: [site] }, { lat: 0, lng: 0.0015, accuracy: 150 })).toBe(false);
    expect(arrivalIsFar({ zones: [] }, { lat: 1, lng: 1, accuracy: 5 })).toBe(false);
    expect(arrivalIsFar({ zones: [site] }, null)).toBe(false);
  });

  it('is farther than 200 m from a call’s address point', () => {
    // 0.0017° = 189 m; 0.0019° = 211 m.
    expect(arrivalIsFar({ point: { lat: 0, lng: 0 } }, { lat: 0, lng: 0.0017, accuracy: 0 })).toBe(false);
    expect(arrivalIsFar({ point: { lat: 0, lng: 0 } }, { lat: 0, lng: 0.0019, accuracy: 0 })).toBe(true);
    expect(arrivalIsFar({ point: { lat: 0, lng: 0 } }, { lat: 0, lng: 0.0019, accuracy: 20 })).toBe(false);
  });
});
