import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '../../../shared/contract/auth.ts';
import { LogoMark } from './logo.tsx';
import { UserMenu } from './user-menu.tsx';

export interface AppToolbarProps {
  user: SessionUser;
  showMenuButton: boolean;
  navOpen: boolean;
  onMenuClick: () => void;
}

export function AppToolbar({ user, showMenuButton, navOpen, onMenuClick }: AppToolbarProps) {
  return (
    <AppBar position="sticky" component="header">
      <Toolbar sx={{ gap: 1, minHeight: { xs: 60, sm: 64 } }}>
        {showMenuButton ? (
          <>
            <IconButton edge="start" aria-label="Open navigation" aria-expanded={navOpen} onClick={onMenuClick}>
              <MenuRounded />
            </IconButton>
            <LogoMark size={28} />
            <Typography component="span" sx={{ fontWeight: 800, fontSize: 18, letterSpacing: '-0.02em' }}>
              Watchpost
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.clientName}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <UserMenu user={user} />
      </Toolbar>
    </AppBar>
  );
}
