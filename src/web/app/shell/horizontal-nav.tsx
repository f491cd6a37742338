import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { NavItem } from '../../../shared/navigation.ts';
import { NavIcon } from '../../components/nav-icons.tsx';
import { MessengerUnreadBadge } from '../../features/messenger/components/unread-nav-badge.tsx';
import { useShownTheme } from '../../features/settings/settings-context.tsx';
import { navTitle } from '../../lib/nav-title.ts';
import { navbarColorsFor } from '../theme.ts';

function leaves(item: NavItem): NavItem[] {
  if (item.type === 'divider') return [];
  if (item.children) return item.children.flatMap(leaves);
  return item.url ? [item] : [];
}

function TopMenu({ item, sx }: { item: NavItem; sx: object }) {
  const { t } = useTranslation('shell');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { pathname } = useLocation();
  const children = leaves(item);
  const active = children.some((child) => child.url && pathname.startsWith(child.url));
  return (
    <>
      <Button
        sx={sx}
        className={active ? 'active' : undefined}
        startIcon={<NavIcon name={item.icon} />}
        endIcon={<ExpandMoreRounded fontSize="small" />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="top-nav-item"
      >
        {navTitle(t, item)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {children.map((child) =>
          child.url ? (
            <MenuItem key={child.id} component={NavLink} to={child.url} onClick={() => setAnchor(null)}>
              {navTitle(t, child)}
            </MenuItem>
          ) : null,
        )}
      </Menu>
    </>
  );
}

/** Layout 2: the navigation as a menu bar under the toolbar; collapses and groups become dropdown menus. */
export function HorizontalNav({ items }: { items: NavItem[] }) {
  const { t } = useTranslation('shell');
  const colors = navbarColorsFor(useShownTheme().navbar);
  const sx = {
    color: colors.text,
    fontWeight: 500,
    px: 1.5,
    whiteSpace: 'nowrap',
    flexShrink: 0,
    '& .MuiButton-startIcon': { color: colors.muted },
    '&:hover': { bgcolor: colors.hoverBackground },
    '&.active': { bgcolor: colors.activeBackground, color: colors.active },
    '&.active .MuiButton-startIcon': { color: colors.accent },
    '&.Mui-focusVisible': { outline: `2px solid ${colors.accent}`, outlineOffset: -2 },
  };
  return (
    <Box
      component="nav"
      aria-label={t('navbar.main')}
      data-testid="horizontal-nav"
      sx={{ display: 'flex', gap: 0.5, px: 2, py: 0.75, overflowX: 'auto', bgcolor: colors.background }}
    >
      {items.map((item) => {
        if (item.type === 'divider') return null;
        if (item.children) return <TopMenu key={item.id} item={item} sx={sx} />;
        if (!item.url) return null;
        return (
          <Button
            key={item.id}
            component={NavLink}
            to={item.url}
            end={item.exact}
            startIcon={<NavIcon name={item.icon} />}
            sx={sx}
            data-testid="top-nav-item"
          >
            {navTitle(t, item)}
            {item.id === 'messenger' ? <MessengerUnreadBadge /> : null}
          </Button>
        );
      })}
    </Box>
  );
}
