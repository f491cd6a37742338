import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { badgeIdFor } from '../../../../shared/badge-id.ts';
import type { Personnel } from '../../../../shared/contract/personnel.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { loadRtlCache } from '../../../lib/direction-cache.ts';
import { personnelFixture } from '../../../test/fixtures.ts';
import { disabledReasonOf, mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

const annId = '1a2b3c4d-0000-4000-8000-0000000000a1';
const bobId = 'b0b0b0b0-0000-4000-8000-0000000000a2';

/** Ann North off any event, with no licence. */
function person(overrides: Partial<Personnel> = {}): Personnel {
  return personnelFixture({
    id: annId,
    currentEvent: null,
    licenceNumber: null,
    licenceExpiresOn: null,
    licenceState: 'none',
    ...overrides,
  });
}

function mockApi() {
  return mockFetch({
    'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['manager'], role: 'manager' }) } },
    'GET /api/v1/personnel': ({ url }) => {
      const q = url.searchParams.get('q');
      const items = [person(), person({ id: bobId, name: 'Bob South', roles: ['supervisor'] })].filter(
        (p) => !q || p.name.toLowerCase().includes(q.toLowerCase()),
      );
      return { body: { items, page: 1, limit: 10, total: items.length } };
    },
  });
}

describe('badges page', () => {
  it('selects people, previews their badges with the badge id and QR code, and prints', async () => {
    const fetchMock = mockApi();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp('/badge');
    expect(await screen.findByRole('heading', { name: 'Badges' }, { timeout: 15_000 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Personnel to print badges for' });
    expect(within(list).getByText('Ann North')).toBeTruthy();
    expect(screen.getByText('Select people to see their badges here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toHaveProperty('disabled', true);
    expect(disabledReasonOf(screen.getByRole('button', { name: 'Print' }))).toBe(
      'Choose at least one person to print their badge.',
    );

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ann North' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    const ann = within(preview).getByRole('group', { name: 'Badge of Ann North' });
    expect(within(ann).getByText('WP-1A2B3C4D')).toBeTruthy();
    expect(within(ann).getByText('Guard')).toBeTruthy();
    expect(within(ann).getByText('Demo Guarding Co.')).toBeTruthy();
    expect(within(ann).getByRole('img', { name: 'QR code of badge WP-1A2B3C4D' }).tagName.toLowerCase()).toBe('svg');
    expect(screen.getByText('Selected: 1')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(within(preview).getAllByRole('group', { name: /^Badge of / })).toHaveLength(2);
    expect(within(preview).getByText(badgeIdFor(bobId))).toBeTruthy();
    expect(within(preview).getByText('Supervisor')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);

    // The search goes to the server; the selection stays.
    fireEvent.change(screen.getByRole('textbox', { name: 'Search personnel for badges' }), {
      target: { value: 'bob' },
    });
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).includes('q=bob'))).toBe(true));
    expect(await within(list).findByText('Bob South')).toBeTruthy();
    expect(within(preview).getAllByRole('group', { name: /^Badge of / })).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(within(preview).queryAllByRole('group', { name: /^Badge of / })).toHaveLength(0);
  });

  it('speaks Arabic and keeps the badge id and QR code left to right', async () => {
    await Promise.all([i18n.changeLanguage('ar'), loadRtlCache()]);
    mockApi();
    renderApp('/badge');
    expect(await screen.findByRole('heading', { name: 'الشارات' }, { timeout: 15_000 })).toBeTruthy();
    await screen.findByRole('list', { name: 'الموظفون المراد طباعة شاراتهم' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'تحديد الكل في هذه الصفحة' }));
    const preview = screen.getByRole('region', { name: 'معاينة' });
    const ann = within(preview).getByRole('group', { name: 'شارة Ann North' });
    expect(within(ann).getByText('حارس')).toBeTruthy();
    const id = within(ann).getByText('WP-1A2B3C4D');
    expect(id.closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    expect(within(ann).getByText('Ann North').closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(within(ann).getByRole('img', { name: 'رمز QR للشارة WP-1A2B3C4D' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'طباعة' })).toHaveProperty('disabled', false);
    expect(screen.queryByText('Print')).toBeNull();
  });
});
