import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ComplianceResponse, ComplianceRow } from '../../../../shared/contract/workforce-reports.ts';
import { expectColumnHeaders, mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

const guardId = '00000000-0000-4000-8000-0000000000b7';

function breakRow(overrides: Partial<ComplianceRow>): ComplianceRow {
  return {
    id: 'b1',
    guard: { id: guardId, name: 'Jorge Castillo' },
    client: { id: 'c1', name: 'Sentinel Guard Services' },
    event: { id: 'e1', name: 'Chicago Auto Show' },
    start: '2026-03-18T14:00:00.000Z',
    end: '2026-03-18T14:21:00.000Z',
    allowedMinutes: 15,
    takenMinutes: 21,
    overrunMinutes: 6,
    overrun: true,
    overrunAlertedAt: '2026-03-18T14:15:30.000Z',
    ...overrides,
  };
}

describe('compliance reports page', { timeout: 30_000 }, () => {
  it('marks overruns, opens a break’s details in place of the list and closes them with Back', async () => {
    const calls: URL[] = [];
    const rows = [
      breakRow({}),
      breakRow({
        id: 'b2',
        guard: { id: 'g2', name: 'Maria Gonzalez' },
        event: null,
        end: null,
        allowedMinutes: 30,
        takenMinutes: 6,
        overrunMinutes: 0,
        overrun: false,
        overrunAlertedAt: null,
      }),
    ];
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser() } },
      'GET /api/v1/reports/compliance': ({ url }) => {
        calls.push(url);
        const overrunOnly = url.searchParams.get('overrunOnly') === 'true';
        const shown = overrunOnly ? rows.filter((r) => r.overrun) : rows;
        const body: ComplianceResponse = {
          rows: shown,
          total: shown.length,
          page: 1,
          limit: 10,
          period: { from: '2026-03-01T00:00:00.000Z', to: '2026-03-18T23:59:59.999Z' },
          totals: { breaks: 2, overruns: 1 },
        };
        return { body };
      },
    });
    const { router } = renderApp('/reports/compliance-reports?from=2026-03-01&to=2026-03-18');
    expect(
      await screen.findByRole('heading', { name: 'Reports / Compliance Reports' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Break Reports' })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Break Reports' });
    expectColumnHeaders(grid, ['Guard', 'Client', 'Event', 'Start', 'End', 'Allowed (min)', 'Taken (min)']);
    expect(await within(grid).findByText('Over by 6 min')).toBeTruthy();
    expect(within(grid).getByText('Running')).toBeTruthy();
    expect(within(grid).getByText('No Event Assigned')).toBeTruthy();
    // Names and times cut off in a narrow column show whole on hover.
    expect(within(grid).getAllByTitle('Jorge Castillo')[0]?.textContent).toBe('Jorge Castillo');
    expect(screen.getByText('2 breaks, 1 overruns in the period')).toBeTruthy();
    // Closed on entry.
    expect(screen.queryByRole('heading', { name: 'Break details' })).toBeNull();

    fireEvent.click(within(grid).getAllByRole('button', { name: 'Open break details' })[0] as HTMLElement);
    const heading = await screen.findByRole('heading', { name: 'Break details' });
    const panel = heading.closest('.MuiPaper-root') as HTMLElement;
    expect(router.state.location.search).toContain('break=b1');
    expect(screen.queryByRole('grid', { name: 'Break Reports' })).toBeNull();
    expect(within(panel).getByText('Jorge Castillo')).toBeTruthy();
    expect(within(panel).getByText('Chicago Auto Show')).toBeTruthy();
    expect(within(panel).getByText('15 min')).toBeTruthy();
    expect(within(panel).getByText('21 min')).toBeTruthy();
    expect(within(panel).getByText('Over by 6 min')).toBeTruthy();
    expect(within(panel).getByText('Overrun alert raised at')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Open Jorge Castillo in Personnel' }).getAttribute('href')).toBe(
      `/personnel/${guardId}`,
    );

    fireEvent.click(within(panel).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Break details' })).toBeNull());
    expect(router.state.location.search).not.toContain('break=');
    expect(await screen.findByRole('grid', { name: 'Break Reports' })).toBeTruthy();

    // Overruns only asks the server for overrunOnly=true and keeps it in the address.
    fireEvent.click(screen.getByRole('switch', { name: 'Overruns only' }));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('overrunOnly')).toBe('true'));
    expect(router.state.location.search).toContain('overruns=true');
    await waitFor(() => expect(within(grid).queryByText('Maria Gonzalez')).toBeNull());
    expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toContain('overrunOnly=true');
  });
});
