import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RouteErrorPage } from '../pages/error-boundary.tsx';
import { LoadingView } from '../pages/loading-view.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { AppLayout } from '../shell/app-layout.tsx';
import { GuestOnly, RequireAuth, RootRedirect, type RouteHandle } from './guards.tsx';
import { navAuthFor } from './implemented-routes.ts';
import { RootLayout } from './root-layout.tsx';

// Pages load on demand so the first paint needs only the shell.
const SignInPage = lazy(() => import('../../features/auth/components/sign-in-page.tsx'));
const SignOutPage = lazy(() => import('../../features/auth/components/sign-out-page.tsx'));
const DashboardPage = lazy(() => import('../../features/dashboard/components/dashboard-page.tsx'));

/** Bare layout (no navbar, toolbar or footer) with the splash while the page's code loads. */
function bare(element: ReactNode) {
  return <Suspense fallback={<LoadingView />}>{element}</Suspense>;
}

const dashboardHandle: RouteHandle = { auth: navAuthFor('/dashboard') ?? [] };

/** The route table (SPEC §2.2). Exported for tests, which mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        element: <GuestOnly />,
        children: [{ path: 'sign-in', element: bare(<SignInPage />) }],
      },
      { path: 'sign-out', element: bare(<SignOutPage />) },
      { path: 'logout', element: <Navigate to="/sign-out" replace /> },
      { path: 'loading', element: <LoadingView /> },
      { path: '404', element: <NotFoundPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [{ path: 'dashboard', element: <DashboardPage />, handle: dashboardHandle }],
          },
        ],
      },
      // Any other path redirects to the not-found page (SPEC §2.2).
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
