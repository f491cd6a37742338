import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventSummary } from '../../../../shared/contract/events.ts';
import type { Shift } from '../../../../shared/contract/shifts.ts';
import { mockFetch, renderWithProviders } from '../../../test/utils.tsx';
import { contractId, contractLine, customerId, eventId, sentBody } from './contract-fixtures.test-data.ts';
import { ContractLineDialog } from './contract-line-dialog.tsx';

const event: EventSummary = {
  id: eventId,
  eventName: 'Harbor Festival',
  customerId,
  customerName: 'Harbor Events',
  clientId: '00000000-0000-4000-8000-0000000000c1',
  siteName: 'Pier 4',
  timeZone: 'America/New_York',
  startDate: '2027-01-01T00:00:00.000Z',
  endDate: '2027-12-31T00:00:00.000Z',
  status: 'Active',
  guardPayrate: 0,
  managerPayrate: 0,
  supervisorPayrate: 0,
  payrollBudget: 0,
  guardsAssigned: 0,
  guardsOnDuty: 0,
  guardsOnBreak: 0,
};

function shift(post: string): Shift {
  return {
    id: `00000000-0000-4000-8000-0000000005${post.length.toString().padStart(2, '0')}`,
    eventId,
    eventName: 'Harbor Festival',
    eventTimeZone: 'America/New_York',
    post,
    startAt: '2027-01-02T08:00:00.000Z',
    endAt: '2027-01-02T16:00:00.000Z',
    headcount: 1,
    requiredRole: 'guard',
    notes: null,
    seriesId: null,
    status: 'scheduled',
    published: true,
    publishedAt: null,
    cancelledAt: null,
    filled: 0,
    pending: 0,
    assignments: [],
    editOverride: null,
    createdAt: '2027-01-01T00:00:00.000Z',
    updatedAt: '2027-01-01T00:00:00.000Z',
  };
}

const line = contractLine({ effectiveFrom: '2999-01-01', effectiveTo: null });

function mockApi(calls: unknown[]) {
  return mockFetch({
    'GET /api/v1/events': { body: { items: [event], page: 1, limit: 100, total: 1 } },
    'GET /api/v1/shifts': { body: { items: [shift('Gate B'), shift('Main entrance')] } },
    [`POST /api/v1/contracts/${contractId}/lines`]: ({ body }) => {
      calls.push(body);
      return { status: 201, body: { id: '00000000-0000-4000-8000-0000000000f2' } };
    },
  });
}

/** Opens the add dialog of a contract in `currency` and picks the event; `calls` gets the bodies sent. */
async function openAddDialog(currency: string, calls: unknown[]) {
  mockApi(calls);
  renderWithProviders(
    <ContractLineDialog contract={{ id: contractId, customerId, currency, lines: [] }} onClose={() => {}} />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Add line' }, { timeout: 10_000 });
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Event/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Harbor Festival' }));
  return dialog;
}

const type = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('add line dialog', () => {
  it('sends the rate in cents of the contract’s currency and the contracted hours in minutes', async () => {
    const calls: unknown[] = [];
    const dialog = await openAddDialog('USD', calls);

    // The event's shift posts are offered for the post.
    const post = within(dialog).getByRole('combobox', { name: /^Post/ });
    fireEvent.mouseDown(post);
    fireEvent.focus(post);
    fireEvent.keyDown(post, { key: 'ArrowDown' });
    expect(await screen.findByRole('option', { name: 'Main entrance' }, { timeout: 5000 })).toBeTruthy();
    fireEvent.change(post, { target: { value: 'Gate B' } });

    type(dialog, /^Item code/, 'GUARD');
    type(dialog, /^Description/, 'Unarmed guard');
    type(dialog, /^Rate per hour/, '32.505');
    type(dialog, /^Contracted hours/, '37.5');
    type(dialog, /^Effective from/, '2027-02-01');
    expect(await sentBody(dialog, 'Add line', calls)).toEqual({
      eventId,
      post: 'Gate B',
      itemCode: 'GUARD',
      description: 'Unarmed guard',
      method: 'hourly',
      billRateCents: 3251,
      fixedCents: null,
      contractedMinutesPerWeek: 2250,
      effectiveFrom: '2027-02-01',
      effectiveTo: null,
    });
  });

  it('asks for the amount of a fixed line by its code and takes whole yen', async () => {
    const calls: unknown[] = [];
    const dialog = await openAddDialog('JPY', calls);
    type(dialog, /^Item code/, 'PATROL');
    type(dialog, /^Description/, 'Mobile patrol');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fixed' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add line' }));
    expect(await within(dialog).findByText('A fixed line needs an amount')).toBeTruthy();
    type(dialog, /^Amount per period/, '150000');
    expect(await sentBody(dialog, 'Add line', calls)).toMatchObject({
      method: 'fixed',
      fixedCents: 150_000,
      billRateCents: null,
    });
  });

  it('bills per call: asks for the call type, hides the post and contracted hours, sends the price per call', async () => {
    const calls: unknown[] = [];
    const dialog = await openAddDialog('GBP', calls);
    type(dialog, /^Item code/, 'ALARM');
    type(dialog, /^Description/, 'Alarm response');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Per call' }));
    expect(within(dialog).queryByRole('combobox', { name: /^Post/ })).toBeNull();
    expect(within(dialog).queryByLabelText(/^Contracted hours/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add line' }));
    expect(await within(dialog).findByText('A per-call line needs a call type')).toBeTruthy();
    expect(await within(dialog).findByText('A per-call line needs a price per call')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Call type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Alarm' }));
    type(dialog, /^Price per call/, '45');
    expect(await sentBody(dialog, 'Add line', calls)).toMatchObject({
      method: 'per_call',
      callType: 'alarm',
      fixedCents: 4500,
      billRateCents: null,
      post: null,
      contractedMinutesPerWeek: null,
    });
  });

  it('prefills a new rate from a line, from the day after it starts', async () => {
    const calls: unknown[] = [];
    mockApi(calls);
    renderWithProviders(
      <ContractLineDialog
        contract={{ id: contractId, customerId, currency: 'USD', lines: [line] }}
        from={line}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New rate for GUARD' }, { timeout: 10_000 });
    expect((within(dialog).getByLabelText(/^Rate per hour/) as HTMLInputElement).value).toBe('32.50');
    expect((within(dialog).getByLabelText(/^Contracted hours/) as HTMLInputElement).value).toBe('40');
    expect((within(dialog).getByLabelText(/^Effective from/) as HTMLInputElement).value).toBe('2999-01-02');
    type(dialog, /^Rate per hour/, '35');
    expect(await sentBody(dialog, 'Add rate', calls)).toMatchObject({
      eventId,
      post: 'Gate A',
      itemCode: 'GUARD',
      billRateCents: 3500,
      contractedMinutesPerWeek: 2400,
      effectiveFrom: '2999-01-02',
    });
  });
});
