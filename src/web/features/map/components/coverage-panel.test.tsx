import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerCoverage } from '../../../../shared/contract/billing.ts';
import type { MapGuardsResponse } from '../../../../shared/contract/map.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { mockFetch, phoneScreen, renderApp, renderWithProviders, sessionUser } from '../../../test/utils.tsx';
import { CoveragePanel } from './coverage-panel.tsx';

// Leaflet does not lay out in happy-dom; the panel is what is tested here.
vi.mock('./guards-map.tsx', () => ({ default: () => <div data-testid="fake-map" /> }));

const coverage: CustomerCoverage = {
  weekStart: '2026-03-16',
  items: [
    {
      customerId: 'c1',
      customerName: 'Acme Malls',
      contractedMinutes: 84 * 60,
      deliveredMinutes: 62 * 60,
      coveragePct: 73.81,
    },
    {
      customerId: 'c2',
      customerName: 'Blue Stadium',
      contractedMinutes: 40 * 60,
      deliveredMinutes: 37 * 60,
      coveragePct: 92.5,
    },
    {
      customerId: 'c3',
      customerName: 'City Hall',
      contractedMinutes: 10 * 60,
      deliveredMinutes: 11 * 60,
      coveragePct: 110,
    },
    { customerId: 'c4', customerName: 'Dock Four', contractedMinutes: 0, deliveredMinutes: 90, coveragePct: null },
  ],
};

const emptyMap: MapGuardsResponse = {
  now: new Date().toISOString(),
  guards: [],
  events: [],
  tiles: { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'Tiles' },
};

/** Text without the bidi isolates that keep numbers in place in right-to-left sentences. */
const plain = (element: HTMLElement) => element.textContent?.replace(/[\u2066-\u2069]/g, '');

function mockApi(roles: string[] = ['executive'], answer: { status?: number; body: unknown } = { body: coverage }) {
  const calls: string[] = [];
  mockFetch({
    'GET /api/v1/auth/session': { body: { user: sessionUser({ roles, role: roles[0] as never }) } },
    'GET /api/v1/map/guards': { body: emptyMap },
    'GET /api/v1/reports/coverage/this-week': ({ url }) => {
      calls.push(url.pathname);
      return answer;
    },
  });
  return calls;
}

describe('coverage panel on the real-time map', () => {
  it('lists each customer’s delivered and contracted hours with its coverage, coloured, and links to the report', async () => {
    mockApi();
    renderApp('/map');
    const panel = await screen.findByTestId('map-coverage', {}, { timeout: 15_000 });
    expect(within(panel).getByRole('heading', { name: 'Coverage this week' })).toBeTruthy();
    const list = await within(panel).findByRole('list', { name: 'Coverage this week' });
    const rows = within(list).getAllByTestId('map-coverage-row');
    expect(rows.map((row) => row.getAttribute('data-tone'))).toEqual(['error', 'warning', 'success', 'none']);
    expect(rows[0]?.textContent).toBe('Acme Malls73.8%62.00 of 84.00 h delivered');
    expect(rows[2]?.textContent).toContain('110%');
    expect(within(rows[3] as HTMLElement).getByLabelText('Nothing contracted').textContent).toBe('—');
    expect(within(rows[3] as HTMLElement).queryByRole('progressbar')).toBeNull();
    expect(within(rows[2] as HTMLElement).getByRole('progressbar', { name: 'Coverage of City Hall' })).toBeTruthy();
    expect(within(panel).getByTestId('map-coverage-count').textContent).toBe('Customers: 4');
    expect(plain(within(panel).getByTestId('map-coverage-under'))).toBe('Under 90%: 1');
    expect(within(panel).getByRole('link', { name: 'Coverage report' }).getAttribute('href')).toBe('/billing/coverage');
  });

  it('folds away and opens again', async () => {
    mockApi();
    renderWithProviders(<CoveragePanel />);
    const toggle = await screen.findByRole('button', { name: 'Coverage this week' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findAllByTestId('map-coverage-row')).toHaveLength(4);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(screen.queryByTestId('map-coverage-row')).toBeNull());
    // Folded, the header still says how many customers fall short.
    expect(plain(screen.getByTestId('map-coverage-under'))).toBe('Under 90%: 1');
    fireEvent.click(toggle);
    expect(await screen.findAllByTestId('map-coverage-row')).toHaveLength(4);
  });

  it('starts folded on a phone, so the map keeps its room', async () => {
    const restore = phoneScreen();
    try {
      mockApi();
      renderWithProviders(<CoveragePanel />);
      const toggle = await screen.findByRole('button', { name: 'Coverage this week' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      // One line: the count of customers makes room for those under 90 %.
      expect(plain(await screen.findByTestId('map-coverage-under'))).toBe('Under 90%: 1');
      expect(getComputedStyle(screen.getByTestId('map-coverage-count')).display).toBe('none');
      expect(screen.queryByTestId('map-coverage-row')).toBeNull();
      fireEvent.click(toggle);
      expect(await screen.findAllByTestId('map-coverage-row')).toHaveLength(4);
    } finally {
      restore();
    }
  });

  it('is not there for those who do not see coverage, and asks nothing of the server', async () => {
    const calls = mockApi(['guard']);
    renderWithProviders(
      <>
        <span>page</span>
        <CoveragePanel />
      </>,
    );
    expect(await screen.findByText('page')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('map-coverage')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('says when nothing is contracted this week, and when the figures cannot be loaded', async () => {
    mockApi(['supervisor'], { body: { weekStart: '2026-03-16', items: [] } });
    const { unmount } = renderWithProviders(<CoveragePanel />);
    expect(await screen.findByText('No contracted hours this week.')).toBeTruthy();
    unmount();
    mockApi(['manager'], { status: 403, body: { error: { code: 'forbidden', message: 'Not allowed.' } } });
    renderWithProviders(<CoveragePanel />);
    expect((await screen.findByRole('alert')).textContent).toContain('This week’s coverage could not be loaded.');
  });

  it('reads in Arabic', async () => {
    await i18n.changeLanguage('ar');
    mockApi();
    renderWithProviders(<CoveragePanel />);
    expect(await screen.findByRole('button', { name: 'تغطية هذا الأسبوع' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'تقرير التغطية' })).toBeTruthy();
    expect(screen.getByTestId('map-coverage-count').textContent).toContain('الزبائن');
  });
});
