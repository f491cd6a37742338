import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerFixture } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/utils.tsx';
import { sentBody } from './contract-fixtures.test-data.ts';
import { ContractFormDialog } from './contract-form-dialog.tsx';
import { hoursToMinutes, moneyToCents, percentToBp, scaledInteger } from './form-units.ts';

const customerId = '00000000-0000-4000-8000-0000000000a1';
const contractId = '00000000-0000-4000-8000-0000000000d1';

function mockApi(calls: unknown[], answer?: { status: number; body: unknown }) {
  return mockFetch({
    'GET /api/v1/customers': {
      body: { items: [customerFixture({ id: customerId, name: 'Harbor Events' })], page: 1, limit: 100, total: 1 },
    },
    'GET /api/v1/holiday-calendars': { body: { items: [] } },
    [`POST /api/v1/customers/${customerId}/contracts`]: ({ body }) => {
      calls.push(body);
      return answer ?? { status: 201, body: { id: contractId } };
    },
  });
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);
const type = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(field(dialog, label), { target: { value } });

async function openWithCustomer() {
  const dialog = await screen.findByRole('dialog', { name: 'Add contract' }, { timeout: 10_000 });
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Customer/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Harbor Events' }));
  return dialog;
}

/** Opens the dialog and adds HE-2027 in USD from 2027-01-01 for Harbor Events. */
async function addUsdContract() {
  renderWithProviders(<ContractFormDialog onClose={() => {}} onAdded={() => {}} />);
  const dialog = await openWithCustomer();
  type(dialog, /^Contract code/, 'HE-2027');
  type(dialog, /^Currency/, 'USD');
  type(dialog, /^Starts on/, '2027-01-01');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add contract' }));
  return dialog;
}

describe('units', () => {
  it('converts percent to basis points, hours to minutes and money to minor units, rounding half-up', () => {
    expect(percentToBp('7.5')).toBe(750);
    expect(percentToBp('7,25')).toBe(725);
    expect(percentToBp('0.005')).toBe(1);
    expect(hoursToMinutes('37.5')).toBe(2250);
    expect(hoursToMinutes('40')).toBe(2400);
    expect(moneyToCents('12.345', 2)).toBe(1235);
    expect(moneyToCents('1500', 0)).toBe(1500);
    expect(moneyToCents('0.1', 2)).toBe(10);
    expect(scaledInteger('abc', 2)).toBeNaN();
    expect(scaledInteger('.', 2)).toBeNaN();
  });
});

describe('add contract form', () => {
  it('sends the tax rate in basis points and the overtime threshold in minutes', async () => {
    const calls: unknown[] = [];
    mockApi(calls);
    renderWithProviders(<ContractFormDialog onClose={() => {}} onAdded={() => {}} />);
    const dialog = await openWithCustomer();
    type(dialog, /^Contract code/, 'HE-2027');
    type(dialog, /^Currency/, 'eur');
    type(dialog, /^Starts on/, '2027-01-01');
    type(dialog, /^Tax rate/, '7.5');
    type(dialog, /^Overtime after/, '37.5');
    type(dialog, /^Billing e-mails/, 'ap@harbor.test, Billing@Harbor.test');
    expect(await sentBody(dialog, 'Add contract', calls)).toMatchObject({
      code: 'HE-2027',
      currency: 'EUR',
      startsOn: '2027-01-01',
      endsOn: null,
      billingCycle: 'monthly',
      weekStartsOn: 1,
      taxRateBp: 750,
      otAfterMinutes: 2250,
      otBillPct: 150,
      billingEmails: ['ap@harbor.test', 'billing@harbor.test'],
    });
  });

  it('shows the field errors by code, in the field’s own unit, and sends nothing', async () => {
    const calls: unknown[] = [];
    mockApi(calls);
    renderWithProviders(<ContractFormDialog onClose={() => {}} onAdded={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add contract' }, { timeout: 10_000 });
    type(dialog, /^Tax rate/, '150');
    type(dialog, /^Overtime after/, 'lots');
    type(dialog, /^Currency/, 'XYZ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add contract' }));
    expect(await within(dialog).findByText('Must be at most 100')).toBeTruthy();
    expect(within(dialog).getByText('Must be a number')).toBeTruthy();
    expect(within(dialog).getByText('Must be an ISO 4217 currency code such as USD')).toBeTruthy();
    expect(within(dialog).getAllByText('Required')).toHaveLength(3);
    expect(calls).toHaveLength(0);
  });

  it('puts the server’s field errors beside their fields', async () => {
    const calls: unknown[] = [];
    mockApi(calls, {
      status: 400,
      body: {
        error: {
          code: 'bad_request',
          message: 'Some fields are not valid.',
          fields: { taxRateBp: 'Must be at most 10000' },
          fieldErrors: { taxRateBp: { code: 'validation.too_big', params: { max: 10_000 } } },
        },
      },
    });
    const dialog = await addUsdContract();
    expect(await within(dialog).findByText('Must be at most 100', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('shows a refusal by its code above the form', async () => {
    const calls: unknown[] = [];
    mockApi(calls, {
      status: 409,
      body: { error: { code: 'contract.code_taken', message: 'Another contract already has this code.' } },
    });
    const dialog = await addUsdContract();
    expect(
      await within(dialog).findByText('Another contract already has this code.', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
