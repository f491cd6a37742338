import { describe, expect, it } from 'vitest';
import type { MapGuard, MapGuardsResponse } from '../../../shared/contract/map.ts';
import { alertFixture, mapGuardFixture } from '../../test/fixtures.ts';
import { centreOf, gridClusters } from './clusters.ts';
import {
  ageMs,
  applyAlert,
  applyLocation,
  applyStatus,
  boundsOf,
  countByStatus,
  filterByEvent,
  type MapState,
  sortForList,
  toMapState,
} from './map-state.ts';
import { worstStatus } from './status-style.ts';

const serverNow = '2026-03-18T15:00:00.000Z';

const guard = mapGuardFixture;

function response(guards: MapGuard[]): MapGuardsResponse {
  return {
    now: serverNow,
    guards,
    events: [
      {
        id: 'e1',
        name: 'Mall Day',
        latitude: 41.88,
        longitude: -87.63,
        scheduledNow: 0,
        zones: [
          {
            id: 'z1',
            title: 'Perimeter',
            zoneType: 'Allowed zone',
            polygon: [
              { lat: 41.87, lng: -87.64 },
              { lat: 41.89, lng: -87.62 },
              { lat: 41.87, lng: -87.62 },
            ],
          },
        ],
      },
      { id: 'e2', name: 'Stadium', latitude: 41.95, longitude: -87.65, scheduledNow: 0, zones: [] },
    ],
    tiles: { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'Tiles' },
  };
}

function state(guards: MapGuard[] = [guard()]): MapState {
  // The browser's clock is a day behind the server's.
  return toMapState(response(guards), Date.parse(serverNow) - 86_400_000);
}

function location(overrides: Partial<Parameters<typeof applyLocation>[1]> = {}) {
  return {
    userId: 'u1',
    eventId: 'e1',
    lat: 41.881,
    lng: -87.631,
    accuracy: 8,
    at: '2026-03-18T15:00:10.000Z',
    allowed: 'inside' as const,
    inRestrictedZone: false,
    ...overrides,
  };
}

describe('map state', () => {
  it('measures ages on the server clock, whatever the browser clock says', () => {
    const s = state();
    expect(s.clockOffsetMs).toBe(86_400_000);
    expect(ageMs('2026-03-18T14:59:48.000Z', s.clockOffsetMs, Date.parse(serverNow) - 86_400_000)).toBe(12_000);
    expect(ageMs('2026-03-18T15:00:30.000Z', s.clockOffsetMs, Date.parse(serverNow) - 86_400_000)).toBe(0);
  });

  it('moves a guard on a new position and ignores an older one', () => {
    const moved = applyLocation(state(), location());
    expect(moved.refetch).toBe(false);
    expect(moved.state.guards[0]?.position).toEqual({ lat: 41.881, lng: -87.631, accuracy: 8, at: location().at });
    const older = applyLocation(moved.state, location({ lat: 1, at: '2026-03-18T14:00:00.000Z' }));
    expect(older.state).toBe(moved.state);
  });

  it('turns a guard out of zone outside the allowed zones or inside a restricted one, and back', () => {
    const out = applyLocation(state(), location({ allowed: 'outside' })).state;
    expect(out.guards[0]?.status).toBe('outOfZone');
    const restricted = applyLocation(state(), location({ inRestrictedZone: true })).state;
    expect(restricted.guards[0]?.status).toBe('outOfZone');
    const back = applyLocation(out, location({ at: '2026-03-18T15:00:20.000Z' })).state;
    expect(back.guards[0]?.status).toBe('onDuty');
  });

  it('asks for the list again when a guard it does not hold moves or clocks in', () => {
    const empty = state([]);
    expect(applyLocation(empty, location()).refetch).toBe(true);
    expect(applyStatus(empty, { userId: 'u9', eventId: 'e1', status: 'onDuty', at: serverNow }).refetch).toBe(true);
  });

  it('follows breaks and removes a guard who clocks out', () => {
    const onBreak = applyStatus(state(), { userId: 'u1', eventId: 'e1', status: 'onBreak', at: serverNow });
    expect(onBreak.state.guards[0]?.status).toBe('onBreak');
    expect(onBreak.state.guards[0]?.onBreak).toEqual({ since: serverNow, lengthOfBreak: null });
    expect(onBreak.refetch).toBe(true);
    const back = applyStatus(onBreak.state, { userId: 'u1', eventId: 'e1', status: 'onDuty', at: serverNow });
    expect(back.state.guards[0]?.status).toBe('onDuty');
    expect(back.state.guards[0]?.onBreak).toBeNull();
    const off = applyStatus(back.state, { userId: 'u1', eventId: 'e1', status: 'off', at: serverNow });
    expect(off.state.guards).toEqual([]);
  });

  it('keeps SOS above every other status until the alert is seen', () => {
    const raised = applyAlert(state(), alertFixture()).state;
    expect(raised.guards[0]?.status).toBe('sos');
    const outside = applyLocation(raised, location({ allowed: 'outside' })).state;
    expect(outside.guards[0]?.status).toBe('sos');
    const seen = applyAlert(outside, alertFixture({ seen: true }));
    expect(seen.state.guards[0]?.status).toBe('outOfZone');
    expect(seen.refetch).toBe(true);
    expect(
      applyStatus(state(), { userId: 'u1', eventId: 'e1', status: 'sos', at: serverNow }).state.guards[0]?.status,
    ).toBe('sos');
  });

  it('ignores alerts that are not SOS and SOS raised before the clock-in', () => {
    const s = state();
    expect(applyAlert(s, alertFixture({ type: 'Geofence Exit', category: 'geofence' })).state).toBe(s);
    expect(applyAlert(s, alertFixture({ createdAt: '2026-03-18T12:00:00.000Z' })).state).toBe(s);
  });

  it('reads the server status into flags', () => {
    const s = state([guard({ status: 'sos' }), guard({ userId: 'u2', status: 'outOfZone' })]);
    expect(s.guards.map((g) => [g.sos, g.outOfZone])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it('counts, filters, sorts and bounds what is shown', () => {
    const s = state([
      guard({ userId: 'u1', name: 'Zed', status: 'onDuty' }),
      guard({ userId: 'u2', name: 'Amy', status: 'onBreak', onBreak: { since: serverNow, lengthOfBreak: 15 } }),
      guard({ userId: 'u3', name: 'Bob', status: 'sos', eventId: 'e2', position: null }),
    ]);
    expect(countByStatus(s.guards)).toEqual({ onDuty: 1, onBreak: 1, sos: 1, outOfZone: 0 });
    expect(sortForList(s.guards).map((g) => g.name)).toEqual(['Bob', 'Amy', 'Zed']);
    const e2 = filterByEvent(s, 'e2');
    expect(e2.guards.map((g) => g.userId)).toEqual(['u3']);
    expect(e2.events.map((e) => e.id)).toEqual(['e2']);
    expect(filterByEvent(s, null).guards).toHaveLength(3);
    expect(boundsOf(s.guards, s.events)).toEqual([
      [41.87, -87.64],
      [41.89, -87.62],
    ]);
    // Nobody placed and no zones: the event's own location.
    expect(boundsOf(e2.guards, e2.events)).toEqual([
      [41.95, -87.65],
      [41.95, -87.65],
    ]);
    expect(boundsOf([], [])).toBeNull();
  });
});

describe('clusters', () => {
  const items = [
    { id: 'a', x: 10, y: 10 },
    { id: 'b', x: 30, y: 40 },
    { id: 'c', x: 200, y: 10 },
  ];
  it('groups what falls in one grid cell and leaves the rest single', () => {
    const clusters = gridClusters(
      items,
      (i) => i.id,
      (i) => i,
      56,
    );
    expect(clusters).toEqual([
      { kind: 'group', key: 'cluster:0:0', items: [items[0], items[1]] },
      { kind: 'single', key: 'c', item: items[2] },
    ]);
    expect(
      gridClusters(
        items,
        (i) => i.id,
        (i) => i,
        8,
      ).every((c) => c.kind === 'single'),
    ).toBe(true);
  });

  it('places a group at its members’ average and colours it by the worst status', () => {
    expect(
      centreOf([
        { lat: 1, lng: 2 },
        { lat: 3, lng: 4 },
      ]),
    ).toEqual({ lat: 2, lng: 3 });
    expect(worstStatus(['onDuty', 'onBreak', 'outOfZone'])).toBe('outOfZone');
    expect(worstStatus(['onBreak', 'sos'])).toBe('sos');
    expect(worstStatus(['onDuty'])).toBe('onDuty');
  });
});
