import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardSummary } from '../../../../shared/contract/dashboard.ts';
import { loadRtlCache } from '../../../app/direction-cache.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { formatCount } from '../../../lib/format.ts';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

function summary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  const now = new Date();
  return {
    generatedAt: now.toISOString(),
    guardsOnDuty: 17,
    guardsOnBreak: 3,
    activeEvents: 2,
    upcomingEvents: 9,
    unseenAlerts: 6,
    openSosAlerts: 2,
    incidentsLast7Days: 11,
    visitorsOnSite: 42,
    activeEventList: [
      {
        id: 'e1',
        eventName: 'Harbour Festival',
        customerName: 'City Events Ltd',
        startDate: new Date(now.getTime() - 3_600_000).toISOString(),
        endDate: new Date(now.getTime() + 3 * 3_600_000).toISOString(),
        guardsAssigned: 8,
        guardsOnDuty: 5,
      },
    ],
    recentAlerts: [
      {
        id: 'a1',
        type: 'SOS',
        title: 'SOS raised at gate 3',
        guardName: 'Sam Guard',
        eventName: 'Harbour Festival',
        seen: false,
        createdAt: new Date(now.getTime() - 5 * 60_000).toISOString(),
      },
    ],
    ...overrides,
  };
}

/** These tests mount the whole app with its lazily loaded routes: slow on a busy machine. */
const appTestTimeout = 20_000;

function kpi(id: string) {
  return screen.getByTestId(`kpi-${id}`);
}

describe('dashboard page', () => {
  it(
    'shows the API figures, the SOS highlight, active events and recent alerts',
    async () => {
      mockFetch({
        'GET /api/v1/auth/session': { body: { user: sessionUser() } },
        'GET /api/v1/dashboard': { body: summary() },
      });
      renderApp('/dashboard');
      await screen.findByTestId('kpi-guards-on-duty', {}, { timeout: 10_000 });
      expect(kpi('guards-on-duty').textContent).toContain('17');
      expect(kpi('guards-on-break').textContent).toContain('3');
      expect(kpi('upcoming-events').textContent).toContain('9');
      expect(kpi('incidents-7d').textContent).toContain('11');
      expect(kpi('visitors-on-site').textContent).toContain('42');
      expect(within(kpi('unseen-alerts')).getByText('2 SOS')).toBeTruthy();
      expect(within(kpi('unseen-alerts')).getByText('6')).toBeTruthy();

      const events = screen.getByRole('table', { name: 'Active events' });
      expect(within(events).getByText('Harbour Festival')).toBeTruthy();
      expect(within(events).getByText('City Events Ltd')).toBeTruthy();
      expect(within(events).getByText('5 / 8')).toBeTruthy();

      const alerts = screen.getByRole('list', { name: 'Recent alerts' });
      expect(within(alerts).getByText('SOS raised at gate 3')).toBeTruthy();
      expect(within(alerts).getByText('Sam Guard · Harbour Festival')).toBeTruthy();
      expect(within(alerts).getByRole('img', { name: 'Unseen' })).toBeTruthy();
    },
    appTestTimeout,
  );

  it(
    'shows no SOS chip when there is no open SOS, and the empty states',
    async () => {
      mockFetch({
        'GET /api/v1/auth/session': { body: { user: sessionUser() } },
        'GET /api/v1/dashboard': {
          body: summary({ openSosAlerts: 0, unseenAlerts: 0, activeEvents: 0, activeEventList: [], recentAlerts: [] }),
        },
      });
      renderApp('/dashboard');
      expect(await screen.findByText('No active events right now', {}, { timeout: 10_000 })).toBeTruthy();
      expect(screen.getByText('No alerts available')).toBeTruthy();
      expect(within(kpi('unseen-alerts')).queryByText(/SOS/)).toBeNull();
    },
    appTestTimeout,
  );

  it(
    'shows an error with a Retry button that loads the figures again',
    async () => {
      let calls = 0;
      mockFetch({
        'GET /api/v1/auth/session': { body: { user: sessionUser() } },
        'GET /api/v1/dashboard': () => {
          calls += 1;
          return calls === 1
            ? { status: 503, body: { error: { code: 'unavailable', message: 'Database is starting.' } } }
            : { body: summary() };
        },
      });
      renderApp('/dashboard');
      expect(await screen.findByText('Database is starting.', {}, { timeout: 10_000 })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(screen.getByTestId('kpi-guards-on-duty').textContent).toContain('17'));
      expect(screen.queryByText('Database is starting.')).toBeNull();
    },
    appTestTimeout,
  );
});

describe('dashboard page in Arabic', () => {
  it(
    'shows the headings, KPI labels, column headers and alert chips in Arabic, the ratio isolated',
    async () => {
      // The right-to-left style cache loads lazily the first time Arabic is shown: have it ready.
      await Promise.all([i18n.changeLanguage('ar'), loadRtlCache()]);
      mockFetch({
        'GET /api/v1/auth/session': { body: { user: sessionUser() } },
        'GET /api/v1/dashboard': {
          body: summary({
            recentAlerts: [
              {
                id: 'a1',
                type: 'SOS',
                title: 'SOS raised at gate 3',
                guardName: 'Sam Guard',
                eventName: 'Harbour Festival',
                seen: false,
                createdAt: new Date().toISOString(),
              },
              {
                id: 'a2',
                type: 'Geofence exit',
                title: 'Left the site perimeter',
                guardName: 'Sam Guard',
                eventName: null,
                seen: true,
                createdAt: new Date().toISOString(),
              },
            ],
          }),
        },
      });
      renderApp('/dashboard');
      await screen.findByTestId('kpi-guards-on-duty', {}, { timeout: 10_000 });
      expect(screen.getByRole('heading', { name: 'لوحة التحكم', level: 1 })).toBeTruthy();
      expect(screen.getByText('مرحبًا بعودتك يا Erin. إليك وضع عملياتك الآن.')).toBeTruthy();
      expect(within(kpi('guards-on-duty')).getByText('الحراس المناوبون')).toBeTruthy();
      expect(within(kpi('guards-on-duty')).getByText(formatCount(17))).toBeTruthy();
      expect(within(kpi('unseen-alerts')).getByText(`${formatCount(2)} SOS`)).toBeTruthy();

      const events = screen.getByRole('table', { name: 'الفعاليات الجارية' });
      for (const header of ['الفعالية', 'العميل', 'تنتهي', 'المناوبون / المعيَّنون']) {
        expect(within(events).getByRole('columnheader', { name: header })).toBeTruthy();
      }
      const ratio = within(events).getByText(`${formatCount(5)} / ${formatCount(8)}`);
      expect(ratio.tagName).toBe('BDI');
      expect(within(events).getByText('Harbour Festival')).toBeTruthy();

      const alerts = screen.getByRole('list', { name: 'أحدث التنبيهات' });
      expect(within(alerts).getByText('سياج جغرافي')).toBeTruthy();
      // The alert's own text is data from the server and stays as written.
      expect(within(alerts).getByText('Left the site perimeter')).toBeTruthy();
      expect(within(alerts).getByRole('img', { name: 'لم يُشاهَد' })).toBeTruthy();

      for (const english of ['Dashboard', 'Guards on duty', 'Active events', 'Recent alerts', 'Geofence', 'Customer']) {
        expect(screen.queryByText(english)).toBeNull();
      }
    },
    appTestTimeout,
  );
});
