import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp } from '../../test/utils.tsx';

describe('not-found page', () => {
  it('unknown paths redirect to /404, which says so and links home', async () => {
    mockFetch({ 'GET /api/v1/auth/session': { body: { user: null } } });
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByText('The page you requested could not be found.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
    const home = screen.getByRole('link', { name: 'Back to home' });
    expect(home.getAttribute('href')).toBe('/');
  });

  it('is registered at /404 itself', async () => {
    renderApp('/404');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
