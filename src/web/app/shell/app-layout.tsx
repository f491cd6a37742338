import Box from '@mui/material/Box';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { navigationFor } from '../../../shared/navigation.ts';
import { showsAlertBell } from '../../../shared/policy.ts';
import { containerWidths } from '../../../shared/settings.ts';
import { LoadingView, PageLoading } from '../../components/loading-view.tsx';
import { AlertCenter } from '../../features/alerts/components/alert-center.tsx';
import { useSettings } from '../../features/settings/settings-context.tsx';
import { useLiveStream } from '../../lib/live-stream.ts';
import { roleOf, useSession } from '../../lib/session.ts';
import { usePartTheme } from '../mui-providers.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppToolbar } from './app-toolbar.tsx';
import { HorizontalNav } from './horizontal-nav.tsx';
import { Navbar } from './navbar.tsx';

/** Layout of signed-in screens: navbar, toolbar, content and footer. Rendered only inside RequireAuth. */
export function AppLayout() {
  const { t } = useTranslation('shell');
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const user = useSession().data?.user ?? null;
  const role = roleOf(user);
  const items = useMemo(() => navigationFor(role), [role]);
  const { settings, loadedFor } = useSettings();
  const toolbarTheme = usePartTheme('toolbar');
  const footerTheme = usePartTheme('footer');
  const { style, config } = settings.layout;
  // One live stream per tab for every signed-in screen (alerts, positions, messages).
  useLiveStream(user !== null);

  // The mobile navbar closes on route change (docs/product/settings-and-i18n.md#navbar).
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read here.
  useEffect(() => {
    setMobileOpen(false);
  }, [pathname]);

  if (!user) return null;
  // The splash stays until the user's settings are loaded, so the screen does not flash the defaults.
  if (loadedFor !== user.id) return <LoadingView />;
  const showNavbar = config.navbar.display;
  const horizontal = style === 'layout2' && desktop;
  const sideNavbar = showNavbar && !horizontal;
  const folded = style === 'layout3' || (style === 'layout1' && config.navbar.folded);
  return (
    <Box data-layout={style} sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
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
        {t('toolbar.skipToContent')}
      </Box>
      {sideNavbar ? (
        <Navbar
          items={items}
          clientName={user.clientName}
          permanent={desktop}
          folded={folded}
          mobileOpen={mobileOpen}
          onClose={() => setMobileOpen(false)}
        />
      ) : null}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {showsAlertBell(user.roles) ? <AlertCenter user={user} /> : null}
        {config.toolbar.display ? (
          <ThemeProvider theme={toolbarTheme}>
            <AppToolbar
              user={user}
              showMenuButton={!desktop && showNavbar}
              navOpen={mobileOpen}
              onMenuClick={() => setMobileOpen(true)}
              dense={style === 'layout3'}
            />
          </ThemeProvider>
        ) : null}
        {horizontal && showNavbar ? <HorizontalNav items={items} /> : null}
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{
            flex: 1,
            p: { xs: 2, sm: 3 },
            width: '100%',
            maxWidth: containerWidths[config.mode],
            mx: 'auto',
            outline: 'none',
          }}
        >
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Box>
        {config.footer.display ? (
          <ThemeProvider theme={footerTheme}>
            <AppFooter />
          </ThemeProvider>
        ) : null}
      </Box>
    </Box>
  );
}
