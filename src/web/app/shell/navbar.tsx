import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { NavItem } from '../../../shared/navigation.ts';
import { navbarColors, navbarWidth } from '../theme.ts';
import { Logo } from './logo.tsx';
import { NavIcon } from './nav-icons.tsx';

const itemSx = {
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
} as const;

function NavEntry({ item, depth, onNavigate }: { item: NavItem; depth: number; onNavigate: () => void }) {
  const location = useLocation();
  const containsActive = (item.children ?? []).some((child) => child.url && location.pathname.startsWith(child.url));
  const [open, setOpen] = useState(containsActive);

  if (item.type === 'divider') return <Box component="li" sx={{ my: 1, borderTop: 1, borderColor: 'divider' }} />;

  const testProps = depth === 0 ? { 'data-testid': 'nav-item', 'data-title': item.title } : {};

  if (item.children && item.type === 'collapse') {
    const listId = `nav-${item.id}`;
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
          <ListItemText primary={item.title} slotProps={{ primary: { sx: { fontSize: 14, fontWeight: 500 } } }} />
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
    return (
      <Box component="li" sx={{ listStyle: 'none' }}>
        <ListSubheader disableSticky sx={{ bgcolor: 'transparent', color: navbarColors.muted, lineHeight: 2.5 }}>
          {item.title}
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
  if (item.disabled) {
    return (
      <Box component="li" sx={{ listStyle: 'none' }} {...testProps}>
        <ListItemButton disabled sx={{ ...itemSx, pl: 1.5 + depth * 2, '&.Mui-disabled': { opacity: 0.55 } }}>
          {depth === 0 ? (
            <ListItemIcon>
              <NavIcon name={item.icon} />
            </ListItemIcon>
          ) : null}
          <ListItemText primary={item.title} slotProps={{ primary: { sx: { fontSize: 14, fontWeight: 500 } } }} />
          {item.badge ? (
            <Chip
              size="small"
              label={item.badge.title}
              sx={{ height: 20, fontSize: 11, color: navbarColors.muted, borderColor: navbarColors.muted }}
              variant="outlined"
            />
          ) : null}
        </ListItemButton>
      </Box>
    );
  }
  return (
    <Box component="li" sx={{ listStyle: 'none' }} {...testProps}>
      <ListItemButton
        component={NavLink}
        to={item.url}
        end={item.exact}
        onClick={onNavigate}
        sx={{ ...itemSx, pl: 1.5 + depth * 2 }}
      >
        {depth === 0 ? (
          <ListItemIcon>
            <NavIcon name={item.icon} />
          </ListItemIcon>
        ) : null}
        <ListItemText
          primary={item.title}
          secondary={item.subtitle}
          slotProps={{ primary: { sx: { fontSize: 14, fontWeight: 500 } } }}
        />
      </ListItemButton>
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
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', bgcolor: navbarColors.background }}>
      <Box sx={{ px: 3, pt: 2.5, pb: 2 }}>
        <Logo size={34} color="#ffffff" />
        <Typography variant="caption" sx={{ display: 'block', mt: 0.75, color: navbarColors.muted }} noWrap>
          {clientName}
        </Typography>
      </Box>
      <Box component="nav" aria-label="Main" sx={{ flex: 1, overflowY: 'auto', pb: 2 }}>
        <Typography
          variant="overline"
          component="p"
          sx={{ px: 3, pt: 1, pb: 0.5, color: navbarColors.muted, fontSize: 11 }}
        >
          Operations
        </Typography>
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
  /** Permanent beside the content at ≥ lg; a temporary drawer below (SPEC §2.15). */
  permanent: boolean;
  mobileOpen: boolean;
  onClose: () => void;
}

export function Navbar({ items, clientName, permanent, mobileOpen, onClose }: NavbarProps) {
  const paperSx = { width: navbarWidth, boxSizing: 'border-box', border: 0, bgcolor: navbarColors.background } as const;
  if (permanent) {
    return (
      <Drawer
        variant="permanent"
        open
        sx={{ width: navbarWidth, flexShrink: 0 }}
        slotProps={{ paper: { sx: paperSx } }}
      >
        <NavbarContent items={items} clientName={clientName} onNavigate={() => undefined} />
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="temporary"
      open={mobileOpen}
      onClose={onClose}
      slotProps={{ root: { keepMounted: true }, paper: { sx: paperSx } }}
    >
      {/* Following a link closes the drawer, also when it points to the current page. */}
      <NavbarContent items={items} clientName={clientName} onNavigate={onClose} />
    </Drawer>
  );
}
