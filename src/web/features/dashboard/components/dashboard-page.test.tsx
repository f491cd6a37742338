import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ClientDashboard, GuardDashboard, OperationsDashboard } from '../../../../shared/contract/dashboard.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { loadRtlCache } from '../../../lib/direction-cache.ts';
import { formatCount } from '../../../lib/format.ts';
import { emitLive } from '../../../test/live-events.ts';
import { expectColumnHeaders, mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

vi.mock('../../../lib/live-stream.ts', async (importOriginal) => {
  const { liveStreamWithTestHandlers } = await import('../../../test/live-events.ts');
  return liveStreamWithTestHandlers(await importOriginal());
});

/** The SOS alert the recent alerts show (its time given where it is used). */
const sosAlert = {
  id: 'a1',
  type: 'SOS',
  title: 'SOS raised at gate 3',
  params: null,
  guardName: 'Sam Guard',
  eventName: 'Harbour Festival',
  seen: false,
};

function summary(overrides: Partial<OperationsDashboard> = {}): OperationsDashboard {
  const now = new Date();
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  return {
    view: 'operations',
    generatedAt: now.toISOString(),
    guardsOnDuty: 17,
    guardsOnBreak: 3,
    guardsOutOfZone: 4,
    activeEvents: 2,
    eventsToday: 5,
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
        siteName: 'Pier 4',
        timeZone: 'America/Chicago',
        startDate: new Date(now.getTime() - 3_600_000).toISOString(),
        endDate: new Date(now.getTime() + 3 * 3_600_000).toISOString(),
        guardsAssigned: 8,
        guardsOnDuty: 5,
        scheduledNow: 6,
      },
    ],
    alertsByType: [
      { type: 'SOS', count: 2 },
      { type: 'Geofence Exit', count: 4 },
    ],
    recentAlerts: [{ ...sosAlert, createdAt: ago(5) }],
    incidentsByType: [
      { type: 'Fire Report', count: 7 },
      { type: 'Vandalism Report', count: 4 },
    ],
    budget: {
      period: { from: ago(60 * 24 * 10), to: now.toISOString() },
      clientId: null,
      eventCount: 12,
      totals: { budgetedExpenses: 25_000, actualExpenses: 26_250.5, profitLoss: -1_250.5 },
      events: [
        { eventId: 'p1', eventName: 'Spring Concert', budgetedExpenses: 4_000, actualExpenses: 3_500 },
        { eventId: 'p2', eventName: 'Trade Fair', budgetedExpenses: 2_000, actualExpenses: 2_750.5 },
      ],
    },
    licences: {
      expiringCount: 3,
      expiredCount: 1,
      people: [{ id: 'u1', name: 'Lee Licence', licenceNumber: 'L-77', expiresOn: '2099-01-10', state: 'expiring' }],
    },
    activity: [
      {
        id: 'c1',
        kind: 'clockIn',
        at: ago(2),
        title: null,
        personName: 'Sam Guard',
        eventName: 'Harbour Festival',
        alertType: null,
        alertParams: null,
      },
      {
        id: 'r1',
        kind: 'incident',
        at: ago(9),
        title: 'Fire Report',
        personName: 'Kim Guard',
        eventName: null,
        alertType: null,
        alertParams: null,
      },
      {
        id: 'a9',
        kind: 'alert',
        at: ago(15),
        title: 'Geofence exit: Kim Guard',
        personName: 'Kim Guard',
        eventName: 'Harbour Festival',
        alertType: 'Geofence Exit',
        alertParams: { name: 'Kim Guard', eventName: 'Harbour Festival' },
      },
      {
        id: 'v1',
        kind: 'visitor',
        at: ago(20),
        title: 'Vera Visitor',
        personName: 'Host Hal',
        eventName: null,
        alertType: null,
        alertParams: null,
      },
    ],
    ...overrides,
  };
}

function guardDashboard(overrides: Partial<GuardDashboard> = {}): GuardDashboard {
  const now = new Date();
  return {
    view: 'guard',
    generatedAt: now.toISOString(),
    clock: { state: 'onDuty', since: new Date(now.getTime() - 2 * 3_600_000).toISOString(), breakMinutes: null },
    assignment: {
      id: 'e1',
      name: 'Harbour Festival',
      siteName: 'Pier 4',
      timeZone: 'UTC',
      startDate: new Date(now.getTime() - 3_600_000).toISOString(),
      endDate: new Date(now.getTime() + 3 * 3_600_000).toISOString(),
    },
    tasks: [
      {
        id: 't1',
        title: 'Check gate B',
        eventName: 'Harbour Festival',
        dueAt: new Date(now.getTime() - 60_000).toISOString(),
        priority: 'high',
        status: 'open',
        overdue: true,
      },
    ],
    recentAlerts: [],
    ...overrides,
  };
}

function clientDashboard(overrides: Partial<ClientDashboard> = {}): ClientDashboard {
  const now = new Date();
  return {
    view: 'client',
    generatedAt: now.toISOString(),
    guardsOnDuty: 6,
    visitorsOnSite: 2,
    eventsToday: summary().activeEventList,
    visitorsToday: [
      {
        id: 'v1',
        name: 'Vera Visitor',
        company: 'Acme',
        status: 'checked_in',
        eventName: 'Harbour Festival',
        expectedAt: null,
        checkedInAt: now.toISOString(),
      },
    ],
    guardsOnSite: [],
    tourCompliance: [],
    openIncidentCount: 1,
    openIncidents: [
      {
        id: 'r1',
        reportType: 'Vandalism Report',
        incidentType: null,
        eventName: 'Harbour Festival',
        submittedAt: now.toISOString(),
        status: '',
        commentCount: 0,
        latestComments: [],
      },
    ],
    ...overrides,
  };
}

/** These tests mount the whole app with its lazily loaded routes: slow on a busy machine. */
const appTestTimeout = 60_000;

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

      const events = screen.getByRole('table', { name: 'Active events today' });
      expect(within(events).getByText('Harbour Festival')).toBeTruthy();
      expect(within(events).getByText('City Events Ltd')).toBeTruthy();
      expect(within(events).getByText('5 / 8')).toBeTruthy();
      expect(within(events).getByText('Scheduled now: 6')).toBeTruthy();

      const alerts = screen.getByRole('list', { name: 'Recent alerts' });
      expect(within(alerts).getByText('SOS raised at gate 3')).toBeTruthy();
      expect(within(alerts).getByText('Sam Guard · Harbour Festival')).toBeTruthy();
      expect(within(alerts).getByRole('img', { name: 'Unseen' })).toBeTruthy();
      expect(kpi('guards-out-of-zone').textContent).toContain('4');
      expect(kpi('events-today').textContent).toContain('5');

      // Charts: their figures are in a table for screen readers, SOS first among the alert types.
      const byType = screen.getByRole('table', { name: 'Open (unseen) alerts by type' });
      const rows = within(byType).getAllByRole('row');
      expect(rows[1]?.textContent).toBe('SOS2');
      expect(rows[2]?.textContent).toBe('Geofence4');
      const incidents = screen.getByRole('table', { name: 'Incident reports of the last 7 days by type' });
      expect(within(incidents).getByRole('rowheader', { name: 'Fire Report' })).toBeTruthy();
      const budget = screen.getByRole('table', { name: 'Budget vs actual of the events ended this month' });
      expect(within(budget).getByRole('columnheader', { name: 'Budgeted' })).toBeTruthy();
      expect(within(budget).getByText('$2,750.50')).toBeTruthy();
      expect(screen.getByTestId('budget-total-budgeted').textContent).toBe('$25,000.00');
      expect(screen.getByTestId('budget-total-actual').textContent).toBe('$26,250.50');
      expect(screen.getByTestId('budget-total-profit-loss').textContent).toBe('-$1,250.50');
      expect(screen.getByText('The latest 2 of 12 ended events')).toBeTruthy();

      // Each panel links to its detailed screen; the financial report for the same period.
      const report = screen.getByRole('link', { name: 'Open the financial report' });
      expect(report.getAttribute('href')).toMatch(
        /^\/reports\/financial-reports\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/,
      );
      expect(screen.getByRole('link', { name: 'View incident reports' }).getAttribute('href')).toBe(
        '/reports/incident-reports',
      );
      expect(screen.getByRole('link', { name: 'View map' }).getAttribute('href')).toBe('/map');
      expect(screen.getByRole('link', { name: 'View personnel' }).getAttribute('href')).toBe('/personnel');

      const licences = screen.getByRole('list', { name: 'Licences expiring in 30 days' });
      expect(within(licences).getByText('Lee Licence')).toBeTruthy();
      expect(within(licences).getByText('and 2 more')).toBeTruthy();
      expect(screen.getByText('1 already expired')).toBeTruthy();

      const activity = screen.getByRole('list', { name: 'Latest activity' });
      expect(within(activity).getByText('Clocked in')).toBeTruthy();
      expect(within(activity).getByText('Sam Guard · Harbour Festival')).toBeTruthy();
      expect(within(activity).getByText('Report filed')).toBeTruthy();
      expect(within(activity).getByText('Vera Visitor', { exact: false })).toBeTruthy();
    },
    appTestTimeout,
  );

  it(
    'refreshes the figures when the live stream reports a guard status change',
    async () => {
      let onDuty = 17;
      mockFetch({
        'GET /api/v1/auth/session': { body: { user: sessionUser() } },
        'GET /api/v1/dashboard': () => ({ body: summary({ guardsOnDuty: onDuty }) }),
      });
      renderApp('/dashboard');
      await screen.findByTestId('kpi-guards-on-duty', {}, { timeout: 10_000 });
      expect(kpi('guards-on-duty').textContent).toContain('17');
      onDuty = 18;
      emitLive('guard.status', { userId: 'u1', eventId: 'e1', status: 'onDuty', at: new Date().toISOString() });
      await waitFor(() => expect(kpi('guards-on-duty').textContent).toContain('18'));
    },
    appTestTimeout,
  );

  it(
    "shows a guard their assignment, clock state with the field app button, today's tasks and alerts",
    async () => {
      mockFetch({
        'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['guard'], role: 'guard' }) } },
        'GET /api/v1/dashboard': { body: guardDashboard() },
      });
      renderApp('/dashboard');
      await screen.findByTestId('panel-assignment', {}, { timeout: 10_000 });
      expect(screen.getByText('Here is your shift.', { exact: false })).toBeTruthy();
      const assignment = screen.getByTestId('panel-assignment');
      expect(within(assignment).getByText('Harbour Festival')).toBeTruthy();
      expect(within(assignment).getByText('Pier 4')).toBeTruthy();
      expect(within(assignment).getByText('Current')).toBeTruthy();
      expect(screen.getByTestId('clock-state').textContent).toBe('On duty');
      expect(screen.getByRole('link', { name: 'Open the field app' }).getAttribute('href')).toBe('/field');
      const tasks = screen.getByRole('list', { name: 'Your tasks today' });
      expect(within(tasks).getByText('Check gate B')).toBeTruthy();
      expect(within(tasks).getByText('Overdue')).toBeTruthy();
      expect(screen.getByTestId('panel-recent-alerts').textContent).toContain('No alerts available');
      expect(screen.queryByTestId('kpi-guards-on-duty')).toBeNull();
      expect(screen.queryByTestId('panel-budget-vs-actual')).toBeNull();
    },
    appTestTimeout,
  );

  it(
    'shows a guard with no assignment the empty states',
    async () => {
      mockFetch({
        'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['guard'], role: 'guard' }) } },
        'GET /api/v1/dashboard': {
          body: guardDashboard({
            assignment: null,
            tasks: [],
            clock: { state: 'off', since: null, breakMinutes: null },
          }),
        },
      });
      renderApp('/dashboard');
      expect(
        await screen.findByText('You have no current or upcoming assignment', {}, { timeout: 10_000 }),
      ).toBeTruthy();
      expect(screen.getByText('No open tasks for today')).toBeTruthy();
      expect(screen.getByTestId('clock-state').textContent).toBe('Off duty');
    },
    appTestTimeout,
  );

  it(
    "shows a client user the portal: guards on site, tours, open incidents, events and today's visitors",
    async () => {
      mockFetch({
        'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['client'], role: 'client' }) } },
        'GET /api/v1/dashboard': { body: clientDashboard() },
      });
      renderApp('/dashboard');
      await screen.findByTestId('kpi-guards-on-duty', {}, { timeout: 10_000 });
      expect(within(kpi('guards-on-duty')).getByText('Guards on site')).toBeTruthy();
      expect(kpi('guards-on-duty').textContent).toContain('6');
      expect(kpi('visitors-on-site').textContent).toContain('2');
      expect(
        within(screen.getByRole('table', { name: 'Your events today' })).getByText('Harbour Festival'),
      ).toBeTruthy();
      expect(kpi('open-incidents').textContent).toContain('1');
      expect(kpi('tours-on-time').textContent).toContain('—');
      const incidents = screen.getByRole('list', { name: 'Open incidents' });
      expect(within(incidents).getByText('Vandalism Report')).toBeTruthy();
      expect(screen.getByText('No guard is on site right now')).toBeTruthy();
      const visitors = screen.getByRole('list', { name: 'Today’s visitors' });
      expect(within(visitors).getByText('Vera Visitor')).toBeTruthy();
      expect(within(visitors).getByText('On site')).toBeTruthy();
      expect(screen.queryByTestId('panel-budget-vs-actual')).toBeNull();
      expect(screen.queryByTestId('panel-licences')).toBeNull();
    },
    appTestTimeout,
  );

  it(
    'shows no SOS chip when there is no open SOS, and the empty states',
    async () => {
      mockFetch({
        'GET /api/v1/auth/session': { body: { user: sessionUser() } },
        'GET /api/v1/dashboard': {
          body: summary({
            openSosAlerts: 0,
            unseenAlerts: 0,
            activeEvents: 0,
            eventsToday: 0,
            activeEventList: [],
            alertsByType: [],
            recentAlerts: [],
            incidentsByType: [],
            budget: { ...summary().budget, eventCount: 0, events: [] },
            licences: { expiringCount: 0, expiredCount: 0, people: [] },
            activity: [],
          }),
        },
      });
      renderApp('/dashboard');
      expect(await screen.findByText('No events today', {}, { timeout: 10_000 })).toBeTruthy();
      expect(screen.getByText('No alerts available')).toBeTruthy();
      for (const text of [
        'No open alerts',
        'No incident reports in the last 7 days',
        'No event has ended this month yet',
        'No licence expires in the next 30 days',
        'No activity yet',
      ]) {
        expect(screen.getByText(text)).toBeTruthy();
      }
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
              { ...sosAlert, createdAt: new Date().toISOString() },
              {
                id: 'a3',
                type: 'Restricted Area Entry',
                title: 'Restricted area entry: Sam Guard',
                params: { name: 'Sam Guard', eventName: 'Harbour Festival' },
                guardName: 'Sam Guard',
                eventName: 'Harbour Festival',
                seen: true,
                createdAt: new Date().toISOString(),
              },
              {
                id: 'a2',
                type: 'Geofence exit',
                title: 'Left the site perimeter',
                params: null,
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

      const events = screen.getByRole('table', { name: 'الفعاليات الجارية اليوم' });
      expectColumnHeaders(events, ['الفعالية', 'العميل', 'تنتهي', 'المناوبون / المعيَّنون']);
      const ratio = within(events).getByText(`${formatCount(5)} / ${formatCount(8)}`);
      expect(ratio.tagName).toBe('BDI');
      expect(within(events).getByText('Harbour Festival')).toBeTruthy();

      const alerts = screen.getByRole('list', { name: 'أحدث التنبيهات' });
      expect(within(alerts).getByText('سياج جغرافي')).toBeTruthy();
      // An alert stored before params were kept shows its stored text; one with params is written in Arabic.
      expect(within(alerts).getByText('Left the site perimeter')).toBeTruthy();
      expect(within(alerts).getByText('دخول منطقة محظورة: Sam Guard')).toBeTruthy();
      expect(within(alerts).queryByText('Restricted area entry: Sam Guard')).toBeNull();
      const activity = screen.getByRole('list', { name: 'آخر النشاطات' });
      expect(within(activity).getByText('خروج من السياج الجغرافي: Kim Guard', { exact: false })).toBeTruthy();
      expect(within(alerts).getByRole('img', { name: 'لم يُشاهَد' })).toBeTruthy();

      // The chart reads its figures in Arabic too.
      const budget = screen.getByRole('table', { name: 'الميزانية مقابل الفعلي للفعاليات المنتهية هذا الشهر' });
      expect(within(budget).getByRole('columnheader', { name: 'المخطَّط' })).toBeTruthy();
      for (const english of [
        'Dashboard',
        'Guards on duty',
        'Active events',
        'Recent alerts',
        'Geofence',
        'Customer',
        'Budgeted',
      ]) {
        expect(screen.queryByText(english)).toBeNull();
      }
    },
    appTestTimeout,
  );
});
