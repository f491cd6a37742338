import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../../shared/contract/tasks.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { loadRtlCache } from '../../../lib/direction-cache.ts';
import { stubScreenWidth } from '../../../test/screen-width.ts';
import { mockFetch, renderApp, sessionUser, testQueryClient } from '../../../test/utils.tsx';
import { prefetchFirstTasksPage } from '../api/list-tasks.ts';

const guardId = '00000000-0000-4000-8000-0000000000a1';

function task(overrides: Partial<Task> = {}): Task {
  return {
    id: '00000000-0000-4000-8000-0000000000t1',
    title: 'Check the north gate',
    description: 'Every hour, log the seal numbers',
    eventId: '00000000-0000-4000-8000-0000000000e1',
    eventName: 'Harbor Festival',
    assignedTo: guardId,
    assigneeName: 'Gabe Guard',
    dueAt: '2026-05-05T10:00:00.000Z',
    priority: 'high',
    status: 'open',
    overdue: true,
    completedAt: null,
    createdBy: null,
    createdByName: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

function mockApi(roles: string[], id = '00000000-0000-4000-8000-000000000001') {
  return mockFetch({
    'GET /api/v1/auth/session': { body: { user: sessionUser({ id, roles, role: roles[0] as 'guard' }) } },
    'GET /api/v1/tasks': ({ url }) => ({
      body: {
        items:
          url.searchParams.get('status') === 'done'
            ? []
            : [
                task(),
                task({
                  id: 't2',
                  title: 'Lock the hall',
                  description: null,
                  assignedTo: null,
                  assigneeName: null,
                  priority: 'low',
                  overdue: false,
                  dueAt: '2026-05-05T20:00:00.000Z',
                }),
              ],
        page: 1,
        limit: 25,
        total: 2,
      },
    }),
    'GET /api/v1/tasks/options': { body: { events: [], people: [] } },
    'PATCH /api/v1/tasks/00000000-0000-4000-8000-0000000000t1': ({ body }) => ({
      body: task({ ...(body as Partial<Task>) }),
    }),
    'DELETE /api/v1/tasks/t2': { body: null },
    'POST /api/v1/tasks/00000000-0000-4000-8000-0000000000t1/complete': {
      body: task({ status: 'done', overdue: false }),
    },
  });
}

describe('tasks page', () => {
  it('asks first for what its menu link prefetches, so the prefetched page is the one it shows', async () => {
    const fetchMock = mockApi(['manager']);
    const listCalls = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/v1/tasks');
    await prefetchFirstTasksPage(testQueryClient());
    const prefetched = Object.fromEntries(listCalls()[0]?.searchParams ?? []);
    renderApp('/tasks');
    await waitFor(() => expect(listCalls().length).toBe(2), { timeout: 15_000 });
    expect(Object.fromEntries(listCalls()[1]?.searchParams ?? [])).toEqual(prefetched);
    expect(prefetched).toMatchObject({ state: 'open', sort: 'dueAt', order: 'asc' });
  });

  it('shows the tasks, the red Overdue chip and the New task dialog in Arabic', async () => {
    await Promise.all([i18n.changeLanguage('ar'), loadRtlCache()]);
    mockApi(['manager']);
    renderApp('/tasks');
    expect(await screen.findByRole('heading', { name: 'المهام' }, { timeout: 15_000 })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'المهام' });
    expect(await within(grid).findByText('Check the north gate')).toBeTruthy();
    expect(within(grid).getAllByText('متأخرة')).toHaveLength(1);
    expect(within(grid).getByText('عالية')).toBeTruthy();
    expect(within(grid).getByText('غير مسندة')).toBeTruthy();
    expect(within(grid).queryByText('Overdue')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'مهمة جديدة' }));
    const dialog = await screen.findByRole('dialog', { name: 'مهمة جديدة' });
    expect(within(dialog).getByLabelText(/^العنوان/)).toBeTruthy();
    expect(within(dialog).queryByText('Title')).toBeNull();
  });

  it('wraps a long task title and its event on a phone, which has no hover to show them whole', async () => {
    await i18n.changeLanguage('en');
    stubScreenWidth(true);
    mockApi(['manager']);
    renderApp('/tasks');
    const title = await screen.findByText('Check the north gate', undefined, { timeout: 15_000 });
    expect(screen.queryByRole('grid')).toBeNull();
    expect(getComputedStyle(title).whiteSpace).not.toBe('nowrap');
    expect(getComputedStyle(screen.getByText(/^Harbor Festival · Gabe Guard/)).whiteSpace).not.toBe('nowrap');
  });

  it('lets a guard tick off their own task, and not someone else’s', async () => {
    await i18n.changeLanguage('en');
    const fetchMock = mockApi(['guard'], guardId);
    renderApp('/tasks');
    const grid = await screen.findByRole('grid', { name: 'Tasks' }, { timeout: 15_000 });
    expect(await within(grid).findByText('Check the north gate')).toBeTruthy();
    expect(within(grid).getByText('Overdue')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New task' })).toBeNull();
    const mine = within(grid).getByRole('checkbox', { name: 'Mark “Check the north gate” as done' });
    const other = within(grid).getByRole('checkbox', { name: 'Mark “Lock the hall” as done' });
    expect((other as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(mine);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) =>
            String(input).endsWith('/tasks/00000000-0000-4000-8000-0000000000t1/complete') && init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });
  it('edits a task in the prefilled dialog and sends the changes with PATCH', async () => {
    await i18n.changeLanguage('en');
    const fetchMock = mockApi(['manager']);
    renderApp('/tasks');
    const grid = await screen.findByRole('grid', { name: 'Tasks' }, { timeout: 15_000 });
    expect(await within(grid).findByText('Check the north gate')).toBeTruthy();
    fireEvent.click(within(grid).getByRole('button', { name: 'Edit “Check the north gate”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit task' });
    const title = within(dialog).getByLabelText(/^Title/) as HTMLInputElement;
    expect(title.value).toBe('Check the north gate');
    expect((within(dialog).getByLabelText(/^Description/) as HTMLTextAreaElement).value).toBe(
      'Every hour, log the seal numbers',
    );
    fireEvent.change(title, { target: { value: 'Check the south gate' } });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(
        ([input, init]) =>
          String(input).endsWith('/tasks/00000000-0000-4000-8000-0000000000t1') && init?.method === 'PATCH',
      );
      expect(call).toBeTruthy();
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({
        title: 'Check the south gate',
        description: 'Every hour, log the seal numbers',
        eventId: '00000000-0000-4000-8000-0000000000e1',
        assignedTo: guardId,
        dueAt: '2026-05-05T10:00:00.000Z',
        priority: 'high',
      });
    });
    expect(await screen.findByText('Task “Check the south gate” saved')).toBeTruthy();
  });

  it('deletes a task only after the confirmation', async () => {
    await i18n.changeLanguage('en');
    const fetchMock = mockApi(['manager']);
    renderApp('/tasks');
    const grid = await screen.findByRole('grid', { name: 'Tasks' }, { timeout: 15_000 });
    expect(await within(grid).findByText('Lock the hall')).toBeTruthy();
    const deletes = () =>
      fetchMock.mock.calls.filter(([input, init]) => String(input).endsWith('/tasks/t2') && init?.method === 'DELETE');
    fireEvent.click(within(grid).getByRole('button', { name: 'Delete “Lock the hall”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the task “Lock the hall”?' });
    expect(deletes()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(await screen.findByText('Task “Lock the hall” deleted')).toBeTruthy();
  });

  it('links the CSV export to the filtered list', async () => {
    await i18n.changeLanguage('en');
    mockApi(['guard'], guardId);
    renderApp('/tasks');
    const link = await screen.findByRole('link', { name: 'Export CSV' }, { timeout: 15_000 });
    expect(link.getAttribute('href')).toBe('/api/v1/tasks.csv?state=open&sort=dueAt&order=asc');
  });

  it('opens on the open tasks, soonest due first, and still shows all or the closed ones on request', async () => {
    await i18n.changeLanguage('en');
    const fetchMock = mockApi(['manager']);
    renderApp('/tasks');
    const listQueries = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/v1/tasks');
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(0), { timeout: 15_000 });
    const first = listQueries()[0] as URL;
    expect(first.searchParams.get('state')).toBe('open');
    expect(first.searchParams.get('status')).toBeNull();
    expect(first.searchParams.get('sort')).toBe('dueAt');
    expect(first.searchParams.get('order')).toBe('asc');
    const statusSelect = screen.getByRole('combobox', { name: 'Status' });
    expect(statusSelect.textContent).toBe('Open and in progress');

    fireEvent.mouseDown(statusSelect);
    fireEvent.click(await screen.findByRole('option', { name: 'Done and cancelled' }));
    await waitFor(() => expect(listQueries().at(-1)?.searchParams.get('state')).toBe('closed'));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All statuses' }));
    await waitFor(() => {
      const last = listQueries().at(-1) as URL;
      expect(last.searchParams.get('state')).toBeNull();
      expect(last.searchParams.get('status')).toBeNull();
    });
  });
});
