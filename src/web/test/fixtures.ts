import type { Alert } from '../../shared/contract/alerts.ts';
import type { Client } from '../../shared/contract/clients.ts';
import type { Customer } from '../../shared/contract/customers.ts';
import type { MapGuard } from '../../shared/contract/map.ts';
import type { Personnel } from '../../shared/contract/personnel.ts';
import type { Visitor } from '../../shared/contract/visitors.ts';

/** Harbor Patrol, an Active client in Chicago with no contact, customers or events; `overrides` make any other. */
export function clientFixture(overrides: Partial<Client> = {}): Client {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    clientName: 'Harbor Patrol',
    status: 'Active',
    timeZone: 'America/Chicago',
    contactName: null,
    contactEmail: null,
    contactPhone: null,
    address: null,
    positionIntervalSeconds: 30,
    visitorRetentionDays: 90,
    dispatchSpeedKmh: 40,
    mfaRequiredRoles: [],
    customers: 0,
    events: 0,
    activeEvents: 0,
    createdAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Harbor Events, an Active customer of Harbor Patrol with no contact, events or users; `overrides` make any other. */
export function customerFixture(overrides: Partial<Customer> = {}): Customer {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    clientId: '00000000-0000-4000-8000-0000000000c1',
    name: 'Harbor Events',
    status: 'Active',
    contactName: null,
    contactEmail: null,
    contactPhone: null,
    address: null,
    events: 0,
    users: 0,
    createdAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An unseen SOS alert from Ann North at Mall Day; `overrides` make any other alert. */
export function alertFixture(overrides: Partial<Alert> = {}): Alert {
  return {
    id: 'a1',
    type: 'SOS',
    category: 'sos',
    title: 'SOS',
    message: null,
    params: null,
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

/** Ann North, a guard on duty at Mall Day whose licence L-100 expires on 20 May 2026. */
export function personnelFixture(overrides: Partial<Personnel> = {}): Personnel {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    name: 'Ann North',
    email: 'ann@example.test',
    phone: null,
    roles: ['guard'],
    photoUrl: null,
    active: true,
    status: 'onDuty',
    currentEvent: { id: 'e1', name: 'Mall Day' },
    currentEventOutOfScope: false,
    licenceNumber: 'L-100',
    licenceExpiresOn: '2026-05-20',
    licenceState: 'expiring',
    availability: 'available',
    weeklyAvailability: null,
    notes: null,
    ...overrides,
  };
}

/** Sam Ortiz's own request to visit Naomi Feld for an interview on 2 January 2030, not yet decided. */
export function visitorFixture(overrides: Partial<Visitor> = {}): Visitor {
  return {
    id: '00000000-0000-4000-8000-00000000000a',
    eventId: null,
    eventName: null,
    siteName: null,
    name: 'Sam Ortiz',
    company: null,
    email: 'guest@demo.test',
    phone: null,
    hostName: 'Naomi Feld',
    purpose: 'Interview',
    vehiclePlate: null,
    badgeNumber: null,
    status: 'requested',
    expectedAt: '2030-01-02T15:00:00.000Z',
    checkedInAt: null,
    checkedOutAt: null,
    checkedInByName: null,
    checkedOutByName: null,
    requestedById: '00000000-0000-4000-8000-000000000001',
    requestedByName: 'Sam Ortiz',
    decisionNote: null,
    decidedByName: null,
    decidedAt: null,
    idType: null,
    idLast4: null,
    photoUrl: null,
    overstay: false,
    watchListMatch: false,
    purgedAt: null,
    createdAt: '2029-12-30T10:00:00.000Z',
    ...overrides,
  };
}
