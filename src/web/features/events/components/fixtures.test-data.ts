import type { AssignablePerson, AssignedGuard, EventDetail, EventSummary } from '../../../../shared/contract/events.ts';

export const eventId = '00000000-0000-4000-8000-0000000000e1';
export const customerId = '00000000-0000-4000-8000-0000000000a1';
export const clientId = '00000000-0000-4000-8000-0000000000c1';

export function eventSummary(overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    id: eventId,
    eventName: 'Bulls vs Knicks',
    customerId,
    customerName: 'West Loop Arena Partners',
    clientId,
    siteName: 'United Center',
    timeZone: 'America/Chicago',
    startDate: '2026-11-21T00:30:00.000Z',
    endDate: '2026-11-21T05:00:00.000Z',
    status: 'Upcoming',
    guardPayrate: 24.5,
    managerPayrate: 40,
    supervisorPayrate: 31,
    payrollBudget: 12500,
    guardsAssigned: 6,
    guardsOnDuty: 4,
    guardsOnBreak: 1,
    ...overrides,
  };
}

export function assignedGuard(overrides: Partial<AssignedGuard> = {}): AssignedGuard {
  return {
    userId: '00000000-0000-4000-8000-0000000000g1',
    displayName: 'Jamal Carter',
    role: 'guard',
    photoUrl: null,
    assignedAt: '2026-11-10T15:00:00.000Z',
    assignedById: '00000000-0000-4000-8000-0000000000m1',
    assignedByName: 'Marcus Bell',
    unassignedAt: null,
    unassignedById: null,
    unassignedByName: null,
    onDuty: true,
    onBreak: false,
    licenceExpiresOn: '2027-05-01',
    ...overrides,
  };
}

export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    ...eventSummary(),
    address: '1901 W Madison St, Chicago, IL 60612',
    latitude: null,
    longitude: null,
    unassigned: false,
    notesCount: 0,
    checkCallMinutes: null,
    noMovementMinutes: null,
    geofences: [],
    restrictedAreas: [],
    assignedGuards: [assignedGuard()],
    onBreakNow: [],
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export const expiredPerson: AssignablePerson = {
  id: '00000000-0000-4000-8000-0000000000g9',
  displayName: 'Tanisha Brown',
  email: 'tanisha@demo.test',
  role: 'guard',
  photoUrl: null,
  licenceNumber: 'PERC-1234',
  licenceExpiresOn: '2026-01-31',
  licenceExpired: true,
};
