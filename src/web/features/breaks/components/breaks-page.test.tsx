import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Break } from '../../../../shared/contract/breaks.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { loadRtlCache } from '../../../lib/direction-cache.ts';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

const annBreak = '00000000-0000-4000-8000-0000000000b1';
const bobBreak = '00000000-0000-4000-8000-0000000000b2';

function aBreak(overrides: Partial<Break> = {}): Break {
  return {
    id: annBreak,
    guard: { id: 'u1', name: 'Ann North' },
    event: { id: 'e1', name: 'Mall Day' },
    startAt: '2026-05-05T17:40:00.000Z',
    endAt: null,
    allowedMinutes: 15,
    takenMinutes: 20,
    overrun: true,
    status: 'active',
    ...overrides,
  };
}

const live = [
  aBreak(),
  aBreak({
    id: bobBreak,
    guard: { id: 'u2', name: 'Bob South' },
    allowedMinutes: 30,
    takenMinutes: 10,
    overrun: false,
  }),
];
const history = [
  aBreak({ id: 'h1', endAt: '2026-05-05T13:40:00.000Z', takenMinutes: 40, allowedMinutes: 30, status: 'overrun' }),
  aBreak({ id: 'h2', endAt: '2026-05-05T10:14:00.000Z', takenMinutes: 14, overrun: false, status: 'completed' }),
];

function mockApi(role: 'supervisor' | 'guard') {
  const calls: string[] = [];
  const fetchMock = mockFetch({
    'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: [role], role }) } },
    'GET /api/v1/breaks': ({ url }) => {
      calls.push(url.search);
      const items = url.searchParams.get('view') === 'history' ? history : live;
      return { body: { items, page: 1, limit: 25, total: items.length } };
    },
    'GET /api/v1/events': { body: { items: [], page: 1, limit: 100, total: 0 } },
    [`POST /api/v1/breaks/${annBreak}/end`]: {
      body: aBreak({ endAt: '2026-05-05T18:00:00.000Z', status: 'overrun' }),
    },
  });
  return { fetchMock, calls };
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('breaks page', () => {
  it('shows the live breaks with the overrun in red, in Arabic', async () => {
    await Promise.all([i18n.changeLanguage('ar'), loadRtlCache()]);
    mockApi('supervisor');
    renderApp('/breaks');
    expect(await screen.findByRole('heading', { name: 'الاستراحات' }, { timeout: 15_000 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'الحراس في استراحة' });
    expect(within(list).getByText('Ann North')).toBeTruthy();
    const over = within(list).getByText('20 من 15 دقيقة').closest('[data-overrun]');
    expect(over?.getAttribute('data-overrun')).toBe('true');
    expect(within(list).getByText('تجاوز بمقدار 5 دقيقة')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'إنهاء استراحة Ann North' })).toBeTruthy();
  });

  it('lets a supervisor end a break after confirming', async () => {
    const { fetchMock } = mockApi('supervisor');
    renderApp('/breaks');
    const button = await screen.findByRole('button', { name: 'End the break of Ann North' }, { timeout: 15_000 });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'End the break of Ann North?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'End break' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) => String(input).endsWith(`/breaks/${annBreak}/end`) && init?.method === 'POST',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Break ended for Ann North')).toBeTruthy();
  });

  it('hides the end button from a guard and shows the history with filters and CSV', async () => {
    const { calls } = mockApi('guard');
    renderApp('/breaks');
    await screen.findByRole('list', { name: 'Guards on a break' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: /End the break/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    const grid = await screen.findByRole('grid', { name: 'Break history' });
    expect(await within(grid).findByText('40 min')).toBeTruthy();
    expect(within(grid).getByText('40 min').getAttribute('data-overrun')).toBe('true');
    expect(within(grid).getByText('14 min').getAttribute('data-overrun')).toBe('false');
    fireEvent.click(screen.getByRole('switch', { name: 'Overruns only' }));
    await waitFor(() => expect(calls.some((search) => search.includes('overrunOnly=true'))).toBe(true));
    const csv = screen.getByRole('link', { name: /CSV/ });
    expect(csv.getAttribute('href')).toContain('/api/v1/breaks.csv?view=history');
    expect(csv.getAttribute('href')).toContain('overrunOnly=true');
  });
});
