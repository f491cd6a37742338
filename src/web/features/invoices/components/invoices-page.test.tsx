import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InvoiceSummary } from '../../../../shared/contract/billing.ts';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';
import { contractId, invoice, recordingUrls } from './invoice-fixtures.test-data.ts';

const manager = { body: { user: sessionUser({ roles: ['manager'], role: 'manager' }) } };
const client = {
  body: {
    user: sessionUser({
      roles: ['client'],
      role: 'client',
      customerId: '00000000-0000-4000-8000-00000000f001',
    }),
  },
};

function summary(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  const { lines: _lines, ...rest } = invoice(overrides);
  return rest;
}

const issued = summary({
  status: 'issued',
  number: 'INV-2026-0001',
  issuedAt: '2026-06-01T09:00:00.000Z',
  issuedOn: '2026-06-01',
  dueOn: '2026-07-01',
});
const creditNote = summary({
  id: '00000000-0000-4000-8000-00000000a002',
  kind: 'credit_note',
  status: 'issued',
  number: 'CN-2026-0001',
  totalCents: -254_100,
  currency: 'EUR',
});

describe('invoices page', () => {
  it('lists invoices with their totals in their currency and gives a manager the draft, due and export actions', async () => {
    const asked: URL[] = [];
    mockFetch({
      'GET /api/v1/auth/session': manager,
      'GET /api/v1/invoices': recordingUrls(asked, () => ({
        body: { items: [issued, creditNote, summary({ id: '00000000-0000-4000-8000-00000000a003' })] },
      })),
      'GET /api/v1/customers': { body: { items: [], total: 0, page: 1, limit: 100 } },
      'GET /api/v1/contracts': { body: { items: [] } },
    });
    renderApp(`/billing/invoices?contractId=${contractId}`);
    const grid = await screen.findByRole('grid', { name: 'Invoices' }, { timeout: 30_000 });
    expect(await within(grid).findByText('INV-2026-0001')).toBeTruthy();
    expect(within(grid).getAllByText('$2,541.00')).toHaveLength(2);
    expect(within(grid).getByText('Credit note')).toBeTruthy();
    expect(within(grid).getByText('-€2,541.00')).toBeTruthy();
    expect(within(grid).getAllByText('Draft')).toHaveLength(2);
    expect(asked[0]?.searchParams.get('contractId')).toBe(contractId);
    expect(screen.getByRole('button', { name: 'Draft invoice' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Draft all due' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();

    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click(await screen.findByRole('option', { name: 'Issued' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('status')).toBe('issued'));
  });

  it('shows a customer’s own user their invoices without any manager action or filter', async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/auth/session': client,
      'GET /api/v1/invoices': { body: { items: [issued] } },
    });
    renderApp('/billing/invoices');
    const grid = await screen.findByRole('grid', { name: 'Invoices' }, { timeout: 30_000 });
    expect(await within(grid).findByText('INV-2026-0001')).toBeTruthy();
    expect(screen.getByText('Your issued invoices and credit notes.')).toBeTruthy();
    for (const name of ['Draft invoice', 'Draft all due', 'Export']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByLabelText('Customer')).toBeNull();
    expect(screen.queryByLabelText('Contract')).toBeNull();
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths).not.toContain('/api/v1/contracts');
    expect(paths).not.toContain('/api/v1/customers');
  });

  it('translates the export’s refusal when the period holds too many invoices', async () => {
    mockFetch({
      'GET /api/v1/auth/session': manager,
      'GET /api/v1/invoices': { body: { items: [] } },
      'GET /api/v1/customers': { body: { items: [], total: 0, page: 1, limit: 100 } },
      'GET /api/v1/contracts': { body: { items: [] } },
      'GET /api/v1/invoices/export': {
        status: 400,
        body: {
          error: {
            code: 'invoice.export_too_many',
            message: 'Too many invoices.',
            params: { count: 612, max: 500 },
          },
        },
      },
    });
    renderApp('/billing/invoices');
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Export to accounting' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(
      await within(dialog).findByText(
        '612 invoices fall in this period; one file takes at most 500. Choose a shorter period.',
      ),
    ).toBeTruthy();
  });
});
