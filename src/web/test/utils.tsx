import { render, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import type { SessionUser } from '../../shared/contract/auth.ts';
import { MuiProviders } from '../app/mui-providers.tsx';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { routes } from '../app/routing/routes.tsx';
import { stubScreenWidth } from './screen-width.ts';

export interface MockResponse {
  status?: number;
  body?: unknown;
}

export type MockHandler = (request: { method: string; url: URL; body: unknown }) => MockResponse | undefined;

/** The server's answer to a body it refuses field by field: 400 with each field's message. */
export function fieldsRefused(fields: Record<string, string>): MockResponse {
  return { status: 400, body: { error: { code: 'bad_request', message: 'Some fields are not valid.', fields } } };
}

/**
 * Replaces the browser's fetch with a table of answers keyed `METHOD /path` (the network is outside the web
 * unit). Unknown calls answer 404 in the API's error shape. Returns the mock to inspect calls.
 */
export function mockFetch(routesTable: Record<string, MockResponse | MockHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const entry = routesTable[`${method} ${url.pathname}`];
    const answer = typeof entry === 'function' ? entry({ method, url, body }) : entry;
    const { status = 200, body: payload } = answer ?? {
      status: 404,
      body: { error: { code: 'not_found', message: `No route ${method} ${url.pathname}.` } },
    };
    return new Response(payload === undefined ? '' : JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function testQueryClient() {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

function renderRouter(router: ReturnType<typeof createMemoryRouter>, withMui = false) {
  const queryClient = testQueryClient();
  const routed = <RouterProvider router={router} />;
  const view = render(
    <AppProviders queryClient={queryClient}>{withMui ? <MuiProviders>{routed}</MuiProviders> : routed}</AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** Mounts the real route table in a memory router at `path`, with the app's providers. */
export function renderApp(path: string) {
  return renderRouter(createMemoryRouter(routes, { initialEntries: [path] }));
}

/** Renders a component with providers (MUI's theme too) inside a one-route memory router. */
export function renderWithProviders(ui: ReactElement, path = '/') {
  return renderRouter(createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] }), true);
}

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'executive@demo.test',
    displayName: 'Erin Executive',
    photoUrl: null,
    roles: ['executive'],
    role: 'executive',
    clientId: '00000000-0000-4000-8000-0000000000c1',
    clientName: 'Demo Guarding Co.',
    customerId: null,
    permissions: { fullClientAccess: [], individualEvents: [] },
    shortcuts: [],
    ...overrides,
  };
}

/** Asserts that the grid has a column header by each of these names. */
export function expectColumnHeaders(grid: HTMLElement, headers: readonly string[]) {
  for (const header of headers) {
    expect(within(grid).getByRole('columnheader', { name: header })).toBeTruthy();
  }
}

/**
 * The reason a disabled control gives (see form-parts.tsx): the text describing the focusable holder around it,
 * or null when it gives none.
 */
export function disabledReasonOf(control: HTMLElement): string | null {
  const holder = control.closest<HTMLElement>('[data-disabled-reason]');
  const id = holder?.getAttribute('aria-describedby');
  return (id && document.getElementById(id)?.textContent) || null;
}

/**
 * A 390 px wide screen, as on a phone: `max-width` media queries match in the components' hooks and in their style
 * sheets. Returns what puts the window's size back (the stubbed `matchMedia` goes after each test).
 */
export function phoneScreen(): () => void {
  stubScreenWidth(true);
  // happy-dom's own control of the window, which resizes what its style sheets' media queries see.
  const happyDom = (window as unknown as { happyDOM?: { setViewport(size: { width: number; height: number }): void } })
    .happyDOM;
  const { innerWidth, innerHeight } = window;
  happyDom?.setViewport({ width: 390, height: 844 });
  return () => happyDom?.setViewport({ width: innerWidth, height: innerHeight });
}
