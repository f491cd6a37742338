import type { Alert } from '../../shared/contract/alerts.ts';
import type { MapGuard } from '../../shared/contract/map.ts';

/** An unseen SOS alert from Ann North at Mall Day; `overrides` make any other alert. */
export function alertFixture(overrides: Partial<Alert> = {}): Alert {
  return {
    id: 'a1',
    type: 'SOS',
    category: 'sos',
    title: 'SOS',
    message: null,
    notes: null,
    taskName: null,
    guard: { id: 'u1', name: 'Ann North' },
    event: { id: 'e1', name: 'Mall Day' },
    lengthOfBreak: null,
    latitude: null,
    longitude: null,
    seen: false,
    seenAt: null,
    seenBy: null,
    assignedBy: null,
    unassignedBy: null,
    createdAt: '2026-03-18T15:00:05.000Z',
    ...overrides,
  };
}

/** Ann North on duty at Mall Day, clocked in at 13:00 and last seen at 14:59:30 on 18 March 2026. */
export function mapGuardFixture(overrides: Partial<MapGuard> = {}): MapGuard {
  return {
    userId: 'u1',
    name: 'Ann North',
    photoUrl: null,
    eventId: 'e1',
    eventName: 'Mall Day',
    clockedInAt: '2026-03-18T13:00:00.000Z',
    onBreak: null,
    status: 'onDuty',
    position: { lat: 41.88, lng: -87.63, accuracy: 10, at: '2026-03-18T14:59:30.000Z' },
    ...overrides,
  };
}
