import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { roleOf, useSession } from '../../features/auth/api/get-session.ts';
import { PageLoading } from '../pages/loading-view.tsx';
import { visibleNavigation } from '../routing/implemented-routes.ts';
import { AppFooter } from './app-footer.tsx';
import { AppToolbar } from './app-toolbar.tsx';
import { Navbar } from './navbar.tsx';

/** Layout of signed-in screens: navbar, toolbar, content and footer. Rendered only inside RequireAuth. */
export function AppLayout() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const user = useSession().data?.user ?? null;
  const role = roleOf(user);
  const items = useMemo(() => visibleNavigation(role), [role]);

  // The mobile navbar closes on route change (SPEC §2.15).
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read here.
  useEffect(() => {
    setMobileOpen(false);
  }, [pathname]);

  if (!user) return null;
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (t) => t.zIndex.tooltip,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Box>
      <Navbar
        items={items}
        clientName={user.clientName}
        permanent={desktop}
        mobileOpen={mobileOpen}
        onClose={() => setMobileOpen(false)}
      />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppToolbar
          user={user}
          showMenuButton={!desktop}
          navOpen={mobileOpen}
          onMenuClick={() => setMobileOpen(true)}
        />
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ flex: 1, p: { xs: 2, sm: 3 }, width: '100%', maxWidth: 1570, mx: 'auto', outline: 'none' }}
        >
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Box>
        <AppFooter />
      </Box>
    </Box>
  );
}
