import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ShiftCandidate } from '../../../../shared/contract/shifts.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { updateServerOffset } from '../../../lib/server-clock.ts';
import { fieldsRefused, renderApp } from '../../../test/utils.tsx';
import { eventId, mockScheduleApi, olga, shift, shiftId } from './schedule.test-data.ts';

const bill = '00000000-0000-4000-8000-0000000000a3';

function candidate(overrides: Partial<ShiftCandidate>): ShiftCandidate {
  return {
    userId: olga,
    name: 'Olga',
    eligible: true,
    blocks: [],
    warnings: [],
    weekHours: 40,
    assigned: false,
    ...overrides,
  };
}

describe('schedule page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    // The server's clock: Friday 20 November 2026, noon in Chicago.
    updateServerOffset('2026-11-20T18:00:00.000Z');
  });

  it('shows the week by event and post, says which shifts are unfilled, and moves between weeks', async () => {
    const fetchMock = mockScheduleApi('manager');
    renderApp('/schedule');
    const grid = await screen.findByRole('table', { name: 'Shifts of the week by post' }, { timeout: 30_000 });
    // The week of 16–22 November (weeks start on Monday), the shift on Wednesday in the event's time zone.
    const headers = [...grid.querySelectorAll('thead th')].map((h) => h.textContent);
    expect(headers).toEqual([
      'Post',
      'Mon, Nov 16',
      'Tue, Nov 17',
      'Wed, Nov 18',
      'Thu, Nov 19',
      'Fri, Nov 20',
      'Sat, Nov 21',
      'Sun, Nov 22',
    ]);
    expect(within(grid).getByText('Harbor Festival')).toBeTruthy();
    const row = within(grid).getByRole('row', { name: /North gate/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells[2]?.textContent).toContain('08:00–16:00');
    expect(cells[2]?.textContent).toContain('1 of 2');
    expect(cells[2]?.textContent).toContain('Unfilled: 1 place open');
    expect(cells[2]?.textContent).toContain('Gabe Guard');
    expect(cells[2]?.querySelector('.unfilled')).toBeTruthy();
    expect(screen.getByText('1 shift this week still needs people.')).toBeTruthy();
    const asked = new URL(String(fetchMock.mock.calls.find(([u]) => String(u).includes('/shifts?'))?.[0]), 'http://x');
    expect(asked.searchParams.get('from')).toBe('2026-11-15T10:00:00.000Z');
    expect(asked.searchParams.get('to')).toBe('2026-11-23T12:00:00.000Z');

    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('No shifts this week — add one.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('table', { name: 'Shifts of the week by post' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'By person' }));
    const byPerson = await screen.findByRole('table', { name: 'Shifts of the week by person' });
    const gabeRow = within(byPerson).getByRole('row', { name: /Gabe Guard/ });
    expect(within(gabeRow).getAllByRole('cell')[2]?.textContent).toContain('Harbor Festival · North gate');
  });

  it('says when the shifts cannot be loaded', async () => {
    mockScheduleApi('manager', {
      'GET /api/v1/shifts': { status: 500, body: { error: { code: 'internal', message: 'Something went wrong.' } } },
    });
    renderApp('/schedule');
    expect(await screen.findByText('Could not load the shifts', {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('adds a shift in the event’s local time and puts the server’s field messages by their fields', async () => {
    let sent: unknown;
    mockScheduleApi('manager', {
      [`POST /api/v1/events/${eventId}/shifts`]: ({ body }) => {
        sent = body;
        return fieldsRefused({ 'repeat.until': 'Must be on or after the first shift’s day' });
      },
    });
    renderApp('/schedule');
    fireEvent.click(await screen.findByRole('button', { name: 'Add shift' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add shift' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Event/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Harbor Festival' }));
    fireEvent.change(within(dialog).getByLabelText(/Post/), { target: { value: 'North gate' } });
    fireEvent.change(within(dialog).getByLabelText(/Start/), { target: { value: '2026-11-23T08:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^End/), { target: { value: '2026-11-23T16:00' } });
    fireEvent.change(within(dialog).getByLabelText(/Repeat until/), { target: { value: '2026-11-20' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Mon' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add shift' }));
    expect(await within(dialog).findByText('Must be on or after the first shift’s day')).toBeTruthy();
    expect(sent).toEqual({
      post: 'North gate',
      startAt: '2026-11-23T14:00:00.000Z',
      endAt: '2026-11-23T22:00:00.000Z',
      headcount: 1,
      requiredRole: 'guard',
      notes: null,
      repeat: { until: '2026-11-20', weekdays: [1] },
    });
  });

  it('shows candidates with their overtime cost and blocks before assigning, and overrides a block with a reason', async () => {
    const assignBodies: unknown[] = [];
    mockScheduleApi('manager', {
      [`GET /api/v1/shifts/${shiftId}/candidates`]: {
        body: {
          items: [
            candidate({
              warnings: [{ code: 'overtime.weekly', message: 'Overtime', overtimeHours: 4, overtimeCost: 40 }],
              weekHours: 44,
            }),
            candidate({
              userId: bill,
              name: 'Bill Blocked',
              eligible: false,
              blocks: [{ code: 'licence.expired', message: 'Licence expired', params: { expiresOn: '2026-03-01' } }],
            }),
          ],
        },
      },
      [`POST /api/v1/shifts/${shiftId}/assignments`]: ({ body }) => {
        assignBodies.push(body);
        return {
          status: 409,
          body: {
            error: { code: 'shift.full', message: 'Every place of the shift is taken.', params: { headcount: 2 } },
          },
        };
      },
    });
    renderApp('/schedule');
    const grid = await screen.findByRole('table', { name: 'Shifts of the week by post' }, { timeout: 15_000 });
    fireEvent.click(within(grid).getByText('08:00–16:00'));
    const dialog = await screen.findByRole('dialog', { name: 'Harbor Festival · North gate' });
    const list = await within(dialog).findByRole('list', { name: 'Candidates' });
    const olgaItem = within(list).getByRole('listitem', { name: 'Olga' });
    expect(olgaItem.textContent).toContain('4.00 h of weekly overtime, costing $40.00 extra');
    expect(olgaItem.textContent).toContain('44.00 h this week');
    const billItem = within(list).getByRole('listitem', { name: 'Bill Blocked' });
    expect(billItem.textContent).toContain('The licence expires on Mar 1, 2026, before the shift ends');
    expect(within(billItem).queryByRole('button', { name: 'Assign Bill Blocked' })).toBeNull();

    fireEvent.click(within(billItem).getByRole('button', { name: 'Assign Bill Blocked anyway' }));
    const override = await screen.findByRole('dialog', { name: 'Assign Bill Blocked despite the blocks?' });
    fireEvent.click(within(override).getByRole('button', { name: 'Assign anyway' }));
    expect(await within(override).findByText('You must give a reason')).toBeTruthy();
    expect(assignBodies).toEqual([]);
    fireEvent.change(within(override).getByLabelText(/Reason/), { target: { value: 'Renewal filed, client agreed' } });
    fireEvent.click(within(override).getByRole('button', { name: 'Assign anyway' }));
    await waitFor(() =>
      expect(assignBodies).toEqual([{ userId: bill, override: { reason: 'Renewal filed, client agreed' } }]),
    );
    // The refusal shows inside the reason dialog, which stays open.
    expect(await within(override).findByRole('alert')).toBeTruthy();
  });

  it('shows an override’s reason and offers a supervisor no override', async () => {
    mockScheduleApi('supervisor', {
      [`GET /api/v1/shifts/${shiftId}`]: {
        body: shift({
          assignments: shift().assignments.map((a) => ({
            ...a,
            override: { reason: 'Only trained person', by: 'u9', byName: 'Mia Manager', blocks: ['rest.too_short'] },
          })),
        }),
      },
      [`GET /api/v1/shifts/${shiftId}/candidates`]: {
        body: {
          items: [
            candidate({
              userId: bill,
              name: 'Bill Blocked',
              eligible: false,
              blocks: [{ code: 'time_off', message: 'Time off' }],
            }),
          ],
        },
      },
    });
    renderApp('/schedule');
    const grid = await screen.findByRole('table', { name: 'Shifts of the week by post' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Add shift' })).toBeNull();
    fireEvent.click(within(grid).getByText('08:00–16:00'));
    const dialog = await screen.findByRole('dialog', { name: 'Harbor Festival · North gate' });
    expect(
      await within(dialog).findByText('Assigned despite blocks by Mia Manager: “Only trained person”'),
    ).toBeTruthy();
    const billItem = await within(dialog).findByRole('listitem', { name: 'Bill Blocked' });
    expect(billItem.textContent).toContain('Approved time off then');
    expect(within(billItem).queryByRole('button')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Unpublish' })).toBeNull();
  });

  it('closes a shift’s details with Escape, also when they were opened without focusing the shift', async () => {
    mockScheduleApi('manager', { [`GET /api/v1/shifts/${shiftId}/candidates`]: { body: { items: [] } } });
    renderApp('/schedule');
    const grid = await screen.findByRole('table', { name: 'Shifts of the week by post' }, { timeout: 15_000 });
    // A click from a script (no focus moves to the shift), as the schedule bench does.
    grid.querySelector<HTMLElement>('[data-shift]')?.click();
    const dialog = await screen.findByRole('dialog', { name: 'Harbor Festival · North gate' });
    await within(dialog).findByText('Gabe Guard');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the page shown while a shift’s details show their texts, so Escape still closes them', async () => {
    // The details' texts (the eligibility rules too) are in the `shifts` namespace the page has already loaded.
    mockScheduleApi('manager', { [`GET /api/v1/shifts/${shiftId}/candidates`]: { body: { items: [] } } });
    renderApp('/schedule');
    const grid = await screen.findByRole('table', { name: 'Shifts of the week by post' }, { timeout: 15_000 });
    let pageHidden = false;
    const watch = new MutationObserver(() => {
      if (grid.closest('[style*="display: none"]')) pageHidden = true;
    });
    watch.observe(document.body, { attributes: true, attributeFilter: ['style'], subtree: true });
    try {
      grid.querySelector<HTMLElement>('[data-shift]')?.click();
      const dialog = await screen.findByRole('dialog', { name: 'Harbor Festival · North gate' });
      await within(dialog).findByText('Gabe Guard');
      expect(i18n.hasResourceBundle('en', 'shifts')).toBe(true);
      expect(pageHidden).toBe(false);
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    } finally {
      watch.disconnect();
    }
  });
});
