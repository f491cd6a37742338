import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../shared/contract/users.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

function user(overrides: Partial<User> = {}): User {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    email: 'gus@demo.test',
    displayName: 'Gus Guard',
    photoUrl: null,
    roles: ['guard'],
    role: 'guard',
    status: 'active',
    clientId: '00000000-0000-4000-8000-0000000000c1',
    customerId: null,
    customerName: null,
    permissions: { fullClientAccess: [], individualEvents: [] },
    invitationPending: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const emptyPage = { items: [], page: 1, limit: 100, total: 0 };

function mockApi(actorRole: 'executive' | 'manager' | 'guard', rows: User[] = [user()]) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  mockFetch({
    'GET /api/v1/auth/session': {
      body: { user: sessionUser({ roles: [actorRole], role: actorRole, id: 'actor-id' }) },
    },
    'GET /api/v1/users': (request) => {
      calls.push(request);
      return { body: { items: rows, page: 1, limit: 25, total: rows.length } };
    },
    'GET /api/v1/customers': { body: emptyPage },
    'GET /api/v1/events': { body: emptyPage },
    'POST /api/v1/users': (request) => {
      calls.push(request);
      return {
        status: 201,
        body: user({ id: 'new', email: 'new@demo.test', displayName: 'Nia New', invitationPending: true }),
      };
    },
  });
  return calls;
}

describe('users page', () => {
  it('lists the users of the API', async () => {
    mockApi('executive', [user(), user({ id: 'u2', displayName: 'Dee Disabled', status: 'disabled' })]);
    renderApp('/users');
    expect(await screen.findByRole('heading', { name: 'Users' }, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText('Gus Guard')).toBeTruthy();
    expect(screen.getByText('Dee Disabled')).toBeTruthy();
    expect(screen.getByText('Deactivated')).toBeTruthy();
  });

  it("says why a higher role's row cannot be changed, beside its disabled actions", async () => {
    mockApi('manager', [user(), user({ id: 'u3', displayName: 'Eve Exec', roles: ['executive'], role: 'executive' })]);
    renderApp('/users');
    expect(await screen.findByText('Eve Exec', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByTitle('Only Executive or above can change this account')).toBeTruthy();
    expect((screen.getByLabelText('Edit Eve Exec') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Edit Gus Guard') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getAllByText(/can change this account/)).toHaveLength(1);
  });

  it('offers a manager only the roles up to manager and sends the new user without a password', async () => {
    const calls = mockApi('manager');
    renderApp('/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Add user' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    const submit = within(dialog).getByRole('button', { name: 'Add user' });
    // Pressed empty, it names what is missing beside the fields and sends nothing.
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Choose a role')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Nia New' } });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'new@demo.test' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Role/ }));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toContain('Manager');
    expect(options).toContain('Guard');
    expect(options).not.toContain('Executive');
    expect(options).not.toContain('Admin');
    fireEvent.click(within(listbox).getByRole('option', { name: 'Guard' }));

    await waitFor(() => expect(within(dialog).queryByText('Choose a role')).toBeNull());
    fireEvent.click(submit);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      email: 'new@demo.test',
      displayName: 'Nia New',
      roles: ['guard'],
      permissions: { fullClientAccess: [], individualEvents: [] },
    });
  });

  it('shows the field message under the email when it is not valid', async () => {
    mockApi('executive');
    renderApp('/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Add user' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'nope' } });
    expect(await within(dialog).findByText('You must enter a valid email')).toBeTruthy();
  });

  it('sends a guard, who may not manage users, to their home page', async () => {
    mockApi('guard');
    const { router } = renderApp('/users');
    // A guard's home is the field app (docs/product/field-app.md).
    await waitFor(() => expect(router.state.location.pathname).toBe('/field'));
  });
});

describe('users page in Turkish', () => {
  it('shows the list, roles, statuses and the add form in Turkish', async () => {
    await i18n.changeLanguage('tr');
    mockApi('executive', [user(), user({ id: 'u2', displayName: 'Dee Disabled', status: 'disabled' })]);
    renderApp('/users');
    expect(await screen.findByRole('heading', { name: 'Kullanıcılar' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Users' })).toBeNull();
    const grid = await screen.findByRole('grid', { name: 'Kullanıcılar' });
    expect(await within(grid).findByText('Gus Guard')).toBeTruthy();
    expect(within(grid).getByText('E-posta')).toBeTruthy();
    expect(within(grid).getAllByText('Güvenlik görevlisi').length).toBeGreaterThan(0);
    expect(within(grid).getByText('Devre dışı')).toBeTruthy();
    expect(within(grid).queryByText('Deactivated')).toBeNull();
    expect(within(grid).getByRole('button', { name: 'Devre dışı bırak: Gus Guard' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Kullanıcı ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kullanıcı ekle' });
    expect(within(dialog).getByLabelText(/^Parola/)).toBeTruthy();
    expect(within(dialog).getByText('Etkinlik erişimi')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Rol/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Vardiya amiri' })).toBeTruthy();
    expect(within(listbox).queryByRole('option', { name: 'Supervisor' })).toBeNull();
  });
});
