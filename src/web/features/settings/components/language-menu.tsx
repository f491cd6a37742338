import CheckRounded from '@mui/icons-material/CheckRounded';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { changeLanguage, useLanguage } from '../../../i18n/i18n.ts';
import { type LanguageId, languages } from '../../../i18n/languages.ts';
import { loadRtlCache } from '../../../lib/direction-cache.ts';
import { useSettings } from '../settings-context.tsx';

export const multiLanguageDocsPath = '/documentation/configuration/multi-language';

/**
 * The language menu of the toolbar (docs/product/settings-and-i18n.md#languages): English, Turkish, Arabic (right to left) and Japanese, and a
 * link to the documentation of the translations. Choosing Arabic mirrors the whole layout.
 */
export function LanguageMenu() {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const { updateSettings } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  const choose = (id: LanguageId) => {
    setAnchor(null);
    const next = languages.find((l) => l.id === id);
    if (!next || next.id === language.id) return;
    // Load the right-to-left styles first so the page turns over in one step, without a blank frame.
    const ready = next.direction === 'rtl' ? loadRtlCache() : Promise.resolve();
    void ready.then(() => changeLanguage(next.id));
    updateSettings({ direction: next.direction });
  };

  return (
    <>
      <Tooltip title={t('language.menu')}>
        <Button
          color="inherit"
          aria-label={t('language.current', { code: language.id.toUpperCase(), language: language.title })}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ minWidth: 0, px: 1, fontWeight: 700, letterSpacing: '0.04em' }}
        >
          {language.id.toUpperCase()}
        </Button>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((option) => (
          <MenuItem
            key={option.id}
            lang={option.locale}
            selected={option.id === language.id}
            onClick={() => choose(option.id)}
          >
            <ListItemIcon>{option.id === language.id ? <CheckRounded fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={option.title} secondary={option.id.toUpperCase()} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem component={RouterLink} to={multiLanguageDocsPath} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <MenuBookOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('language.docs')} />
        </MenuItem>
      </Menu>
    </>
  );
}
