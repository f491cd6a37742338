import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AppErrorBoundary } from '../pages/error-boundary.tsx';

/** Top of the route tree: an error boundary that resets on navigation, and scroll restoration. */
export function RootLayout() {
  const location = useLocation();
  return (
    <AppErrorBoundary resetKey={location.pathname}>
      <Outlet />
      <ScrollRestoration />
    </AppErrorBoundary>
  );
}
