import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { createContext, type FocusEvent, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { NavItem } from '../../../shared/navigation.ts';
import { foldedNavbarWidth } from '../../../shared/settings.ts';
import { Logo, LogoMark } from '../../components/logo.tsx';
import { NavIcon } from '../../components/nav-icons.tsx';
import { MessengerUnreadBadge } from '../../features/messenger/components/unread-nav-badge.tsx';
import { useShownTheme } from '../../features/settings/settings-context.tsx';
import { navTitle } from '../../lib/nav-title.ts';
import { type NavbarColors, navbarColorsFor, navbarWidth } from '../theme.ts';
import { useMenuPreload } from './use-menu-preload.ts';

/** The navbar's colours and whether it shows only icons (folded, and neither hovered nor focused). */
const NavbarLook = createContext<{ colors: NavbarColors; iconsOnly: boolean }>({
  colors: navbarColorsFor({
    mode: 'dark',
    primary: { main: '#60a5fa', light: '#93c5fd', dark: '#2563eb', contrastText: '#0b1220' },
    secondary: { main: '#f59e0b', light: '#fbbf24', dark: '#b45309', contrastText: '#111827' },
    background: { paper: '#0b1324', default: '#0b1324' },
    text: { primary: '#cbd5e1', secondary: '#7c8aa5' },
    divider: '#263247',
  }),
  iconsOnly: false,
});

const itemSxFor = (navbarColors: NavbarColors) => ({
  mx: 1.5,
  my: 0.25,
  px: 1.5,
  borderRadius: 2,
  color: navbarColors.text,
  minHeight: 42,
  '& .MuiListItemIcon-root': { color: navbarColors.muted, minWidth: 36 },
  '&:hover': { bgcolor: navbarColors.hoverBackground },
  '&.active, &.Mui-selected': {
    bgcolor: navbarColors.activeBackground,
    color: navbarColors.active,
    '& .MuiListItemIcon-root': { color: navbarColors.accent },
  },
  '&.Mui-selected:hover, &.active:hover': { bgcolor: navbarColors.activeBackground },
  '&.Mui-focusVisible': { outline: `2px solid ${navbarColors.accent}`, outlineOffset: -2 },
});

function NavEntry({ item, depth, onNavigate }: { item: NavItem; depth: number; onNavigate: () => void }) {
  const location = useLocation();
  const containsActive = (item.children ?? []).some((child) => child.url && location.pathname.startsWith(child.url));
  const [open, setOpen] = useState(containsActive);
  const { colors: navbarColors, iconsOnly } = useContext(NavbarLook);
  const itemSx = itemSxFor(navbarColors);
  const { t } = useTranslation('shell');
  const title = navTitle(t, item);
  const preload = useMenuPreload(item.url);

  if (item.type === 'divider') return <Box component="li" sx={{ my: 1, borderTop: 1, borderColor: 'divider' }} />;

  const testProps = depth === 0 ? { 'data-testid': 'nav-item', 'data-title': item.title } : {};

  if (item.children && item.type === 'collapse') {
    const listId = `nav-${item.id}`;
    if (iconsOnly) return <FoldedEntry item={item} title={title} testProps={testProps} onNavigate={onNavigate} />;
    return (
      <Box component="li" sx={{ listStyle: 'none' }} {...testProps}>
        <ListItemButton
          sx={itemSx}
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={listId}
        >
          <ListItemIcon>
            <NavIcon name={item.icon} />
          </ListItemIcon>
          <ListItemText primary={title} slotProps={{ primary: { sx: { fontSize: 14, fontWeight: 500 } } }} />
          {open ? <ExpandLessRounded fontSize="small" /> : <ExpandMoreRounded fontSize="small" />}
        </ListItemButton>
        <Collapse in={open} timeout="auto" unmountOnExit>
          <List id={listId} disablePadding>
            {item.children.map((child) => (
              <NavEntry key={child.id} item={child} depth={depth + 1} onNavigate={onNavigate} />
            ))}
          </List>
        </Collapse>
      </Box>
    );
  }

  if (item.type === 'group' && item.children) {
    if (iconsOnly) {
      return (
        <>
          {item.children.map((child) => (
            <NavEntry key={child.id} item={child} depth={depth} onNavigate={onNavigate} />
          ))}
        </>
      );
    }
    return (
      <Box component="li" sx={{ listStyle: 'none' }}>
        <ListSubheader disableSticky sx={{ bgcolor: 'transparent', color: navbarColors.muted, lineHeight: 2.5 }}>
          {title}
        </ListSubheader>
        <List disablePadding>
          {item.children.map((child) => (
            <NavEntry key={child.id} item={child} depth={depth} onNavigate={onNavigate} />
          ))}
        </List>
      </Box>
    );
  }

  if (!item.url) return null;
  if (iconsOnly) return <FoldedEntry item={item} title={title} testProps={testProps} onNavigate={onNavigate} />;
  return (
    <Box component="li" sx={{ listStyle: 'none' }} {...testProps}>
      <ListItemButton
        component={NavLink}
        to={item.url}
        end={item.exact}
        onClick={onNavigate}
        {...preload}
        sx={{ ...itemSx, pl: 1.5 + depth * 2 }}
      >
        {depth === 0 ? (
          <ListItemIcon>
            <NavIcon name={item.icon} />
          </ListItemIcon>
        ) : null}
        <ListItemText
          primary={title}
          secondary={item.subtitle}
          slotProps={{ primary: { sx: { fontSize: 14, fontWeight: 500 } } }}
        />
        {item.id === 'messenger' ? <MessengerUnreadBadge /> : null}
      </ListItemButton>
    </Box>
  );
}

/**
 * An entry of the folded navbar: its icon, with the title as tooltip and name. A group has no link of its own:
 * hovering or focusing the navbar unfolds it, and the group opens there.
 */
function FoldedEntry({
  item,
  title,
  testProps,
  onNavigate,
}: {
  item: NavItem;
  title: string;
  testProps: object;
  onNavigate: () => void;
}) {
  const itemSx = itemSxFor(useContext(NavbarLook).colors);
  const preload = useMenuPreload(item.url);
  const icon = (
    <ListItemIcon>
      <NavIcon name={item.icon} />
    </ListItemIcon>
  );
  return (
    <Box component="li" sx={{ listStyle: 'none' }} {...testProps}>
      <Tooltip title={title} placement="right">
        {item.url ? (
          <ListItemButton
            component={NavLink}
            to={item.url}
            end={item.exact}
            onClick={onNavigate}
            {...preload}
            sx={itemSx}
          >
            {icon}
          </ListItemButton>
        ) : (
          <ListItemButton sx={itemSx} aria-label={title}>
            {icon}
          </ListItemButton>
        )}
      </Tooltip>
    </Box>
  );
}

function NavbarContent({
  items,
  clientName,
  onNavigate,
}: {
  items: NavItem[];
  clientName: string;
  onNavigate: () => void;
}) {
  const { colors: navbarColors, iconsOnly } = useContext(NavbarLook);
  const { t } = useTranslation('shell');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', bgcolor: navbarColors.background }}>
      <Box sx={{ px: iconsOnly ? 2 : 3, pt: 2.5, pb: 2, minHeight: 88 }}>
        {iconsOnly ? <LogoMark size={34} /> : <Logo size={34} color={navbarColors.active} />}
        {iconsOnly ? null : (
          <Typography variant="caption" sx={{ display: 'block', mt: 0.75, color: navbarColors.muted }} noWrap>
            {clientName}
          </Typography>
        )}
      </Box>
      <Box component="nav" aria-label={t('navbar.main')} sx={{ flex: 1, overflowY: 'auto', pb: 2 }}>
        {iconsOnly ? null : (
          <Typography
            variant="overline"
            component="p"
            sx={{ px: 3, pt: 1, pb: 0.5, color: navbarColors.muted, fontSize: 11 }}
          >
            {t('navbar.operations')}
          </Typography>
        )}
        <List disablePadding>
          {items.map((item) => (
            <NavEntry key={item.id} item={item} depth={0} onNavigate={onNavigate} />
          ))}
        </List>
      </Box>
    </Box>
  );
}

export interface NavbarProps {
  items: NavItem[];
  clientName: string;
  /** Permanent beside the content at ≥ lg; a temporary drawer below (docs/product/settings-and-i18n.md#navbar). */
  permanent: boolean;
  /** Folded to 76 px icons; opens while hovered or focused (permanent only). */
  folded?: boolean;
  mobileOpen: boolean;
  onClose: () => void;
}

export function Navbar({ items, clientName, permanent, folded = false, mobileOpen, onClose }: NavbarProps) {
  const palette = useShownTheme().navbar;
  const colors = useMemo(() => navbarColorsFor(palette), [palette]);
  const [unfolded, setUnfolded] = useState(false);
  const iconsOnly = permanent && folded && !unfolded;
  const look = useMemo(() => ({ colors, iconsOnly }), [colors, iconsOnly]);
  const paperWidth = iconsOnly ? foldedNavbarWidth : navbarWidth;
  const paperSx = {
    width: paperWidth,
    boxSizing: 'border-box',
    border: 0,
    bgcolor: colors.background,
    color: colors.text,
    overflowX: 'hidden',
    transition: 'width 150ms ease',
  } as const;
  if (permanent) {
    const width = folded ? foldedNavbarWidth : navbarWidth;
    return (
      <NavbarLook.Provider value={look}>
        <Drawer
          variant="permanent"
          open
          data-testid="navbar"
          data-folded={folded ? 'true' : 'false'}
          sx={{ width, flexShrink: 0 }}
          slotProps={{
            paper: {
              sx: paperSx,
              onMouseEnter: () => setUnfolded(true),
              onMouseLeave: () => setUnfolded(false),
              // A keyboard user unfolds it too, so a group's entries can be reached without a mouse.
              onFocus: () => setUnfolded(true),
              onBlur: (event: FocusEvent<HTMLDivElement>) => {
                if (!event.currentTarget.contains(event.relatedTarget)) setUnfolded(false);
              },
            },
          }}
        >
          <NavbarContent items={items} clientName={clientName} onNavigate={() => undefined} />
        </Drawer>
      </NavbarLook.Provider>
    );
  }
  return (
    <NavbarLook.Provider value={look}>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onClose}
        slotProps={{ root: { keepMounted: true }, paper: { sx: paperSx } }}
      >
        {/* Following a link closes the drawer, also when it points to the current page. */}
        <NavbarContent items={items} clientName={clientName} onNavigate={onClose} />
      </Drawer>
    </NavbarLook.Provider>
  );
}
