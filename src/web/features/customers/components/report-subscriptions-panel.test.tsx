import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../../../shared/contract/customers.ts';
import type { ReportSubscription } from '../../../../shared/contract/report-delivery.ts';
import { customerFixture } from '../../../test/fixtures.ts';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

const customerId = '00000000-0000-4000-8000-0000000000a1';
const customer: Customer = customerFixture({ id: customerId, events: 2 });
const subscription: ReportSubscription = {
  id: '00000000-0000-4000-8000-0000000000s1',
  customerId,
  recipients: ['ops@example.test', 'night@demo.test'],
  kind: 'daily',
  sendAt: '07:00',
  createdAt: '2026-03-02T09:00:00.000Z',
  createdBy: { id: 'u1', name: 'Hana Manager' },
};

function mockApi(options: { items?: ReportSubscription[]; posted?: unknown[]; deleted?: string[]; fail?: boolean }) {
  let items = options.items ?? [];
  return mockFetch({
    'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['manager'], role: 'manager' }) } },
    [`GET /api/v1/customers/${customerId}`]: { body: customer },
    [`GET /api/v1/customers/${customerId}/report-subscriptions`]: options.fail
      ? { status: 500, body: { error: { code: 'internal', message: 'Something went wrong on the server.' } } }
      : () => ({ body: { items } }),
    [`POST /api/v1/customers/${customerId}/report-subscriptions`]: ({ body }) => {
      options.posted?.push(body);
      const added = { ...subscription, id: 'new', ...(body as object) } as ReportSubscription;
      items = [...items, added];
      return { status: 201, body: { id: 'new' } };
    },
    [`DELETE /api/v1/report-subscriptions/${subscription.id}`]: () => {
      options.deleted?.push(subscription.id);
      items = items.filter((i) => i.id !== subscription.id);
      return { status: 204 };
    },
  });
}

const openTab = async () => {
  renderApp(`/customers/${customerId}?tab=reports`);
  return screen.findByText(/Each subscription mails the daily activity report/, {}, { timeout: 30_000 });
};

describe('report subscriptions on the customer page', () => {
  it('lists the subscriptions, and deletes one after a confirmation', async () => {
    const deleted: string[] = [];
    mockApi({ items: [subscription], deleted });
    await openTab();
    const list = await screen.findByRole('list', { name: 'Report subscriptions' });
    expect(within(list).getByText('Daily at 07:00')).toBeTruthy();
    expect(within(list).getByText('ops@example.test')).toBeTruthy();
    expect(within(list).getByText(/Added by Hana Manager/)).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this subscription?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([subscription.id]));
    expect(await screen.findByText('No report subscriptions yet.')).toBeTruthy();
  });

  it('adds recipients as chips, checks each beside the field, and sends the subscription', async () => {
    const posted: unknown[] = [];
    mockApi({ posted });
    await openTab();
    expect(await screen.findByText('No report subscriptions yet.')).toBeTruthy();
    const field = screen.getByLabelText('Recipients');
    fireEvent.change(field, { target: { value: 'not-an-email' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByText('Not a valid email')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Ops@Example.test' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByText('ops@example.test')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'ops@example.test' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByText('Already in the list')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'night@demo.test' } });
    fireEvent.change(screen.getByLabelText('Send at'), { target: { value: '06:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add subscription' }));
    await waitFor(() =>
      expect(posted).toEqual([{ recipients: ['ops@example.test', 'night@demo.test'], kind: 'daily', sendAt: '06:30' }]),
    );
    expect(await screen.findByText('Subscription added.')).toBeTruthy();
  });

  it('asks for a recipient before sending', async () => {
    const posted: unknown[] = [];
    mockApi({ posted });
    await openTab();
    fireEvent.click(screen.getByRole('button', { name: 'Add subscription' }));
    expect(await screen.findByText('Add at least one recipient')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('says when the subscriptions could not be loaded', async () => {
    mockApi({ fail: true });
    await openTab();
    expect(await screen.findByText(/The report subscriptions could not be loaded/)).toBeTruthy();
  });
});
