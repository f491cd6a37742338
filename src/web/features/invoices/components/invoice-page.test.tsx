import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';
import { invoice, invoiceId, invoiceLine, lineId } from './invoice-fixtures.test-data.ts';

const manager = { body: { user: sessionUser({ roles: ['manager'], role: 'manager' }) } };
const client = {
  body: {
    user: sessionUser({ roles: ['client'], role: 'client', customerId: '00000000-0000-4000-8000-00000000f001' }),
  },
};
const issuedInvoice = invoice({
  status: 'issued',
  number: 'INV-2026-0001',
  issuedAt: '2026-06-01T09:00:00.000Z',
  issuedOn: '2026-06-01',
  dueOn: '2026-07-01',
});

describe('invoice page', () => {
  it('shows the lines and totals and issues a draft only after its confirmation', async () => {
    let issued = false;
    const fetchMock = mockFetch({
      'GET /api/v1/auth/session': manager,
      [`GET /api/v1/invoices/${invoiceId}`]: () => ({ body: issued ? issuedInvoice : invoice() }),
      [`POST /api/v1/invoices/${invoiceId}/issue`]: () => {
        issued = true;
        return { body: { number: 'INV-2026-0001' } };
      },
    });
    renderApp(`/billing/invoices/${invoiceId}`);
    expect(await screen.findByRole('heading', { name: 'Draft' }, { timeout: 30_000 })).toBeTruthy();
    const lines = screen.getByRole('table', { name: 'Lines' });
    expect(within(lines).getByText('$1,260.00')).toBeTruthy();
    expect(within(lines).getByText('$45.00')).toBeTruthy();
    expect(screen.getByText('$2,310.00')).toBeTruthy();
    expect(screen.getByText('Tax (10%)')).toBeTruthy();
    expect(screen.getByText('$231.00')).toBeTruthy();
    expect(screen.getByText('$2,541.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue this invoice?' });
    expect(within(dialog).getByText(/gets the next number and can no longer change/)).toBeTruthy();
    const issueCalls = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').length;
    expect(issueCalls()).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await screen.findByRole('heading', { name: 'INV-2026-0001' })).toBeTruthy();
    expect(issueCalls()).toBe(1);
  });

  it('shows a per-call line as its calls at the price per call', async () => {
    const alarms = invoiceLine({
      id: '00000000-0000-4000-8000-00000000c009',
      rateType: 'FIXED',
      itemCode: 'ALARM',
      description: 'Alarm response',
      post: null,
      minutes: 0,
      quantity: 3,
      unitCents: 4500,
      amountCents: 13_500,
      callType: 'alarm',
    });
    mockFetch({
      'GET /api/v1/auth/session': manager,
      [`GET /api/v1/invoices/${invoiceId}`]: { body: invoice({ lines: [alarms] }) },
    });
    renderApp(`/billing/invoices/${invoiceId}`);
    const lines = await screen.findByRole('table', { name: 'Lines' }, { timeout: 30_000 });
    const row = within(lines).getByText('ALARM').closest('tr') as HTMLElement;
    expect(within(row).getByText('Per call: Alarm')).toBeTruthy();
    expect(within(row).getByText('3 calls')).toBeTruthy();
    expect(within(row).getByText('$45.00')).toBeTruthy();
    expect(within(row).getByText('$135.00')).toBeTruthy();
  });

  it('voids an issued invoice only with a reason, then names its credit note', async () => {
    const sent: unknown[] = [];
    mockFetch({
      'GET /api/v1/auth/session': manager,
      [`GET /api/v1/invoices/${invoiceId}`]: { body: issuedInvoice },
      [`POST /api/v1/invoices/${invoiceId}/void`]: ({ body }) => {
        sent.push(body);
        return { body: { creditNoteId: '00000000-0000-4000-8000-00000000a002', number: 'CN-2026-0001' } };
      },
    });
    renderApp(`/billing/invoices/${invoiceId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Void' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Void INV-2026-0001' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Billed the wrong post' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await screen.findByText('Voided. Credit note CN-2026-0001 cancels it.')).toBeTruthy();
    expect(sent).toEqual([{ reason: 'Billed the wrong post' }]);
  });

  it('opens a line’s clock entries in the event’s time zone for a manager', async () => {
    mockFetch({
      'GET /api/v1/auth/session': manager,
      [`GET /api/v1/invoices/${invoiceId}`]: { body: invoice() },
      [`GET /api/v1/invoices/${invoiceId}/lines/${lineId}/entries`]: {
        body: {
          items: [
            {
              clockEntryId: '00000000-0000-4000-8000-000000000e11',
              userId: '00000000-0000-4000-8000-000000000011',
              personName: 'Ada Guard',
              date: '2026-05-26',
              clockIn: '2026-05-26T08:00:00.000Z',
              clockOut: '2026-05-26T18:00:00.000Z',
              shiftId: null,
              minutes: 600,
            },
          ],
        },
      },
    });
    renderApp(`/billing/invoices/${invoiceId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Clock entries of GATE-A (REG)' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: /Clock entries · GATE-A/ });
    const table = await within(dialog).findByRole('table', { name: 'Clock entries' });
    expect(within(table).getByText('Ada Guard')).toBeTruthy();
    expect(within(table).getAllByText('600')).toHaveLength(2);
  });

  it('gives a customer’s own user the PDF and no manager action or entries', async () => {
    mockFetch({
      'GET /api/v1/auth/session': client,
      [`GET /api/v1/invoices/${invoiceId}`]: { body: issuedInvoice },
    });
    renderApp(`/billing/invoices/${invoiceId}`);
    expect(await screen.findByRole('heading', { name: 'INV-2026-0001' }, { timeout: 30_000 })).toBeTruthy();
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toBe(`/api/v1/invoices/${invoiceId}/pdf`);
    for (const name of ['Void', 'Send', 'Issue', 'Delete draft']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /Clock entries of/ })).toBeNull();
  });

  it('says when the invoice is not there', async () => {
    mockFetch({ 'GET /api/v1/auth/session': manager });
    renderApp(`/billing/invoices/${invoiceId}`);
    expect(await screen.findByText('The invoice could not be loaded.', {}, { timeout: 30_000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Invoices' })).toBeTruthy());
  });
});
