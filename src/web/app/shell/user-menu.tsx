import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../../shared/contract/auth.ts';
import { hasPermission } from '../../../shared/policy.ts';
import { screenPath } from '../../../shared/screens.ts';
import { initialOf } from '../../lib/personnel-format.ts';
import { roleOf } from '../../lib/session.ts';

export function UserAvatar({ user, size = 36 }: { user: SessionUser; size?: number }) {
  return (
    <Avatar
      src={user.photoUrl ?? undefined}
      alt={user.displayName}
      sx={{ width: size, height: size, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}
    >
      {/* Drawn, not text: the initial repeats the name the button already says (axe label-in-name). */}
      <Box
        component="span"
        aria-hidden
        data-initial={initialOf(user.displayName)}
        sx={{ '&::before': { content: 'attr(data-initial)' } }}
      />
    </Avatar>
  );
}

/** Name, role and photo (or initial) with a menu: 'Profile', 'Getting started', 'Users' (for who manages them), 'Sign out' (docs/product/sign-in-and-accounts.md#profile). */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['shell', 'common', 'nav']);
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const role = roleOf(user);
  const roleLabel = t(`common:roles.${role ?? 'none'}`);

  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        aria-label={t('userMenu.account', { name: user.displayName, role: roleLabel })}
        sx={{ borderRadius: 6, px: { xs: 0.5, sm: 1 }, py: 0.5, gap: 1.25, '&:hover': { bgcolor: 'action.hover' } }}
      >
        <Box sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'right', minWidth: 0 }}>
          <Typography variant="subtitle2" component="span" sx={{ display: 'block', lineHeight: 1.3 }} noWrap>
            {user.displayName}
          </Typography>{' '}
          <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }} noWrap>
            {roleLabel}
          </Typography>
        </Box>
        <UserAvatar user={user} />
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.25 }}>
          <Typography variant="subtitle2">{user.displayName}</Typography>
          <Typography variant="body2" color="text.secondary" noWrap dir="ltr" sx={{ textAlign: 'left' }}>
            {user.email}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {roleLabel} · {user.clientName}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            navigate(screenPath('profile'));
          }}
        >
          <ListItemIcon>
            <AccountCircleOutlined fontSize="small" />
          </ListItemIcon>
          {t('nav:PROFILE')}
        </MenuItem>
        {hasPermission(user.roles, 'gettingStarted.view') ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              navigate(screenPath('getting-started'));
            }}
          >
            <ListItemIcon>
              <RocketLaunchOutlined fontSize="small" />
            </ListItemIcon>
            {t('nav:GETTING_STARTED')}
          </MenuItem>
        ) : null}
        {hasPermission(user.roles, 'users.manage') ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              navigate(screenPath('users'));
            }}
          >
            <ListItemIcon>
              <ManageAccountsOutlined fontSize="small" />
            </ListItemIcon>
            {t('nav:USERS')}
          </MenuItem>
        ) : null}
        {hasPermission(user.roles, 'audit.view') ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              navigate(screenPath('audit'));
            }}
          >
            <ListItemIcon>
              <HistoryRounded fontSize="small" />
            </ListItemIcon>
            {t('nav:AUDIT')}
          </MenuItem>
        ) : null}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            navigate(screenPath('sign-out'));
          }}
        >
          <ListItemIcon>
            <LogoutRounded fontSize="small" />
          </ListItemIcon>
          {t('userMenu.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
