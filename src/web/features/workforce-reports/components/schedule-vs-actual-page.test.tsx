import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScheduleVsActualResponse } from '../../../../shared/contract/workforce-reports.ts';
import { expectColumnHeaders, mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

/** Ann's week, which is the whole report's too. */
const annsFigures = {
  scheduledHours: 20,
  workedHours: 11.7,
  unscheduledHours: 1.5,
  noShows: 1,
  lateMinutes: 6,
  leftEarlyMinutes: 12,
  overtimeHours: 3.2,
  overtimeCost: 32,
};

describe('schedule vs actual page', () => {
  it('shows each event and person with their figures, the totals and a CSV link for the same period', async () => {
    const body: ScheduleVsActualResponse = {
      rows: [
        {
          id: 'e1:u1',
          eventId: 'e1',
          eventName: 'Harbour Watch',
          userId: 'u1',
          personName: 'Ann',
          ...annsFigures,
        },
      ],
      totals: annsFigures,
      period: { from: '2026-06-08T00:00:00.000Z', to: '2026-06-14T23:59:59.999Z' },
    };
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser() } },
      'GET /api/v1/reports/schedule-vs-actual': { body },
    });
    renderApp('/reports/schedule-vs-actual?from=2026-06-08&to=2026-06-14');
    expect(
      await screen.findByRole('heading', { name: 'Reports / Schedule vs Actual' }, { timeout: 15_000 }),
    ).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Schedule vs Actual' });
    expectColumnHeaders(grid, [
      'Event',
      'Person',
      'Scheduled h',
      'Worked h',
      'Unscheduled h',
      'No-shows',
      'Late min',
      'Left early min',
      'Overtime h',
      'Overtime cost',
    ]);
    expect(await within(grid).findByText('Ann')).toBeTruthy();
    expect(within(grid).getByText('11.70')).toBeTruthy();
    expect(within(grid).getByText('$32.00')).toBeTruthy();
    expect(
      screen.getByText(
        'Total: scheduled 20.00 h, worked 11.70 h, unscheduled 1.50 h, 1 no-shows, overtime 3.20 h costing $32.00',
      ),
    ).toBeTruthy();
    const csv = screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href') ?? '';
    expect(csv).toMatch(/^\/api\/v1\/reports\/schedule-vs-actual\.csv\?/);
    expect(csv).toContain('from=');
  });

  it('says so when the period has nothing', async () => {
    const empty: ScheduleVsActualResponse = {
      rows: [],
      totals: {
        scheduledHours: 0,
        workedHours: 0,
        unscheduledHours: 0,
        noShows: 0,
        lateMinutes: 0,
        leftEarlyMinutes: 0,
        overtimeHours: 0,
        overtimeCost: 0,
      },
      period: { from: '2026-06-08T00:00:00.000Z', to: '2026-06-14T23:59:59.999Z' },
    };
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser() } },
      'GET /api/v1/reports/schedule-vs-actual': { body: empty },
    });
    renderApp('/reports/schedule-vs-actual?from=2026-06-08&to=2026-06-14');
    expect(await screen.findByText('No shifts or clock entries in this period.', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
