import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../../../shared/contract/clients.ts';
import type { Customer } from '../../../../shared/contract/customers.ts';
import type { EventSummary } from '../../../../shared/contract/events.ts';
import { clientFixture, customerFixture } from '../../../test/fixtures.ts';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

const clientId = '00000000-0000-4000-8000-0000000000c1';
const client: Client = clientFixture({ id: clientId, customers: 1, events: 1 });
const customer: Customer = customerFixture({ clientId, name: 'Arena Group', events: 1, users: 2 });
const event: EventSummary = {
  id: '00000000-0000-4000-8000-0000000000e1',
  eventName: 'Arena Night',
  customerId: customer.id,
  customerName: 'Arena Group',
  clientId,
  siteName: null,
  timeZone: 'America/Chicago',
  startDate: '2026-06-01T18:00:00.000Z',
  endDate: '2026-06-02T02:00:00.000Z',
  status: 'Upcoming',
  guardPayrate: 20,
  managerPayrate: 30,
  supervisorPayrate: 25,
  payrollBudget: 1000,
  guardsAssigned: 0,
  guardsOnDuty: 0,
  guardsOnBreak: 0,
};
const page = <T,>(items: T[]) => ({ items, page: 1, limit: 25, total: items.length });

function mockApi(customers: Customer[], events: EventSummary[], queries: URL[] = []) {
  mockFetch({
    'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['manager'], role: 'manager' }) } },
    [`GET /api/v1/clients/${clientId}`]: { body: { ...client, customers: customers.length, events: events.length } },
    'GET /api/v1/customers': ({ url }) => {
      queries.push(url);
      return { body: page(customers) };
    },
    'GET /api/v1/events': ({ url }) => {
      queries.push(url);
      return { body: page(events) };
    },
  });
}

describe('client page tabs', () => {
  it('lists the client’s customers, each a link to its page', async () => {
    const queries: URL[] = [];
    mockApi([customer], [event], queries);
    renderApp(`/clients/${clientId}?tab=customers`);
    const list = await screen.findByRole('list', { name: 'Customers of Harbor Patrol' }, { timeout: 15_000 });
    expect(
      within(list)
        .getByRole('link', { name: /Arena Group/ })
        .getAttribute('href'),
    ).toBe(`/customers/${customer.id}`);
    expect(within(list).getByText('Events: 1 · Users: 2')).toBeTruthy();
    expect(
      queries.some((url) => url.pathname === '/api/v1/customers' && url.searchParams.get('clientId') === clientId),
    ).toBe(true);
    expect(screen.queryByText(/comes with the Customers screen/)).toBeNull();
  }, 30_000);

  it('lists the client’s events, each a link to its page', async () => {
    mockApi([customer], [event]);
    renderApp(`/clients/${clientId}?tab=events`);
    const list = await screen.findByRole('list', { name: 'Events of Harbor Patrol' }, { timeout: 15_000 });
    expect(
      within(list)
        .getByRole('link', { name: /Arena Night/ })
        .getAttribute('href'),
    ).toBe(`/events/${event.id}`);
    expect(within(list).getByText('Upcoming')).toBeTruthy();
  }, 30_000);

  it('shows the empty states with the Add links for whoever may add', async () => {
    mockApi([], []);
    renderApp(`/clients/${clientId}?tab=customers`);
    expect(await screen.findByText('No customers yet', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add customer' }).getAttribute('href')).toBe('/customers?new=1');
  }, 30_000);
});
