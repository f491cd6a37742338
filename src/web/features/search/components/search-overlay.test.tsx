import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

const eventId = '00000000-0000-4000-8000-0000000000e1';

describe('global search', () => {
  it('lists pages and records, moves with the arrows and opens with Enter', async () => {
    const queries: string[] = [];
    const fetchMock = mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser() } },
      'GET /api/v1/search': ({ url }) => {
        queries.push(url.searchParams.get('q') ?? '');
        return {
          body: {
            results: [
              {
                kind: 'event',
                id: eventId,
                title: 'Repórt Night',
                subtitle: 'Stadium',
                url: `/events?focus=${eventId}`,
              },
            ],
          },
        };
      },
    });
    const { router } = renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }, { timeout: 5000 }));
    const box = screen.getByRole('combobox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'payroll' } });
    expect((await screen.findByRole('option', { name: /Payroll Reports/ })).getAttribute('aria-selected')).toBe('true');
    fireEvent.change(box, { target: { value: 'report' } });
    const record = await screen.findByRole('option', { name: /Repórt Night/ });
    expect(queries.at(-1)).toBe('report');
    const options = screen.getAllByRole('option');
    expect(options.length).toBeLessThanOrEqual(11);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(record.getAttribute('aria-selected')).toBe('true');
    // The highlighted record starts loading before it is chosen, so its page opens with the event at hand.
    const requested = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    await waitFor(() => expect(requested()).toContain(`/api/v1/events/${eventId}`));
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe(`?focus=${eventId}`));
    expect(router.state.location.pathname).toBe('/events');
  });

  it("says 'No results..', and Escape closes and clears", async () => {
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser() } },
      'GET /api/v1/search': { body: { results: [] } },
    });
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }, { timeout: 5000 }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Search' }), { target: { value: 'zzqx' } });
    expect(await screen.findByText('No results..')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Search' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect((await screen.findByRole('combobox', { name: 'Search' })).getAttribute('value')).toBe('');
  });

  it('finds the screens outside the menu that the user may open', async () => {
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['supervisor'], role: 'supervisor' }) } },
      'GET /api/v1/search': { body: { results: [] } },
    });
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }, { timeout: 5000 }));
    const box = screen.getByRole('combobox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'breaks' } });
    expect(await screen.findByRole('option', { name: /Breaks/ })).toBeTruthy();
    fireEvent.change(box, { target: { value: 'customers' } });
    expect(await screen.findByText('No results..')).toBeTruthy();
  });
});
