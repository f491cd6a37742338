import { lazy, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { homePathFor } from '../../../shared/navigation.ts';
import { mayOpen, screenFor, screenPath } from '../../../shared/screens.ts';
import { LoadingView } from '../../components/loading-view.tsx';
import { translateError } from '../../i18n/translate-error.ts';
import { clearRedirect, readRedirect, storeRedirect } from '../../lib/redirect-storage.ts';
import { roleOf, useSession } from '../../lib/session.ts';

// Drawn with MUI, inside the MUI layout (mui-providers.tsx); loaded when shown, so the sign-in page, which uses
// `GuestOnly`, does not carry MUI.
const ErrorFallback = lazy(() => import('../pages/error-fallback.tsx').then((m) => ({ default: m.ErrorFallback })));
const NotAllowed = lazy(() => import('./not-allowed.tsx'));

function SessionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <ErrorFallback message={translateError(error)} onRetry={onRetry} />;
}

/**
 * Layout route for signed-in screens, with the access rules of the screen registry (src/shared/screens.ts). A path that
 * is no registered screen goes to 404; anonymous (or role-less) users have the requested path stored and are sent
 * to sign-in; a signed-in user who may not open the screen goes to their home page.
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  const screen = screenFor(location.pathname);
  const user = session.data?.user ?? null;
  const role = roleOf(user);
  const allowed = screen !== undefined && mayOpen(screen, role);

  useEffect(() => {
    // Once a signed-in user reaches a protected route the stored path has served its purpose (or, if they may not
    // open it, never will).
    if (role) clearRedirect();
  }, [role]);

  if (!screen) return <Navigate to={screenPath('not-found')} replace />;
  if (session.isPending) return <LoadingView />;
  if (session.isError && !session.data) {
    return <SessionError error={session.error} onRetry={() => void session.refetch()} />;
  }
  if (!user || !role) {
    storeRedirect(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={screenPath('sign-in')} replace />;
  }
  if (!allowed) {
    const home = homePathFor(role);
    if (location.pathname !== home) return <Navigate to={home} replace />;
    return <NotAllowed />;
  }
  return <Outlet />;
}

/** Sign-in and sign-up are for guests only (docs/product/access-and-roles.md#home-and-redirects): a signed-in user goes to the stored path or home. */
export function GuestOnly() {
  const session = useSession();
  const user = session.data?.user ?? null;
  const role = roleOf(user);
  if (session.isPending) return <LoadingView />;
  if (user && role) return <Navigate to={readRedirect() ?? homePathFor(role)} replace />;
  return <Outlet />;
}

/** The root path: a signed-in user goes home (guest → /visitors, others → /dashboard); others to sign-in. */
export function RootRedirect() {
  const session = useSession();
  const user = session.data?.user ?? null;
  const role = roleOf(user);
  if (session.isPending) return <LoadingView />;
  if (session.isError && !session.data) {
    return <SessionError error={session.error} onRetry={() => void session.refetch()} />;
  }
  if (!user || !role) return <Navigate to={screenPath('sign-in')} replace />;
  return <Navigate to={readRedirect() ?? homePathFor(role)} replace />;
}
