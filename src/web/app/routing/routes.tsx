import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { isSignedInScreen, type ScreenPath, screenPath, screens } from '../../../shared/screens.ts';
import { LoadingView } from '../../components/loading-view.tsx';
import { i18n } from '../../i18n/i18n.ts';
import type { Namespace } from '../../i18n/languages.ts';
import { loadSession } from '../../lib/session.ts';
import { RouteErrorPage } from '../pages/error-boundary.tsx';
import { GuestOnly, RequireAuth, RootRedirect } from './guards.tsx';
import { RootLayout } from './root-layout.tsx';
import { createScreenPreloader } from './screen-preload.ts';

/**
 * A part of the app loaded on demand, together with the translation files it shows: fetched at once, instead of
 * one after another as each of its components first asks for its namespace and suspends the screen again (on a busy
 * phone, a second or more per step). A namespace missing from the list still loads when it is first used.
 */
function screen(load: () => Promise<{ default: ComponentType }>, namespaces: Namespace[]) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  // One load shared by the lazy component and an early preload (start-up URL, hovered menu link).
  const preload = () => {
    loading ??= Promise.all([load(), i18n.loadNamespaces(namespaces).catch(() => undefined)]).then(
      ([module]) => module,
    );
    loading.catch(() => {
      loading = undefined; // a failed download (offline) is tried again on the next attempt
    });
    return loading;
  };
  return Object.assign(
    lazy(() => preload()),
    { preload },
  );
}

// Pages load on demand so the first paint needs only the shell. The shell itself (navbar, toolbar, settings and
// colour-scheme panels, search) is a chunk of its own, so the sign-in page does not download it.
const AppLayout = screen(
  () => import('../shell/app-layout.tsx').then((m) => ({ default: m.AppLayout })),
  ['shell', 'alerts', 'settings', 'quickPanel', 'messenger'],
);
// MUI's theme and base styles: a layout route around every page but sign-in, which draws without MUI
// (docs/decisions/0029-sign-in-page-without-mui.md).
const MuiLayout = screen(() => import('../mui-providers.tsx'), []);
const NotFoundPage = screen(
  () => import('../pages/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
  ['shell'],
);
const SignInPage = screen(() => import('../../features/auth/components/sign-in-page.tsx'), ['auth']);
const SignOutPage = screen(() => import('../../features/auth/components/sign-out-page.tsx'), ['auth']);
const SignUpPage = screen(() => import('../../features/auth/components/sign-up-page.tsx'), ['auth']);
const ForgotPasswordPage = screen(() => import('../../features/auth/components/forgot-password-page.tsx'), ['auth']);
const ResetPasswordPage = screen(() => import('../../features/auth/components/reset-password-page.tsx'), ['auth']);
const DashboardPage = screen(
  () => import('../../features/dashboard/components/dashboard-page.tsx'),
  ['dashboard', 'incidentReports', 'tasks', 'visitors'],
);
const VisitorsPage = screen(() => import('../../features/visitors/components/visitors-page.tsx'), ['visitors']);
const UsersPage = screen(() => import('../../features/users/components/users-page.tsx'), ['users']);
const ProfilePage = screen(() => import('../../features/profile/components/profile-page.tsx'), ['profile']);
const ClientsPage = screen(() => import('../../features/clients/components/clients-page.tsx'), ['clients']);
const ClientPage = screen(() => import('../../features/clients/components/client-page.tsx'), ['clients', 'events']);
const CustomersPage = screen(() => import('../../features/customers/components/customers-page.tsx'), ['customers']);
const CustomerPage = screen(
  () => import('../../features/customers/components/customer-page.tsx'),
  ['customers', 'reportDelivery'],
);
const CustomerUsersPage = screen(
  () => import('../../features/customers/components/customer-users-page.tsx'),
  ['customers'],
);
const EventsPage = screen(() => import('../../features/events/components/events-page.tsx'), ['events']);
const EventPage = screen(() => import('../../features/events/components/event-page.tsx'), ['events']);
const PersonnelPage = screen(() => import('../../features/personnel/components/personnel-page.tsx'), ['personnel']);
const PersonPage = screen(() => import('../../features/personnel/components/person-page.tsx'), ['personnel']);
const BreaksPage = screen(() => import('../../features/breaks/components/breaks-page.tsx'), ['breaks']);
const SchedulePage = screen(() => import('../../features/shifts/components/schedule-page.tsx'), ['shifts']);
const TasksPage = screen(() => import('../../features/tasks/components/tasks-page.tsx'), ['tasks']);
const BadgesPage = screen(() => import('../../features/badges/components/badges-page.tsx'), ['badges']);
const FieldPage = screen(() => import('../../features/field/components/field-page.tsx'), ['field']);
// What a checkpoint label's QR code or NFC tag opens (docs/product/tours-and-check-calls.md#scanning).
const FieldScanPage = screen(() => import('../../features/field/components/scan-page.tsx'), ['field']);
const MapPage = screen(() => import('../../features/map/components/map-page.tsx'), ['map']);
const DispatchBoardPage = screen(
  () => import('../../features/dispatch/components/dispatch-board-page.tsx'),
  ['dispatch'],
);
const PatrolRoutesPage = screen(
  () => import('../../features/patrol-routes/components/patrol-routes-page.tsx'),
  ['patrolRoutes', 'workforceReports'],
);
const ResponseTimesPage = screen(
  () => import('../../features/dispatch/components/response-times-page.tsx'),
  ['dispatch'],
);
const IncidentReportsPage = screen(
  () => import('../../features/incident-reports/components/incident-reports-page.tsx'),
  ['incidentReports'],
);
const CustomReportsPage = screen(
  () => import('../../features/incident-reports/components/custom-reports-page.tsx'),
  ['incidentReports'],
);
const ActivityLogsPage = screen(
  () => import('../../features/workforce-reports/components/activity-logs-page.tsx'),
  ['activityLogs', 'workforceReports'],
);
const PerformanceMetricsPage = screen(
  () => import('../../features/workforce-reports/components/performance-metrics-page.tsx'),
  ['performanceMetrics', 'workforceReports'],
);
const PayrollReportsPage = screen(
  () => import('../../features/workforce-reports/components/payroll-reports-page.tsx'),
  ['payrollReports', 'workforceReports'],
);
const FinancialReportsPage = screen(
  () => import('../../features/workforce-reports/components/financial-reports-page.tsx'),
  ['payrollReports', 'workforceReports'],
);
const ComplianceReportsPage = screen(
  () => import('../../features/workforce-reports/components/compliance-reports-page.tsx'),
  ['payrollReports', 'workforceReports'],
);
const ScheduleVsActualPage = screen(
  () => import('../../features/workforce-reports/components/schedule-vs-actual-page.tsx'),
  ['payrollReports', 'workforceReports'],
);
const ToursReportPage = screen(
  () => import('../../features/workforce-reports/components/tours-report-page.tsx'),
  ['workforceReports'],
);
const DailyActivityPage = screen(
  () => import('../../features/daily-activity/components/daily-activity-page.tsx'),
  ['dailyActivity'],
);
const MessengerPage = screen(() => import('../../features/messenger/components/messenger-page.tsx'), ['messenger']);
const MultiLanguageDocsPage = screen(
  () => import('../../features/settings/components/multi-language-docs-page.tsx'),
  ['settings'],
);
const GettingStartedPage = screen(
  () => import('../../features/getting-started/components/getting-started-page.tsx'),
  ['gettingStarted'],
);
const AuditPage = screen(() => import('../../features/audit/components/audit-page.tsx'), ['audit', 'workforceReports']);
const ContractsPage = screen(() => import('../../features/contracts/components/contracts-page.tsx'), ['contracts']);
const ContractPage = screen(() => import('../../features/contracts/components/contract-page.tsx'), ['contracts']);
const HolidayCalendarsPage = screen(
  () => import('../../features/contracts/components/holiday-calendars-page.tsx'),
  ['contracts'],
);
const BillingSettingsPage = screen(
  () => import('../../features/contracts/components/billing-settings-page.tsx'),
  ['contracts'],
);
const InvoicesPage = screen(() => import('../../features/invoices/components/invoices-page.tsx'), ['invoices']);
const CoveragePage = screen(() => import('../../features/invoices/components/coverage-page.tsx'), ['invoices']);
const InvoicePage = screen(() => import('../../features/invoices/components/invoice-page.tsx'), ['invoices']);
const PayRunsPage = screen(() => import('../../features/payroll/components/pay-runs-page.tsx'), ['payRuns']);
const PayRunPage = screen(() => import('../../features/payroll/components/pay-run-page.tsx'), ['payRuns']);
const PaySettingsPage = screen(() => import('../../features/payroll/components/pay-settings-page.tsx'), ['payRuns']);
const ReportDeliveriesPage = screen(
  () => import('../../features/report-delivery/components/report-deliveries-page.tsx'),
  ['reportDelivery'],
);
const VerifyRecordsPage = screen(() => import('../../features/audit/components/verify-records-page.tsx'), ['audit']);

/**
 * The page of every screen of the registry (src/shared/screens.ts). Keyed by its paths: a screen added there
 * without a page here, or a page for a path it does not have, does not compile.
 */
const pages = {
  '/sign-in': SignInPage,
  '/sign-up': SignUpPage,
  '/pages/auth/forgot-password': ForgotPasswordPage,
  '/pages/auth/reset-password': ResetPasswordPage,
  '/sign-out': SignOutPage,
  '/404': NotFoundPage,
  '/loading': LoadingView,
  '/dashboard': DashboardPage,
  '/visitors': VisitorsPage,
  '/users': UsersPage,
  '/profile': ProfilePage,
  '/clients': ClientsPage,
  '/customers': CustomersPage,
  '/customerusers': CustomerUsersPage,
  '/personnel': PersonnelPage,
  '/badge': BadgesPage,
  '/breaks': BreaksPage,
  '/tasks': TasksPage,
  '/schedule': SchedulePage,
  '/field': FieldPage,
  '/map': MapPage,
  '/dispatch': DispatchBoardPage,
  '/patrol-routes': PatrolRoutesPage,
  '/messenger': MessengerPage,
  '/events': EventsPage,
  '/reports/incident-reports': IncidentReportsPage,
  '/reports/custom-reports': CustomReportsPage,
  '/reports/activity-logs': ActivityLogsPage,
  '/reports/performance-metrics': PerformanceMetricsPage,
  '/reports/payroll-reports': PayrollReportsPage,
  '/reports/financial-reports': FinancialReportsPage,
  '/reports/compliance-reports': ComplianceReportsPage,
  '/reports/schedule-vs-actual': ScheduleVsActualPage,
  '/reports/tours': ToursReportPage,
  '/reports/daily-activity': DailyActivityPage,
  '/reports/response-times': ResponseTimesPage,
  '/audit': AuditPage,
  '/verify': VerifyRecordsPage,
  '/reports/deliveries': ReportDeliveriesPage,
  '/billing/contracts': ContractsPage,
  '/billing/invoices': InvoicesPage,
  '/billing/coverage': CoveragePage,
  '/billing/holidays': HolidayCalendarsPage,
  '/billing/settings': BillingSettingsPage,
  '/payroll/runs': PayRunsPage,
  '/payroll/settings': PaySettingsPage,
  '/documentation/configuration/multi-language': MultiLanguageDocsPage,
  '/example': GettingStartedPage,
} satisfies Record<ScreenPath, ComponentType>;

/** Screens with a page for one record under their path (`/events/:id`). */
const recordPages = {
  '/clients': ClientPage,
  '/customers': CustomerPage,
  '/personnel': PersonPage,
  '/events': EventPage,
  '/billing/contracts': ContractPage,
  '/billing/invoices': InvoicePage,
  '/payroll/runs': PayRunPage,
} satisfies Partial<Record<ScreenPath, ComponentType>>;

const preloadsOf = <T extends Partial<Record<ScreenPath, ComponentType | { preload: () => Promise<unknown> }>>>(
  table: T,
) =>
  Object.fromEntries(
    Object.entries(table).flatMap(([path, page]) => ('preload' in page ? [[path, page.preload]] : [])),
  ) as Partial<Record<ScreenPath, () => Promise<unknown>>>;

/**
 * Starts a path's chunks and first query together (see screen-preload.ts). The data modules load on demand too, so
 * the sign-in page does not download them.
 */
export const preloadScreen = createScreenPreloader({
  layout: AppLayout.preload,
  pages: preloadsOf(pages),
  recordPages: preloadsOf(recordPages),
  data: {
    '/dashboard': (client) =>
      import('../../features/dashboard/api/get-dashboard.ts').then((m) =>
        m.prefetchDashboard(
          client,
          loadSession(client).then((session) => Boolean(session?.user)),
        ),
      ),
    '/events': (client) =>
      import('../../features/events/api/list-events.ts').then((m) => m.prefetchFirstEventsPage(client)),
    '/clients': (client) =>
      import('../../features/clients/api/list-clients.ts').then((m) => m.prefetchFirstClientsPage(client)),
    '/personnel': (client) =>
      import('../../features/personnel/api/list-personnel.ts').then((m) => m.prefetchFirstPersonnelPage(client)),
    '/users': (client) =>
      import('../../features/users/api/list-users.ts').then((m) => m.prefetchFirstUsersPage(client)),
    '/breaks': (client) => import('../../features/breaks/api/list-breaks.ts').then((m) => m.prefetchLiveBreaks(client)),
    '/tasks': (client) =>
      import('../../features/tasks/api/list-tasks.ts').then((m) => m.prefetchFirstTasksPage(client)),
    '/badge': (client) =>
      import('../../features/badges/api/list-personnel.ts').then((m) => m.prefetchFirstBadgePage(client)),
  },
  recordData: {
    '/events': (client, id) =>
      import('../../features/events/api/get-event.ts').then((m) => m.prefetchEvent(client, id)),
    '/clients': (client, id) =>
      import('../../features/clients/api/get-client.ts').then((m) => m.prefetchClient(client, id)),
    '/personnel': (client, id) =>
      import('../../features/personnel/api/get-person.ts').then((m) => m.prefetchPerson(client, id)),
    '/users': (client, id) => import('../../features/users/api/get-user.ts').then((m) => m.prefetchUser(client, id)),
  },
});

/** Bare layout (no navbar, toolbar or footer) with the splash while the page's code loads. */
function bare(element: ReactNode) {
  return <Suspense fallback={<LoadingView />}>{element}</Suspense>;
}

const relative = (path: string) => path.replace(/^\//, '');

function pageRoutes(path: ScreenPath, wrap: (element: ReactNode) => ReactNode): RouteObject[] {
  const Page: ComponentType = pages[path];
  const RecordPage: ComponentType | undefined = (recordPages as Partial<Record<ScreenPath, ComponentType>>)[path];
  return [
    { path: relative(path), element: wrap(<Page />) },
    ...(RecordPage ? [{ path: `${relative(path)}/:id`, element: wrap(<RecordPage />) }] : []),
  ];
}

const unwrapped = (element: ReactNode) => element;

/** The pages drawn without MUI: the first page a visitor loads. */
const plainPages: readonly ScreenPath[] = ['/sign-in'];
const drawnWithMui = (path: ScreenPath) => !plainPages.includes(path);
const guestsOnly = screens.filter((s) => s.access.kind === 'guests-only');

/** The route table, built from the screen registry. Exported for tests, which mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <GuestOnly />,
        children: guestsOnly.filter((s) => !drawnWithMui(s.path)).flatMap((s) => pageRoutes(s.path, bare)),
      },
      {
        element: bare(<MuiLayout />),
        children: [
          { index: true, element: <RootRedirect /> },
          {
            element: <GuestOnly />,
            children: guestsOnly.filter((s) => drawnWithMui(s.path)).flatMap((s) => pageRoutes(s.path, bare)),
          },
          ...screens.filter((s) => s.access.kind === 'open').flatMap((s) => pageRoutes(s.path, bare)),
          { path: 'logout', element: <Navigate to={screenPath('sign-out')} replace /> },
          {
            element: <RequireAuth />,
            children: [
              {
                element: bare(<AppLayout />),
                children: [
                  ...screens.filter(isSignedInScreen).flatMap((s) => pageRoutes(s.path, unwrapped)),
                  { path: 'field/scan/:token', element: <FieldScanPage /> },
                  // A deeper path of a screen that has no page for it.
                  { path: '*', element: <Navigate to={screenPath('not-found')} replace /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
