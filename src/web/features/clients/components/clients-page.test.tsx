import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../../../shared/contract/clients.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { loadRtlCache } from '../../../lib/direction-cache.ts';
import { formatCount } from '../../../lib/format.ts';
import { clientFixture } from '../../../test/fixtures.ts';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

function client(overrides: Partial<Client> = {}): Client {
  return clientFixture({
    contactName: 'Hana Harbor',
    contactPhone: '+1 555 0100',
    customers: 3,
    events: 5,
    activeEvents: 1,
    ...overrides,
  });
}

function mockApi() {
  mockFetch({
    'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['admin'], role: 'admin' }) } },
    'GET /api/v1/clients': {
      body: {
        items: [client(), client({ id: 'c2', clientName: 'Quiet Co.', status: 'Inactive' })],
        page: 1,
        limit: 25,
        total: 2,
      },
    },
  });
}

describe('clients page', () => {
  it('shows the list, its columns, filter and statuses in Arabic', async () => {
    // The right-to-left style cache loads on first use; have it ready so the page renders at once.
    await Promise.all([i18n.changeLanguage('ar'), loadRtlCache()]);
    mockApi();
    renderApp('/clients');
    expect(await screen.findByRole('heading', { name: 'العملاء' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Clients' })).toBeNull();
    const grid = await screen.findByRole('grid', { name: 'العملاء' });
    expect(await within(grid).findByText('Harbor Patrol')).toBeTruthy();
    expect(within(grid).getByText('العميل')).toBeTruthy();
    expect(within(grid).getByText('المنطقة الزمنية')).toBeTruthy();
    expect(within(grid).getByText('نشط')).toBeTruthy();
    expect(within(grid).getByText('غير نشط')).toBeTruthy();
    expect(within(grid).queryByText('Inactive')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'البحث في العملاء' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'إضافة عميل' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة عميل' });
    expect(within(dialog).getByLabelText(/^اسم العميل/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeTruthy();
    expect(within(dialog).queryByText('Client name')).toBeNull();
  });

  it('keeps the English texts in English', async () => {
    mockApi();
    renderApp('/clients');
    expect(await screen.findByRole('heading', { name: 'Clients' }, { timeout: 15_000 })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Clients' });
    expect(await within(grid).findByText('Harbor Patrol')).toBeTruthy();
    expect(within(grid).getByText('Events (active now)')).toBeTruthy();
    expect(within(grid).getByText('Inactive')).toBeTruthy();
  });

  it('shows the client’s position interval among its details, the number isolated in Arabic', async () => {
    await Promise.all([i18n.changeLanguage('ar'), loadRtlCache()]);
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['admin'], role: 'admin' }) } },
      'GET /api/v1/clients/00000000-0000-4000-8000-0000000000c1': { body: client({ positionIntervalSeconds: 45 }) },
    });
    renderApp('/clients/00000000-0000-4000-8000-0000000000c1');
    const label = await screen.findByText('الفاصل الزمني لإرسال الموقع', {}, { timeout: 15_000 });
    const value = label.nextElementSibling;
    expect(value?.textContent).toMatch(/^كل .+ ثانية$/);
    expect(value?.querySelector('bdi')?.textContent).toBe(formatCount(45));
  });
});
