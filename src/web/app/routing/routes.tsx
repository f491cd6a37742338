import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RouteErrorPage } from '../pages/error-boundary.tsx';
import { LoadingView } from '../pages/loading-view.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { ScreenNotAvailable } from '../pages/screen-not-available.tsx';
import { GuestOnly, RequireAuth, RootRedirect } from './guards.tsx';
import { RootLayout } from './root-layout.tsx';

// Pages load on demand so the first paint needs only the shell. The shell itself (navbar, toolbar, settings and
// colour-scheme panels, search) is a chunk of its own, so the sign-in page does not download it.
const AppLayout = lazy(() => import('../shell/app-layout.tsx').then((m) => ({ default: m.AppLayout })));
const SignInPage = lazy(() => import('../../features/auth/components/sign-in-page.tsx'));
const SignOutPage = lazy(() => import('../../features/auth/components/sign-out-page.tsx'));
const SignUpPage = lazy(() => import('../../features/auth/components/sign-up-page.tsx'));
const ForgotPasswordPage = lazy(() => import('../../features/auth/components/forgot-password-page.tsx'));
const ResetPasswordPage = lazy(() => import('../../features/auth/components/reset-password-page.tsx'));
const DashboardPage = lazy(() => import('../../features/dashboard/components/dashboard-page.tsx'));
const VisitorsPage = lazy(() => import('../../features/visitors/components/visitors-page.tsx'));
const UsersPage = lazy(() => import('../../features/users/components/users-page.tsx'));
const ProfilePage = lazy(() => import('../../features/profile/components/profile-page.tsx'));
const ClientsPage = lazy(() => import('../../features/clients/components/clients-page.tsx'));
const ClientPage = lazy(() => import('../../features/clients/components/client-page.tsx'));
const CustomersPage = lazy(() => import('../../features/customers/components/customers-page.tsx'));
const CustomerPage = lazy(() => import('../../features/customers/components/customer-page.tsx'));
const CustomerUsersPage = lazy(() => import('../../features/customers/components/customer-users-page.tsx'));
const EventsPage = lazy(() => import('../../features/events/components/events-page.tsx'));
const EventPage = lazy(() => import('../../features/events/components/event-page.tsx'));
const PersonnelPage = lazy(() => import('../../features/personnel/components/personnel-page.tsx'));
const PersonPage = lazy(() => import('../../features/personnel/components/person-page.tsx'));
const BreaksPage = lazy(() => import('../../features/breaks/components/breaks-page.tsx'));
const TasksPage = lazy(() => import('../../features/tasks/components/tasks-page.tsx'));
const BadgesPage = lazy(() => import('../../features/badges/components/badges-page.tsx'));
const FieldPage = lazy(() => import('../../features/field/components/field-page.tsx'));
const MapPage = lazy(() => import('../../features/map/components/map-page.tsx'));
const IncidentReportsPage = lazy(() => import('../../features/incident-reports/components/incident-reports-page.tsx'));
const CustomReportsPage = lazy(() => import('../../features/incident-reports/components/custom-reports-page.tsx'));
const ActivityLogsPage = lazy(() => import('../../features/workforce-reports/components/activity-logs-page.tsx'));
const PerformanceMetricsPage = lazy(
  () => import('../../features/workforce-reports/components/performance-metrics-page.tsx'),
);
const PayrollReportsPage = lazy(() => import('../../features/workforce-reports/components/payroll-reports-page.tsx'));
const FinancialReportsPage = lazy(
  () => import('../../features/workforce-reports/components/financial-reports-page.tsx'),
);
const ComplianceReportsPage = lazy(
  () => import('../../features/workforce-reports/components/compliance-reports-page.tsx'),
);
const MessengerPage = lazy(() => import('../../features/messenger/components/messenger-page.tsx'));
const AuditPage = lazy(() => import('../../features/audit/components/audit-page.tsx'));
const MultiLanguageDocsPage = lazy(() => import('../../features/settings/components/multi-language-docs-page.tsx'));

/** Bare layout (no navbar, toolbar or footer) with the splash while the page's code loads. */
function bare(element: ReactNode) {
  return <Suspense fallback={<LoadingView />}>{element}</Suspense>;
}

/** The route table (SPEC §2.2). Exported for tests, which mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        element: <GuestOnly />,
        children: [
          { path: 'sign-in', element: bare(<SignInPage />) },
          { path: 'sign-up', element: bare(<SignUpPage />) },
        ],
      },
      // Open to everyone: a reset link may be opened in a browser where someone is signed in.
      { path: 'pages/auth/forgot-password', element: bare(<ForgotPasswordPage />) },
      { path: 'pages/auth/reset-password', element: bare(<ResetPasswordPage />) },
      { path: 'sign-out', element: bare(<SignOutPage />) },
      { path: 'logout', element: <Navigate to="/sign-out" replace /> },
      { path: 'loading', element: <LoadingView /> },
      { path: '404', element: <NotFoundPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: bare(<AppLayout />),
            children: [
              { path: 'dashboard', element: <DashboardPage /> },
              { path: 'visitors', element: <VisitorsPage /> },
              { path: 'users', element: <UsersPage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'clients', element: <ClientsPage /> },
              { path: 'clients/:id', element: <ClientPage /> },
              { path: 'customers', element: <CustomersPage /> },
              { path: 'customers/:id', element: <CustomerPage /> },
              { path: 'customerusers', element: <CustomerUsersPage /> },
              { path: 'personnel', element: <PersonnelPage /> },
              { path: 'personnel/:id', element: <PersonPage /> },
              { path: 'badge', element: <BadgesPage /> },
              { path: 'breaks', element: <BreaksPage /> },
              { path: 'tasks', element: <TasksPage /> },
              { path: 'field', element: <FieldPage /> },
              { path: 'map', element: <MapPage /> },
              { path: 'messenger', element: <MessengerPage /> },
              { path: 'events', element: <EventsPage /> },
              { path: 'events/:id', element: <EventPage /> },
              { path: 'reports/incident-reports', element: <IncidentReportsPage /> },
              { path: 'reports/custom-reports', element: <CustomReportsPage /> },
              { path: 'reports/activity-logs', element: <ActivityLogsPage /> },
              { path: 'reports/performance-metrics', element: <PerformanceMetricsPage /> },
              { path: 'reports/payroll-reports', element: <PayrollReportsPage /> },
              { path: 'reports/financial-reports', element: <FinancialReportsPage /> },
              { path: 'reports/compliance-reports', element: <ComplianceReportsPage /> },
              { path: 'audit', element: <AuditPage /> },
              { path: 'documentation/configuration/multi-language', element: <MultiLanguageDocsPage /> },
              // Registered screens whose content comes in a later release (RequireAuth sends unknown paths to 404).
              { path: '*', element: <ScreenNotAvailable /> },
            ],
          },
        ],
      },
    ],
  },
];
