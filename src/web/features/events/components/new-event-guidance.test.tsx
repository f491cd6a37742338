import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerFixture } from '../../../test/fixtures.ts';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

const customer = (id: string, name: string) => customerFixture({ id, name, createdAt: '2026-01-01T00:00:00.000Z' });
const ownId = '00000000-0000-4000-8000-0000000000a1';
const otherId = '00000000-0000-4000-8000-0000000000a2';

function mockApi(customers: ReturnType<typeof customer>[], fullClientAccess: string[]) {
  mockFetch({
    'GET /api/v1/auth/session': {
      body: {
        user: sessionUser({
          roles: ['manager'],
          role: 'manager',
          permissions: { fullClientAccess, individualEvents: [] },
        }),
      },
    },
    'GET /api/v1/events': { body: { items: [], page: 1, limit: 25, total: 0 } },
    'GET /api/v1/customers': { body: { items: customers, page: 1, limit: 100, total: customers.length } },
  });
}

describe('the New event form without a customer to plan for', () => {
  it('says to add a customer first and links to the Add customer form, instead of an empty select', async () => {
    mockApi([], []);
    renderApp('/events');
    fireEvent.click(await screen.findByRole('button', { name: 'New event' }, { timeout: 15_000 }));
    expect(await screen.findByText(/Add a customer first/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /Customer/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add a customer' }).getAttribute('href')).toBe('/customers?new=1');
  }, 30_000);

  it('tells a manager with none of the client’s customers who can grant them', async () => {
    mockApi([customer(otherId, 'Harbor Lights')], []);
    renderApp('/events');
    fireEvent.click(await screen.findByRole('button', { name: 'New event' }, { timeout: 15_000 }));
    expect(await screen.findByText(/An executive or admin can grant you customers/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a customer' }).getAttribute('href')).toBe('/customers?new=1');
  }, 30_000);

  it('says the list shows only the customers one has access to when some are not theirs', async () => {
    mockApi([customer(ownId, 'Arena Group'), customer(otherId, 'Harbor Lights')], [ownId]);
    renderApp('/events?new=1');
    expect(
      await screen.findByText(/The list shows the customers you have access to/, {}, { timeout: 15_000 }),
    ).toBeTruthy();
  }, 30_000);
});
