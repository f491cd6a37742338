import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';
import { coverageRow, recordingUrls } from './invoice-fixtures.test-data.ts';

const supervisor = { body: { user: sessionUser({ roles: ['supervisor'], role: 'supervisor' }) } };

describe('coverage page', () => {
  it('colours each week by its coverage and opens the shifts behind a gap', async () => {
    const asked: URL[] = [];
    mockFetch({
      'GET /api/v1/auth/session': supervisor,
      'GET /api/v1/reports/coverage': recordingUrls(asked, (url) => ({
        body: {
          from: url.searchParams.get('from'),
          to: url.searchParams.get('to'),
          items: [
            coverageRow({
              gaps: [
                {
                  shiftId: '00000000-0000-4000-8000-000000005001',
                  post: 'Gate A',
                  startAt: '2026-05-30T08:00:00.000Z',
                  endAt: '2026-05-30T20:00:00.000Z',
                  headcount: 2,
                  assigned: 1,
                  clockedIn: 0,
                  published: true,
                },
              ],
            }),
            coverageRow({
              weekStart: '2026-06-01',
              deliveredMinutes: 4620,
              uncoveredMinutes: 420,
              coveragePct: 91.67,
            }),
            coverageRow({
              weekStart: '2026-06-08',
              deliveredMinutes: 5400,
              uncoveredMinutes: 0,
              coveragePct: 107.14,
            }),
            coverageRow({ weekStart: '2026-06-15', contractedMinutes: 0, uncoveredMinutes: 0, coveragePct: null }),
          ],
        },
      })),
    });
    renderApp('/billing/coverage');
    const table = await screen.findByRole('table', { name: 'Coverage by contract line and week' }, { timeout: 30_000 });
    const tone = (text: string) => within(table).getByText(text).closest('[data-tone]')?.getAttribute('data-tone');
    expect(tone('73.81%')).toBe('error');
    expect(tone('91.67%')).toBe('warning');
    expect(tone('107.14%')).toBe('success');
    expect(within(table).getByText('—')).toBeTruthy();
    expect(within(table).getAllByText('84.00')).toHaveLength(3);
    expect(within(table).getByText('22.00')).toBeTruthy();

    const from = asked[0]?.searchParams.get('from') ?? '';
    const to = asked[0]?.searchParams.get('to') ?? '';
    expect(new Date(`${from}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(new Date(`${to}T00:00:00Z`).getUTCDay()).toBe(0);
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(27);

    fireEvent.click(within(table).getByRole('button', { name: 'Show the shifts behind the gap of GATE-A' }));
    const gaps = await screen.findByRole('table', { name: 'Shifts behind the gap' });
    expect(within(gaps).getByText('1/2')).toBeTruthy();
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    expect(csv.getAttribute('href')).toContain('/api/v1/reports/coverage.csv?from=');
  });

  it('says when nothing is contracted in the period', async () => {
    mockFetch({
      'GET /api/v1/auth/session': supervisor,
      'GET /api/v1/reports/coverage': { body: { items: [], from: '2026-05-04', to: '2026-05-31' } },
    });
    renderApp('/billing/coverage');
    expect(await screen.findByText('No contracted hours in this period.', {}, { timeout: 30_000 })).toBeTruthy();
  });
});
