import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../shared/contract/auth.ts';
import { showsAlertBell } from '../../../shared/policy.ts';
import { LogoMark } from '../../components/logo.tsx';
import { AlertBell } from '../../features/alerts/components/alert-bell.tsx';
import { QuickPanelButton } from '../../features/quick-panel/components/quick-panel-button.tsx';
import { SearchButton } from '../../features/search/components/search-button.tsx';
import { SettingsToolbarButtons } from '../../features/settings/components/settings-toolbar-buttons.tsx';
import { ShortcutsBar } from '../../features/shortcuts/components/shortcuts-bar.tsx';
import { roleOf } from '../../lib/session.ts';
import { useUrlPreload } from './use-menu-preload.ts';
import { UserMenu } from './user-menu.tsx';

export interface AppToolbarProps {
  user: SessionUser;
  showMenuButton: boolean;
  navOpen: boolean;
  onMenuClick: () => void;
  /** Layout 3: a lower toolbar. */
  dense?: boolean;
}

export function AppToolbar({ user, showMenuButton, navOpen, onMenuClick, dense = false }: AppToolbarProps) {
  const { t } = useTranslation(['shell', 'common']);
  const preloadUrl = useUrlPreload();
  return (
    <AppBar position="sticky" component="header">
      <Toolbar
        sx={{
          gap: { xs: 0.25, sm: 1 },
          px: { xs: 1, sm: 2 },
          minHeight: dense ? { xs: 48, sm: 48 } : { xs: 60, sm: 64 },
        }}
      >
        {showMenuButton ? (
          <>
            <IconButton
              edge="start"
              aria-label={t('toolbar.openNavigation')}
              aria-expanded={navOpen}
              onClick={onMenuClick}
            >
              <MenuRounded />
            </IconButton>
            <LogoMark size={28} />
            <Typography
              component="span"
              sx={{ display: { xs: 'none', sm: 'inline' }, fontWeight: 800, fontSize: 18, letterSpacing: '-0.02em' }}
            >
              {t('common:appName')}
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.clientName}
          </Typography>
        )}
        <ShortcutsBar user={user} />
        <Box sx={{ flex: 1 }} />
        <SearchButton role={roleOf(user)} preload={preloadUrl} />
        <SettingsToolbarButtons />
        {/* No bell for an admin or a customer user (docs/product/alerts.md#alert-bell). */}
        {showsAlertBell(user.roles) ? (
          <Box data-testid="alert-bell-slot" sx={{ display: 'contents' }}>
            <Suspense fallback={<Box sx={{ width: 40, flexShrink: 0 }} />}>
              <AlertBell user={user} />
            </Suspense>
          </Box>
        ) : null}
        <QuickPanelButton />
        <UserMenu user={user} />
      </Toolbar>
    </AppBar>
  );
}
