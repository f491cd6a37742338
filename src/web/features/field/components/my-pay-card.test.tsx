import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayRunLine } from '../../../../shared/contract/payroll.ts';
import { i18n } from '../../../i18n/i18n.ts';
import type { MockHandler, MockResponse } from '../../../test/utils.tsx';
import { renderApp } from '../../../test/utils.tsx';
import type { MyPayRun } from '../api/my-pay-runs.ts';
import { fieldDay, mockFieldApi } from './field.test-data.ts';

const guardId = '00000000-0000-4000-8000-000000000201';
const olderRunId = '00000000-0000-4000-8000-0000000003a1';
const payRunsPath = '/api/v1/pay-runs/mine';

function line(overrides: Partial<PayRunLine> & Pick<PayRunLine, 'rateType' | 'minutes'>): PayRunLine {
  const rateCents = overrides.rateCents ?? 2000;
  return {
    adjusts: null,
    adjustsRunId: null,
    adjustsPeriodStart: null,
    workweek: null,
    hours: Math.round((overrides.minutes / 60) * 100) / 100,
    rateCents,
    ownRateCents: 2000,
    amountCents: Math.round((overrides.minutes * rateCents) / 60),
    entryIds: [],
    dates: [],
    ...overrides,
  };
}

/** The newer run, open: 80 h regular, 2 h overtime, and the overtime of the older run corrected by 1 h. */
const openRun: MyPayRun = {
  id: '00000000-0000-4000-8000-0000000003a2',
  periodStart: '2026-03-15',
  periodEnd: '2026-03-28',
  status: 'open',
  lines: [
    line({ rateType: 'REG', minutes: 4800 }),
    line({ rateType: 'OT', minutes: 120, rateCents: 3000, workweek: '2026-03-22' }),
    line({
      rateType: 'ADJ',
      adjusts: 'OT',
      adjustsRunId: olderRunId,
      adjustsPeriodStart: '2026-03-01',
      workweek: '2026-03-08',
      minutes: 60,
      rateCents: 3000,
    }),
  ],
  grossCents: 160_000 + 6000 + 3000,
};

/** The older run, approved: 75 h regular and 8 h on a holiday. */
const approvedRun: MyPayRun = {
  id: olderRunId,
  periodStart: '2026-03-01',
  periodEnd: '2026-03-14',
  status: 'approved',
  lines: [line({ rateType: 'REG', minutes: 4500 }), line({ rateType: 'HOL', minutes: 480, rateCents: 3000 })],
  grossCents: 150_000 + 24_000,
};

/** Text as read, without the isolation marks around figures. */
const plain = (element: Element) => (element.textContent ?? '').replace(/[\u2066-\u2069]/g, '');

function payRunCalls(): number {
  return vi.mocked(fetch).mock.calls.filter(([input]) => String(input).includes(payRunsPath)).length;
}

async function openMyPay(payRuns: MockResponse | MockHandler) {
  mockFieldApi(guardId, () => fieldDay(), undefined, { [`GET ${payRunsPath}`]: payRuns });
  renderApp('/field');
  const toggle = await screen.findByRole('button', { name: 'My pay (preview)' }, { timeout: 15_000 });
  // Closed, the card reads nothing: the clock-in screen does not wait on pay.
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(payRunCalls()).toBe(0);
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  return screen.getByTestId('field-my-pay');
}

describe('my pay on the field app', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows a guard their pay runs with hours and gross, an adjustment naming its period, and that it is no payslip', async () => {
    const card = await openMyPay({ body: { items: [openRun, approvedRun] } });
    const list = await within(card).findByRole('list', { name: 'Your pay runs' });
    expect(payRunCalls()).toBe(1);
    expect(
      within(card).getByText(
        'A preview of your hours and gross pay from the clock entries. Not a payslip: taxes and deductions are not shown.',
      ),
    ).toBeTruthy();

    const runs = within(list).getAllByTestId('field-pay-run');
    expect(runs).toHaveLength(2);
    const [newer, older] = runs as [HTMLElement, HTMLElement];
    expect(within(newer).getByText('Open')).toBeTruthy();
    expect(plain(within(newer).getByTestId('field-pay-hours'))).toBe('Hours: 82.00 · Regular 80.00 · Overtime 2.00');
    expect(plain(within(newer).getByTestId('field-pay-gross'))).toBe('Gross $1,690.00');
    expect(within(older).getByText('Approved')).toBeTruthy();
    expect(plain(within(older).getByTestId('field-pay-hours'))).toBe('Hours: 83.00 · Regular 75.00 · Holiday 8.00');
    expect(plain(within(older).getByTestId('field-pay-gross'))).toBe('Gross $1,740.00');
    expect(screen.getByText('An open run can still change until a manager approves it.')).toBeTruthy();

    // The lines show on demand, the adjustment saying which period it corrects.
    expect(within(newer).queryByRole('list')).toBeNull();
    fireEvent.click(within(newer).getByRole('button', { name: /^Show the lines of Mar 15/ }));
    const lines = within(newer).getAllByTestId('field-pay-line');
    expect(lines.map((item) => item.getAttribute('data-rate-type'))).toEqual(['REG', 'OT', 'ADJ']);
    expect(plain(lines[0] as HTMLElement)).toBe('Regular$1,600.0080.00 h × $20.00/h');
    expect(plain(lines[1] as HTMLElement)).toBe('Overtime$60.002.00 h × $30.00/h');
    const adjustment = plain(lines[2] as HTMLElement);
    expect(adjustment).toContain('Adjustment$30.00');
    expect(adjustment).toMatch(/Adjusts overtime of the period Mar 1\s*–\s*14, 2026$/);
    expect(within(newer).getByText(/^Adjustments: /).textContent).toContain('$30.00');
  });

  it('says when there are no pay runs yet', async () => {
    const card = await openMyPay({ body: { items: [] } });
    expect(await within(card).findByText('No pay runs yet')).toBeTruthy();
    expect(within(card).getByTestId('field-my-pay-note')).toBeTruthy();
    expect(within(card).queryByRole('list')).toBeNull();
  });

  it('says when the pay could not be loaded, and tries again', async () => {
    let calls = 0;
    const card = await openMyPay(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { error: { code: 'internal', message: 'Broken.' } } }
        : { body: { items: [approvedRun] } };
    });
    expect(await within(card).findByText('Your pay could not be loaded.', {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findAllByTestId('field-pay-run')).toHaveLength(1);
    expect(within(card).queryByText('Your pay could not be loaded.')).toBeNull();
  });
});
