import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PersonnelDetail, Timesheet } from '../../../../shared/contract/personnel.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { loadRtlCache } from '../../../lib/direction-cache.ts';
import { personnelFixture } from '../../../test/fixtures.ts';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

const annId = '00000000-0000-4000-8000-0000000000a1';

const person = personnelFixture;

const detail: PersonnelDetail = {
  ...person(),
  assignedEvents: [{ id: 'e1', name: 'Mall Day' }],
  clientTimeZone: 'UTC',
  payrollIds: { adp: null, gusto: null, paychex: null, quickbooks: null },
};

const sheet: Timesheet = {
  personId: annId,
  from: '2026-05-01T00:00:00.000Z',
  to: '2026-05-06T00:00:00.000Z',
  entries: [
    {
      id: 'c1',
      event: {
        id: 'e1',
        name: 'Mall Day',
        startDate: '2026-05-05T08:00:00.000Z',
        endDate: '2026-05-05T16:00:00.000Z',
        timeZone: 'UTC',
      },
      clockIn: '2026-05-05T07:00:00.000Z',
      clockOut: '2026-05-05T17:00:00.000Z',
      rawHours: 10,
      payrollHours: 8,
      source: 'field',
      note: null,
      corrected: true,
      original: { clockIn: '2026-05-05T07:00:00.000Z', clockOut: null },
      corrections: [
        {
          id: 'k1',
          kind: 'corrected',
          before: { clockIn: '2026-05-05T07:00:00.000Z', clockOut: null },
          after: { clockIn: '2026-05-05T07:00:00.000Z', clockOut: '2026-05-05T17:00:00.000Z' },
          reason: 'Forgot to clock out',
          byName: 'Sam Supervisor',
          at: '2026-05-05T18:00:00.000Z',
        },
      ],
      breaks: [],
      paidBy: null,
    },
  ],
  totals: { entries: 1, rawHours: 10, payrollHours: 8, breakMinutes: 0 },
};

function mockApi(role: 'supervisor' | 'manager') {
  return mockFetch({
    'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: [role], role }) } },
    'GET /api/v1/personnel': {
      body: {
        items: [
          person(),
          person({
            id: 'p2',
            name: 'Bob South',
            status: 'onBreak',
            licenceState: 'expired',
            licenceExpiresOn: '2026-05-01',
            currentEvent: null,
          }),
        ],
        page: 1,
        limit: 25,
        total: 2,
      },
    },
    [`GET /api/v1/personnel/${annId}`]: { body: detail },
    [`GET /api/v1/personnel/${annId}/timesheet`]: { body: sheet },
  });
}

describe('personnel page', () => {
  it('shows the grid with statuses and licence highlights in Arabic', async () => {
    await Promise.all([i18n.changeLanguage('ar'), loadRtlCache()]);
    mockApi('manager');
    renderApp('/personnel');
    expect(await screen.findByRole('heading', { name: 'الموظفون' }, { timeout: 15_000 })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'الموظفون' });
    expect(await within(grid).findByText('Ann North')).toBeTruthy();
    // A name or email cut off in a narrow column shows whole on hover.
    expect(within(grid).getByTitle('Ann North').textContent).toBe('Ann North');
    expect(within(grid).getAllByTitle(person().email)[0]?.textContent).toBe(person().email);
    expect(within(grid).getByText('في الخدمة')).toBeTruthy();
    expect(within(grid).getByText('في استراحة')).toBeTruthy();
    expect(within(grid).getByText('لا توجد فعالية مسندة')).toBeTruthy();
    const expired = within(grid)
      .getByText(/^انتهت في/)
      .closest('[data-licence-state]');
    expect(expired?.getAttribute('data-licence-state')).toBe('expired');
    expect(expired?.className).toContain('colorError');
    const expiring = within(grid)
      .getByText(/^تنتهي في/)
      .closest('[data-licence-state]');
    expect(expiring?.className).toContain('colorWarning');
    expect(within(grid).queryByText('On duty')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'البحث في الموظفين' })).toBeTruthy();
    const csv = screen.getByRole('link', { name: /CSV/ });
    expect(csv.getAttribute('href')).toContain('/api/v1/personnel.csv');
  });

  it('opens a person from ?focus and shows the timesheet with payroll hours and the original', async () => {
    mockApi('supervisor');
    renderApp(`/personnel?focus=${annId}`);
    expect(await screen.findByRole('heading', { name: 'Ann North' }, { timeout: 15_000 })).toBeTruthy();
    // A supervisor sees the details but cannot edit them.
    expect(screen.getByText('Only an executive or a manager can change these.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Timesheet' }));
    const table = await screen.findByRole('table', { name: 'Timesheet of Ann North' });
    expect(await within(table).findByText('8.00')).toBeTruthy();
    expect(within(table).getByText('10.00')).toBeTruthy();
    expect(within(table).getByText(/^Original: .* – No Clock Out$/)).toBeTruthy();
    expect(within(table).getByText(/Corrected by Sam Supervisor .*: Forgot to clock out/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add missed punch' })).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Correct' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct a clock entry' });
    expect(within(dialog).getByRole('button', { name: 'Save correction' })).toHaveProperty('disabled', true);
  });
});
