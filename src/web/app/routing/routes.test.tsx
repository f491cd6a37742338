import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { menuGroups, screens } from '../../../shared/screens.ts';
import nav from '../../i18n/locales/en/nav.ts';
import { mockFetch, renderApp, sessionUser } from '../../test/utils.tsx';
import { routes } from './routes.tsx';

function pathsOf(table: readonly RouteObject[]): string[] {
  return table.flatMap((route) => [...(route.path ? [`/${route.path}`] : []), ...pathsOf(route.children ?? [])]);
}

describe('route table', () => {
  it('has a route for every screen of the registry', () => {
    const paths = pathsOf(routes);
    for (const { path } of screens) expect(paths, path).toContain(path);
    expect(paths).toContain('/events/:id');
  });

  it('has an English title for every screen the menu or search shows', () => {
    const titles: Record<string, string> = nav;
    for (const screen of screens.filter((s) => s.menu || s.searchable)) {
      expect(titles[screen.titleKey], screen.path).toBe(screen.title);
    }
    for (const group of Object.values(menuGroups)) expect(titles[group.titleKey], group.id).toBe(group.title);
  });

  it('shows every menu entry as a link, none disabled', async () => {
    mockFetch({ 'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['guard'], role: 'guard' }) } } });
    renderApp('/example');
    expect(await screen.findByRole('heading', { name: 'Getting started' }, { timeout: 15_000 })).toBeTruthy();
    // Below the desktop width the navbar is a closed (hidden) drawer; its entries are there all the same.
    const entries = screen.getAllByTestId('nav-item');
    expect(entries.map((entry) => entry.dataset.title)).toEqual([
      'Dashboard',
      'Events',
      'Visitors',
      'Messenger',
      'Records',
    ]);
    for (const entry of entries.filter((e) => e.dataset.title !== 'Records')) {
      const link = entry.querySelector('a');
      expect(link?.getAttribute('aria-disabled'), entry.dataset.title).toBeNull();
      expect(link?.getAttribute('href'), entry.dataset.title).toMatch(/^\//);
    }
  }, 30_000);

  it('sends a deeper path that no page serves to 404', async () => {
    mockFetch({ 'GET /api/v1/auth/session': { body: { user: sessionUser() } } });
    const { router } = renderApp('/tasks/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 15_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  }, 30_000);
});
