import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportDelivery } from '../../../../shared/contract/report-delivery.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { loadRtlCache } from '../../../lib/direction-cache.ts';
import { stubScreenWidth } from '../../../test/screen-width.ts';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

const session = { body: { user: sessionUser({ roles: ['manager'], role: 'manager' }) } };

function delivery(overrides: Partial<ReportDelivery>): ReportDelivery {
  return {
    id: 'd1',
    subscriptionId: 's1',
    customerId: 'c1',
    customerName: 'Harbor Events',
    eventId: 'e1',
    eventName: 'Pier Watch',
    invoiceId: null,
    invoiceNumber: null,
    periodStart: '2026-03-05',
    periodEnd: '2026-03-05',
    kind: 'daily',
    version: 1,
    revision: false,
    recipients: ['ops@example.test'],
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2026-03-06T07:00:00.000Z',
    sentAt: '2026-03-06T07:00:05.000Z',
    nextAttemptAt: null,
    ...overrides,
  };
}

describe('report deliveries page', () => {
  it('lists the deliveries with their status, attempts, error and revision marker, filtered by status', async () => {
    const asked: URL[] = [];
    mockFetch({
      'GET /api/v1/auth/session': session,
      'GET /api/v1/report-deliveries': ({ url }) => {
        asked.push(url);
        return {
          body: {
            items: [
              delivery({}),
              delivery({
                id: 'd2',
                eventName: 'Dock Gate',
                status: 'retrying',
                attempts: 2,
                lastError: '451 4.3.0 Try again later',
                sentAt: null,
                nextAttemptAt: '2026-03-06T07:03:00.000Z',
              }),
              delivery({ id: 'd3', eventName: 'Cruise Terminal', version: 2, revision: true }),
              delivery({
                id: 'd4',
                kind: 'invoice',
                subscriptionId: null,
                eventId: null,
                eventName: null,
                invoiceId: 'i1',
                invoiceNumber: 'INV-2026-0001',
                periodEnd: '2026-03-08',
              }),
            ],
          },
        };
      },
    });
    renderApp('/reports/deliveries');
    const grid = await screen.findByRole('grid', { name: 'Report deliveries' }, { timeout: 30_000 });
    expect(await within(grid).findByText('Pier Watch')).toBeTruthy();
    expect(within(grid).getByText('Retrying')).toBeTruthy();
    expect(within(grid).getByText('451 4.3.0 Try again later')).toBeTruthy();
    expect(within(grid).getByText('Revision 2')).toBeTruthy();
    expect(within(grid).getByText('Invoice INV-2026-0001')).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('status')).toBe('failed'));
    expect(asked[0]?.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('says when there is nothing in the period, and when the log cannot be loaded', async () => {
    mockFetch({ 'GET /api/v1/auth/session': session, 'GET /api/v1/report-deliveries': { body: { items: [] } } });
    renderApp('/reports/deliveries');
    expect(await screen.findByText('No deliveries in this period.', {}, { timeout: 30_000 })).toBeTruthy();
  });

  it('shows the error when the log cannot be loaded', async () => {
    mockFetch({
      'GET /api/v1/auth/session': session,
      'GET /api/v1/report-deliveries': {
        status: 500,
        body: { error: { code: 'internal', message: 'Something went wrong on the server.' } },
      },
    });
    renderApp('/reports/deliveries');
    expect(await screen.findByText(/The delivery log could not be loaded/, {}, { timeout: 30_000 })).toBeTruthy();
  });
  it('lists the deliveries on a phone, in Arabic', async () => {
    await Promise.all([i18n.changeLanguage('ar'), loadRtlCache()]);
    stubScreenWidth(true);
    try {
      mockFetch({
        'GET /api/v1/auth/session': session,
        'GET /api/v1/report-deliveries': { body: { items: [delivery({ status: 'failed', attempts: 5 })] } },
      });
      renderApp('/reports/deliveries');
      const list = await screen.findByRole('list', { name: 'تسليم التقارير' }, { timeout: 30_000 });
      expect(within(list).getByText('Pier Watch')).toBeTruthy();
      expect(within(list).getByText('فشل')).toBeTruthy();
      expect(screen.queryByRole('grid')).toBeNull();
    } finally {
      stubScreenWidth(false);
      await i18n.changeLanguage('en');
    }
  });
});
