import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventSummary } from '../../../../shared/contract/events.ts';
import type { SchedulingSettings, Shift } from '../../../../shared/contract/shifts.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { updateServerOffset } from '../../../lib/server-clock.ts';
import { fakeLiveStream } from '../../../test/fake-event-source.ts';
import { type MockHandler, type MockResponse, mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

const eventId = '00000000-0000-4000-8000-0000000000e1';
const shiftId = '00000000-0000-4000-8000-00000000005a';
const gabe = '00000000-0000-4000-8000-0000000000a1';
const olga = '00000000-0000-4000-8000-0000000000a2';

const settings: SchedulingSettings = {
  minRestHours: 8,
  weeklyOvertimeHours: 40,
  weekStart: 1,
  overtimeMultiplier: 1.5,
  noShowGraceMinutes: 10,
  claimApproval: 'auto',
  timeZone: 'America/Chicago',
};

function shift(overrides: Partial<Shift> = {}): Shift {
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

const event: EventSummary = {
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

function mockApi(role: 'manager' | 'supervisor', extra: Record<string, MockResponse | MockHandler> = {}) {
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

describe('schedule page, live', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    updateServerOffset('2026-11-20T18:00:00.000Z');
  });

  it('reads the week again when the live stream says a shift changed', async () => {
    const live = fakeLiveStream();
    let current = shift();
    mockApi('manager', {
      'GET /api/v1/shifts': ({ url }) => ({
        body: { items: (url.searchParams.get('from') ?? '') < '2026-11-20' ? [current] : [] },
      }),
    });
    renderApp('/schedule');
    const grid = await screen.findByRole('table', { name: 'Shifts of the week by post' }, { timeout: 30_000 });
    expect(within(grid).getByRole('row', { name: /North gate/ }).textContent).toContain('1 of 2');
    // Someone else fills the second place: no reload, the grid follows.
    current = shift({
      filled: 2,
      assignments: [
        ...shift().assignments,
        { ...(shift().assignments[0] as Shift['assignments'][number]), userId: olga, name: 'Olga Guard' },
      ],
    });
    live.send({ type: 'shift.changed', data: { shiftId, eventId, change: 'assigned' } });
    await waitFor(() => expect(within(grid).getByRole('row', { name: /North gate/ }).textContent).toContain('2 of 2'));
  });
});
