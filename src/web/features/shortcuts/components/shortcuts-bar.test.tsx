import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

describe('shortcuts bar', () => {
  it('pins a page through the API and shows it in the bar', async () => {
    const saved: unknown[] = [];
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser({ shortcuts: ['events'] }) } },
      'PUT /api/v1/me/shortcuts': ({ body }) => {
        saved.push(body);
        return { body };
      },
    });
    renderApp('/profile');
    const bar = await screen.findByRole('navigation', { name: 'Shortcuts' }, { timeout: 5000 });
    expect(bar.querySelector('[aria-label="Events"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit shortcuts' }));
    const find = screen.getByRole('textbox', { name: 'Find a page to pin' });
    fireEvent.change(find, { target: { value: 'nothing like it' } });
    expect(screen.getByText('No results..')).toBeTruthy();
    fireEvent.change(find, { target: { value: 'payroll' } });
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: /Payroll Reports/ }));
    await waitFor(() => expect(saved).toEqual([{ shortcuts: ['events', 'payroll-reports'] }]));
    await waitFor(() => expect(bar.querySelector('[aria-label="Payroll Reports"]')).toBeTruthy());
  });

  it("keeps a guest's shortcuts in this browser", async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['guest'], role: 'guest' }) } },
    });
    renderApp('/visitors');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit shortcuts' }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: /Visitors/ }));
    await waitFor(() => expect(localStorage.getItem(`watchpost.shortcuts.${sessionUser().id}`)).toBe('["visitors"]'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/me/shortcuts'))).toBe(false);
  });
});
