import type { Alert } from '../../shared/contract/alerts.ts';

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
