import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HolidayCalendar } from '../../../../shared/contract/billing.ts';
import { mockFetch, renderWithProviders } from '../../../test/utils.tsx';
import { sentBody } from './contract-fixtures.test-data.ts';
import { HolidayCalendarDialog } from './holiday-calendar-dialog.tsx';

const calendar: HolidayCalendar = {
  id: '00000000-0000-4000-8000-0000000000h1',
  name: 'US federal',
  dates: [
    { date: '2027-07-04', name: 'Independence Day' },
    { date: '2027-01-01', name: 'New Year’s Day' },
  ],
  contractCount: 2,
};

const dateInputs = (dialog: HTMLElement) => within(dialog).getAllByLabelText(/^Date/) as HTMLInputElement[];
const nameInputs = (dialog: HTMLElement) => within(dialog).getAllByLabelText(/^Holiday$/) as HTMLInputElement[];

describe('holiday calendar editor', () => {
  it('adds rows, shows a day given twice beside its row, and sends the dates sorted', async () => {
    const calls: unknown[] = [];
    mockFetch({
      'POST /api/v1/holiday-calendars': ({ body }) => {
        calls.push(body);
        return { status: 201, body: { id: calendar.id } };
      },
    });
    renderWithProviders(<HolidayCalendarDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add holiday calendar' }, { timeout: 10_000 });
    expect(within(dialog).getByText('No holidays yet.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Calendar name/), { target: { value: 'Harbor' } });
    for (let i = 0; i < 3; i++) fireEvent.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    await waitFor(() => expect(dateInputs(dialog)).toHaveLength(3));
    const rows: [string, string][] = [
      ['2027-12-25', 'Christmas Day'],
      ['2027-01-01', 'New Year’s Day'],
      ['2027-12-25', 'Christmas again'],
    ];
    rows.forEach(([date, name], index) => {
      fireEvent.change(dateInputs(dialog)[index] as HTMLInputElement, { target: { value: date } });
      fireEvent.change(nameInputs(dialog)[index] as HTMLInputElement, { target: { value: name } });
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add calendar' }));
    const message = await within(dialog).findByText('This date is already in the calendar');
    // Beside the third row's date, not the first's.
    const third = dateInputs(dialog)[2] as HTMLInputElement;
    expect(third.getAttribute('aria-invalid')).toBe('true');
    expect((dateInputs(dialog)[0] as HTMLInputElement).getAttribute('aria-invalid')).toBe('false');
    expect(message.id).toBe(third.getAttribute('aria-describedby'));
    expect(calls).toHaveLength(0);

    // Removing the third row clears it; the two left are sent by date.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove holiday 3' }));
    expect(await sentBody(dialog, 'Add calendar', calls)).toEqual({
      name: 'Harbor',
      dates: [
        { date: '2027-01-01', name: 'New Year’s Day' },
        { date: '2027-12-25', name: 'Christmas Day' },
      ],
    });
  });

  it('edits a calendar: its rows by date, a missing name beside its row', async () => {
    const calls: unknown[] = [];
    mockFetch({
      [`PATCH /api/v1/holiday-calendars/${calendar.id}`]: ({ body }) => {
        calls.push(body);
        return { body: { ...calendar, ...(body as object) } };
      },
    });
    renderWithProviders(<HolidayCalendarDialog calendar={calendar} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit US federal' }, { timeout: 10_000 });
    expect(dateInputs(dialog).map((input) => input.value)).toEqual(['2027-01-01', '2027-07-04']);
    fireEvent.change(nameInputs(dialog)[1] as HTMLInputElement, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect((nameInputs(dialog)[1] as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(nameInputs(dialog)[1] as HTMLInputElement, { target: { value: 'Fourth of July' } });
    expect(await sentBody(dialog, 'Save', calls)).toEqual({
      name: 'US federal',
      dates: [
        { date: '2027-01-01', name: 'New Year’s Day' },
        { date: '2027-07-04', name: 'Fourth of July' },
      ],
    });
  });
});
