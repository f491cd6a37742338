import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import { navigationFor } from '../../../../shared/navigation.ts';
import { flattenNavigation, searchNavigation } from '../../../../shared/search.ts';
import { NavIcon } from '../../../components/nav-icons.tsx';
import { translateNavigation } from '../../../lib/nav-title.ts';
import { roleOf } from '../../../lib/session.ts';
import { useShortcuts } from './use-shortcuts.ts';

/** Pinned pages as icon buttons, and a menu to pin or unpin pages of the user's navigation (docs/product/settings-and-i18n.md#shortcuts). */
export function ShortcutsBar({ user }: { user: SessionUser }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [filter, setFilter] = useState('');
  const { pinned, save, saving, error } = useShortcuts(user);
  const role = roleOf(user);
  const visible = useMemo(() => translateNavigation(t, navigationFor(role)), [t, role]);
  const pages = useMemo(() => flattenNavigation(visible), [visible]);
  const pinnedPages = pinned.flatMap((id) => pages.filter((page) => page.id === id));
  const listed = filter.trim() ? searchNavigation(visible, filter, pages.length) : pages;

  function toggle(id: string) {
    const next = pinned.includes(id) ? pinned.filter((p) => p !== id) : [...pinned, id];
    save(next.filter((p) => pages.some((page) => page.id === p)));
  }

  function close() {
    setAnchor(null);
    setFilter('');
  }

  return (
    <Box
      component="nav"
      aria-label={t('shortcuts.bar')}
      // A phone's toolbar has no room for the bar; search still reaches every page there.
      sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 0.25, minWidth: 0 }}
    >
      <Box
        component="ul"
        data-testid="shortcuts-bar"
        sx={{ display: 'flex', gap: 0.25, m: 0, p: 0, listStyle: 'none', overflow: 'hidden' }}
      >
        {pinnedPages.map((page) => (
          <li key={page.id}>
            <Tooltip title={page.path}>
              <IconButton aria-label={page.title} onClick={() => void navigate(page.url)}>
                <NavIcon name={page.icon} />
              </IconButton>
            </Tooltip>
          </li>
        ))}
      </Box>
      <Tooltip title={t('shortcuts.pin')}>
        <IconButton
          aria-label={t('shortcuts.edit')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <StarBorderRounded />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        autoFocus={false}
        slotProps={{ paper: { sx: { width: 300, maxHeight: 420, mt: 1 } }, list: { dense: true } }}
      >
        <Box sx={{ px: 1.5, pb: 1 }} onKeyDown={(event) => event.key !== 'Escape' && event.stopPropagation()}>
          <TextField
            autoFocus
            size="small"
            fullWidth
            placeholder={t('shortcuts.findPage')}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            slotProps={{
              htmlInput: { 'aria-label': t('shortcuts.findPageToPin'), maxLength: 100 },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRounded fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        {listed.map((page) => {
          const isPinned = pinned.includes(page.id);
          return (
            <MenuItem
              key={page.id}
              disabled={saving}
              onClick={() => toggle(page.id)}
              role="menuitemcheckbox"
              aria-checked={isPinned}
            >
              <ListItemIcon>
                <NavIcon name={page.icon} />
              </ListItemIcon>
              <ListItemText primary={page.path} />
              {isPinned ? (
                <PushPin fontSize="small" color="primary" aria-hidden />
              ) : (
                <PushPinOutlined fontSize="small" color="disabled" aria-hidden />
              )}
            </MenuItem>
          );
        })}
        {listed.length === 0 ? (
          <Typography role="status" color="text.secondary" sx={{ px: 2, py: 1 }}>
            {t('noResults')}
          </Typography>
        ) : null}
        {error ? (
          <Typography role="alert" color="error" variant="body2" sx={{ px: 2, py: 1 }}>
            {t('shortcuts.saveFailed')}
          </Typography>
        ) : null}
      </Menu>
    </Box>
  );
}
