import SearchRounded from '@mui/icons-material/SearchRounded';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../shared/roles.ts';
import { SearchOverlay } from './search-overlay.tsx';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The toolbar's search button; '/' (outside a field) or Ctrl+K / ⌘K opens the search too. `preload` starts what
 * the chosen result's address needs (its screen's code, the record) while the user is still looking at it.
 */
export function SearchButton({ role, preload }: { role: Role | undefined; preload?: (url: string) => void }) {
  const { t } = useTranslation(['shell', 'common']);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const ctrlK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      if (ctrlK || slash) {
        event.preventDefault();
        setOpen(true);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Tooltip title={t('search.tooltip')}>
        <IconButton aria-label={t('common:actions.search')} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <SearchRounded />
        </IconButton>
      </Tooltip>
      <SearchOverlay open={open} role={role} onClose={() => setOpen(false)} preload={preload} />
    </>
  );
}
