import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gustoDefaultColumns, type PayRun, type PayRunSummary } from '../../../../shared/contract/payroll.ts';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

const manager = { body: { user: sessionUser({ roles: ['manager'], role: 'manager' }) } };
const supervisor = { body: { user: sessionUser({ roles: ['supervisor'], role: 'supervisor' }) } };
const runId = '00000000-0000-4000-8000-0000000000a1';
const guardId = '00000000-0000-4000-8000-0000000000b1';
const entryId = '00000000-0000-4000-8000-0000000000c1';

const zero = { minutes: 0, amountCents: 0 };
/** The Memorial Day week of guard A (docs/product/payroll-runs.md#worked-examples), with an open entry. */
function run(over: Partial<PayRun> = {}): PayRun {
  const line = (rateType: 'REG' | 'OT' | 'HOL', minutes: number, rateCents: number, amountCents: number) => ({
    rateType,
    adjusts: null,
    adjustsRunId: null,
    adjustsPeriodStart: null,
    workweek: rateType === 'OT' ? '2026-05-25' : null,
    minutes,
    hours: minutes / 60,
    rateCents,
    ownRateCents: 1800,
    amountCents,
    entryIds: [entryId],
    dates: ['2026-05-26'],
  });
  return {
    id: runId,
    periodStart: '2026-05-25',
    periodEnd: '2026-05-31',
    status: 'open',
    createdAt: '2026-06-01T14:00:00.000Z',
    approvedAt: null,
    approvedByName: null,
    provider: 'adp',
    people: [
      {
        userId: guardId,
        name: 'Alex Able',
        lines: [line('REG', 1800, 1800, 54000), line('HOL', 600, 2700, 27000), line('OT', 600, 2700, 27000)],
        grossCents: 108000,
        workweeks: [
          {
            start: '2026-05-25',
            nonHolidayMinutes: 2400,
            straightTimeCents: 72000,
            regularRateCents: 1800,
            settled: true,
          },
        ],
        issues: [{ code: 'payrun.open_entry', params: { entryId, clockIn: '2026-05-31T13:00:00.000Z' } }],
        entries: [
          {
            id: entryId,
            eventId: null,
            eventName: 'Harbor Terminal',
            clockIn: '2026-05-31T13:00:00.000Z',
            clockOut: null,
            breakMinutes: 0,
            added: false,
            paidByRunId: null,
          },
        ],
      },
    ],
    totals: {
      people: 1,
      minutes: 3000,
      grossCents: 108000,
      byRateType: {
        REG: { minutes: 1800, amountCents: 54000 },
        OT: { minutes: 600, amountCents: 27000 },
        DT: zero,
        HOL: { minutes: 600, amountCents: 27000 },
        ADJ: zero,
      },
      issues: {
        'payrun.open_entry': 1,
        'payrun.missed_punch': 0,
        'payrun.missing_provider_id': 0,
        'payrun.no_pay_rate': 0,
      },
    },
    exports: [],
    ...over,
  };
}

const summary: PayRunSummary = {
  id: runId,
  periodStart: '2026-05-25',
  periodEnd: '2026-05-31',
  status: 'approved',
  createdAt: '2026-06-01T14:00:00.000Z',
  approvedAt: '2026-06-02T09:00:00.000Z',
  approvedByName: 'Marcus Bell',
  people: 2,
  grossCents: 129600,
};

describe('pay runs', () => {
  it('lists the runs with their gross and offers a manager to open one', async () => {
    mockFetch({
      'GET /api/v1/auth/session': manager,
      'GET /api/v1/pay-runs': { body: { items: [summary] } },
      'GET /api/v1/pay-settings': {
        body: {
          frequency: 'weekly',
          anchorDate: '2026-05-25',
          dailyOtAfterMinutes: null,
          dailyDtAfterMinutes: null,
          holidayPayPct: 150,
          holidayCalendarId: null,
          provider: 'adp',
          companyCode: 'WP1',
          earningCodes: { OT: 'O', DT: null, HOL: 'H' },
          gustoColumns: gustoDefaultColumns,
        },
      },
    });
    renderApp('/payroll/runs');
    const table = await screen.findByRole('table', { name: 'Pay runs' }, { timeout: 30_000 });
    expect(within(table).getByText('1,296.00')).toBeTruthy();
    expect(within(table).getAllByText('Approved').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Open a pay run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a pay run' });
    const field = within(dialog).getByLabelText(/^First day of the period/);
    fireEvent.change(field, { target: { value: '2026-05-27' } });
    expect(
      await within(dialog).findByText('Not the first day of a pay period: that period starts on 2026-05-25.'),
    ).toBeTruthy();
  });

  it('shows a run with what needs attention, each person’s lines, and the refusal of an approval by its code', async () => {
    mockFetch({
      'GET /api/v1/auth/session': manager,
      [`GET /api/v1/pay-runs/${runId}`]: { body: run() },
      [`POST /api/v1/pay-runs/${runId}/approve`]: {
        status: 409,
        body: {
          error: {
            code: 'payrun.has_open_entries',
            message: 'Some clock entries of the period are still open.',
            params: {
              entries: [{ id: entryId, userId: guardId, name: 'Alex Able', clockIn: '2026-05-31T13:00:00.000Z' }],
            },
          },
        },
      },
    });
    renderApp(`/payroll/runs/${runId}`);
    expect(
      await screen.findByText(
        '1 person has a clock entry that is still open: approval waits for it.',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    const people = screen.getByRole('table', { name: 'People' });
    expect(within(people).getByText('Open entry')).toBeTruthy();
    // The person with an open entry is shown opened: lines, the regular rate, the entries.
    const lines = screen.getByRole('table', { name: 'Lines of Alex Able' });
    expect(within(lines).getByText('Holiday')).toBeTruthy();
    expect(within(lines).getAllByText('270.00')).toHaveLength(2);
    expect(screen.getByText(/regular rate 18\.00 over 40\.00 h/)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Clock entries in the period' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this pay run?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await within(dialog).findByText('Some clock entries of the period are still open: close them before approving.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Alex Able' })).toBeTruthy();
  });

  it('shows a supervisor the run without approving or exporting', async () => {
    mockFetch({
      'GET /api/v1/auth/session': supervisor,
      [`GET /api/v1/pay-runs/${runId}`]: {
        body: run({ status: 'approved', approvedAt: '2026-06-02T09:00:00.000Z', approvedByName: 'Marcus Bell' }),
      },
    });
    renderApp(`/payroll/runs/${runId}`);
    expect(await screen.findByText(/Approved .* by Marcus Bell/, {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.getByText('Not exported yet.')).toBeTruthy();
  });
});
