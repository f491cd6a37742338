/** The week, event and shift the schedule's screen tests read (docs/product/shifts.md). */
import type { EventSummary } from '../../../../shared/contract/events.ts';
import type { SchedulingSettings, Shift } from '../../../../shared/contract/shifts.ts';
import { type MockHandler, type MockResponse, mockFetch, sessionUser } from '../../../test/utils.tsx';

export const eventId = '00000000-0000-4000-8000-0000000000e1';
export const shiftId = '00000000-0000-4000-8000-00000000005a';
export const gabe = '00000000-0000-4000-8000-0000000000a1';
export const olga = '00000000-0000-4000-8000-0000000000a2';

export const settings: SchedulingSettings = {
  minRestHours: 8,
  weeklyOvertimeHours: 40,
  weekStart: 1,
  overtimeMultiplier: 1.5,
  noShowGraceMinutes: 10,
  claimApproval: 'auto',
  timeZone: 'America/Chicago',
};

export function shift(overrides: Partial<Shift> = {}): Shift {
  return {
    id: shiftId,
    eventId,
    eventName: 'Harbor Festival',
    eventTimeZone: 'America/Chicago',
    post: 'North gate',
    // 08:00–16:00 in Chicago on Wednesday 18 November 2026.
    startAt: '2026-11-18T14:00:00.000Z',
    endAt: '2026-11-18T22:00:00.000Z',
    headcount: 2,
    requiredRole: 'guard',
    notes: null,
    seriesId: null,
    status: 'scheduled',
    published: true,
    publishedAt: '2026-11-10T10:00:00.000Z',
    cancelledAt: null,
    filled: 1,
    pending: 0,
    assignments: [
      {
        userId: gabe,
        name: 'Gabe Guard',
        status: 'assigned',
        source: 'manager',
        assignedAt: '2026-11-10T10:00:00.000Z',
        assignedBy: null,
        assignedByName: null,
        override: null,
      },
    ],
    editOverride: null,
    createdAt: '2026-11-10T10:00:00.000Z',
    updatedAt: '2026-11-10T10:00:00.000Z',
    ...overrides,
  };
}

export const event: EventSummary = {
  id: eventId,
  eventName: 'Harbor Festival',
  customerId: 'c1',
  customerName: 'Port Authority',
  clientId: 'cl1',
  siteName: null,
  timeZone: 'America/Chicago',
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: '2026-12-31T00:00:00.000Z',
  status: 'Active',
  guardPayrate: 20,
  managerPayrate: 30,
  supervisorPayrate: 25,
  payrollBudget: 0,
  guardsAssigned: 0,
  guardsOnDuty: 0,
  guardsOnBreak: 0,
};

/** The schedule's answers for a manager or a supervisor: the week before 20 November has the shift. */
export function mockScheduleApi(
  role: 'manager' | 'supervisor',
  extra: Record<string, MockResponse | MockHandler> = {},
) {
  return mockFetch({
    'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: [role], role }) } },
    'GET /api/v1/scheduling/settings': { body: settings },
    'GET /api/v1/shifts': ({ url }) => ({
      body: { items: (url.searchParams.get('from') ?? '') < '2026-11-20' ? [shift()] : [] },
    }),
    [`GET /api/v1/shifts/${shiftId}`]: { body: shift() },
    'GET /api/v1/events': { body: { items: [event], page: 1, limit: 100, total: 1 } },
    ...extra,
  });
}
