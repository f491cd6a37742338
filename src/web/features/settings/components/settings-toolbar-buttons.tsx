import PaletteRounded from '@mui/icons-material/PaletteRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorSchemePanel } from './color-scheme-panel.tsx';
import { FontSizeMenu } from './font-size-menu.tsx';
import { FullscreenToggle } from './fullscreen-toggle.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { SettingsPanel } from './settings-panel.tsx';

type Panel = 'none' | 'settings' | 'schemes';

/** The toolbar's personalisation buttons; one side panel at a time (docs/product/settings-and-i18n.md#settings-panels). */
export function SettingsToolbarButtons() {
  const { t } = useTranslation('settings');
  const [panel, setPanel] = useState<Panel>('none');
  const close = () => setPanel('none');
  return (
    <>
      <LanguageMenu />
      <FontSizeMenu />
      <FullscreenToggle />
      <Tooltip title={t('toolbar.colorSchemes')}>
        <IconButton aria-label={t('toolbar.colorSchemes')} onClick={() => setPanel('schemes')}>
          <PaletteRounded />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('toolbar.settings')}>
        <IconButton aria-label={t('toolbar.settings')} onClick={() => setPanel('settings')}>
          <TuneRounded />
        </IconButton>
      </Tooltip>
      <SettingsPanel open={panel === 'settings'} onClose={close} />
      <ColorSchemePanel open={panel === 'schemes'} onClose={close} />
    </>
  );
}
