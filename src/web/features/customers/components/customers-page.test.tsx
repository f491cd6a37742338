import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Customer, CustomerUser } from '../../../../shared/contract/customers.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { loadRtlCache } from '../../../lib/direction-cache.ts';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

const customerId = '00000000-0000-4000-8000-0000000000a1';

function customer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: customerId,
    clientId: '00000000-0000-4000-8000-0000000000c1',
    name: 'Harbor Events',
    status: 'Active',
    contactName: 'Dana Reyes',
    contactEmail: 'dana@harbor.test',
    contactPhone: '+1 555 0100',
    address: '1 Pier Road',
    events: 2,
    users: 1,
    createdAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

const customerUser: CustomerUser = {
  id: '00000000-0000-4000-8000-0000000000u1',
  displayName: 'Olivia Brennan',
  email: 'olivia@harbor.test',
  roles: ['client'],
  role: 'client',
  status: 'active',
  customerId,
  customerName: 'Harbor Events',
  invitationPending: false,
  createdAt: '2026-03-02T00:00:00.000Z',
};

const page = <T,>(items: T[]) => ({ items, page: 1, limit: 25, total: items.length });

function mockApi(calls: URL[] = []) {
  return mockFetch({
    'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['manager'], role: 'manager' }) } },
    'GET /api/v1/customers': ({ url }) => {
      calls.push(url);
      return {
        body: page([customer(), customer({ id: 'c2', name: 'Quiet Co.', status: 'Inactive', events: 0, users: 0 })]),
      };
    },
    [`GET /api/v1/customers/${customerId}`]: { body: customer() },
    [`DELETE /api/v1/customers/${customerId}`]: {
      status: 409,
      body: {
        error: {
          code: 'customer.has_events',
          message: 'This customer has 2 events; a customer with events cannot be deleted. Deactivate it instead.',
          params: { count: 2 },
        },
      },
    },
    [`GET /api/v1/customers/${customerId}/users`]: { body: page([customerUser]) },
    'GET /api/v1/customer-users': { body: page([customerUser]) },
    'GET /api/v1/events': { body: page([]) },
  });
}

describe('customers page', () => {
  it('lists customers, asks the server for the filter and order, and shows a refused delete', async () => {
    const calls: URL[] = [];
    mockApi(calls);
    renderApp('/customers');
    expect(await screen.findByRole('heading', { name: 'Customers' }, { timeout: 15_000 })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Customers' });
    expect(await within(grid).findByText('Harbor Events')).toBeTruthy();
    expect(within(grid).getByText('Inactive')).toBeTruthy();
    expect(calls.at(-1)?.searchParams.get('sort')).toBe('name');
    expect(calls.at(-1)?.searchParams.get('order')).toBe('asc');

    // Sorting is done by the server: a click on the header asks again.
    fireEvent.click(within(grid).getByText('Customer'));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('order')).toBe('desc'));

    fireEvent.change(screen.getByRole('textbox', { name: 'Search customers' }), { target: { value: 'harbor' } });
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('q')).toBe('harbor'), { timeout: 3000 });

    const csv = screen.getByRole('link', { name: /Export CSV/ });
    expect(csv.getAttribute('href')).toBe('/api/v1/customers.csv?q=harbor&sort=name&order=desc');

    // Delete from the row menu: the server's refusal shows in the dialog.
    const row = within(grid).getByText('Harbor Events').closest('[role="row"]') as HTMLElement;
    const more = row.querySelector('[data-field="actions"] button');
    if (!more) throw new Error('no actions button');
    fireEvent.click(more);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Harbor Events?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText(
        'This customer has 2 events; a customer with events cannot be deleted. Deactivate it instead.',
      ),
    ).toBeTruthy();
  });

  it('validates the add form before anything is sent', async () => {
    const fetchMock = mockApi();
    renderApp('/customers');
    fireEvent.click(await screen.findByRole('button', { name: 'Add customer' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add customer' });
    fireEvent.change(within(dialog).getByLabelText(/^Customer name/), { target: { value: 'New One' } });
    fireEvent.change(within(dialog).getByLabelText(/^Contact email/), { target: { value: 'not-an-email' } });
    expect(await within(dialog).findByText('You must enter a valid email')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Contact email/)));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows a customer with its users in Arabic', async () => {
    await Promise.all([i18n.changeLanguage('ar'), loadRtlCache()]);
    mockApi();
    renderApp(`/customers/${customerId}?tab=users`);
    expect(await screen.findByRole('heading', { name: 'Harbor Events' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /^المستخدمون \(/ })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'المستخدمون' });
    expect(await within(grid).findByText('Olivia Brennan')).toBeTruthy();
    expect(within(grid).getByText('البريد الإلكتروني')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إضافة مستخدم' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'حذف' })).toBeTruthy();
    expect(screen.queryByText('Users')).toBeNull();
  });

  it('lists every customer user with a link to the customer', async () => {
    mockApi();
    renderApp('/customerusers');
    expect(await screen.findByRole('heading', { name: 'Customer users' }, { timeout: 15_000 })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Customer users' });
    const link = await within(grid).findByRole('link', { name: 'Harbor Events' });
    expect(link.getAttribute('href')).toBe(`/customers/${customerId}`);
  });
});
