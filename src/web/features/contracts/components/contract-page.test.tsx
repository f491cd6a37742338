import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Contract, contractDefaults } from '../../../../shared/contract/billing.ts';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';
import { contractId, contractLine, customerId } from './contract-fixtures.test-data.ts';

const contract: Contract = {
  id: contractId,
  customerId,
  customerName: 'Harbor Events',
  code: 'HE-2027',
  currency: 'EUR',
  startsOn: '2027-01-01',
  endsOn: null,
  billingCycle: 'monthly',
  ...contractDefaults,
  poNumber: 'PO-1',
  taxRateBp: 875,
  holidayCalendarId: null,
  holidayCalendarName: null,
  billingEmails: ['ap@harbor.test'],
  responseTargets: null,
  lineCount: 2,
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
  lines: [
    contractLine({}),
    contractLine({
      id: '00000000-0000-4000-8000-0000000000f2',
      billRateCents: 3475,
      effectiveFrom: '2027-04-01',
      effectiveTo: null,
      invoiced: false,
    }),
  ],
};

describe('contract page', () => {
  it('shows the versions of a line with their rates, and sends only the changed terms', async () => {
    const patches: unknown[] = [];
    const deletes: string[] = [];
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['manager'], role: 'manager' }) } },
      [`GET /api/v1/contracts/${contractId}`]: { body: contract },
      'GET /api/v1/holiday-calendars': { body: { items: [] } },
      [`PATCH /api/v1/contracts/${contractId}`]: ({ body }) => {
        patches.push(body);
        return { body: { ...contract, ...(body as object), updatedAt: '2027-01-02T00:00:00.000Z' } };
      },
      'DELETE /api/v1/contract-lines/00000000-0000-4000-8000-0000000000f2': ({ url }) => {
        deletes.push(url.pathname);
        return { status: 204 };
      },
    });
    renderApp(`/billing/contracts/${contractId}`);
    expect(await screen.findByRole('heading', { name: 'HE-2027' }, { timeout: 15_000 })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Lines' });
    expect(within(table).getByText('€32.50 / h')).toBeTruthy();
    expect(within(table).getByText('€34.75 / h')).toBeTruthy();
    expect(within(table).getAllByText('Invoiced')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Invoices' }).getAttribute('href')).toBe(
      `/billing/invoices?contractId=${contractId}`,
    );

    // An invoiced version cannot be deleted; the open one can, after asking.
    const deleteButtons = within(table).getAllByRole('button', { name: 'Delete line GUARD' }) as HTMLButtonElement[];
    expect(deleteButtons.map((button) => button.disabled)).toEqual([false, true]);
    fireEvent.click(deleteButtons[0] as HTMLButtonElement);
    const confirm = await screen.findByRole('dialog', { name: 'Delete line GUARD?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.change(screen.getByLabelText(/^Tax rate/), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText(/^Overtime after/), { target: { value: '40.0' } });
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(patches).toHaveLength(1), { timeout: 5000 });
    expect(patches[0]).toEqual({ taxRateBp: 1000 });
  });
});
