import PaletteRounded from '@mui/icons-material/PaletteRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { ColorSchemePanel } from './color-scheme-panel.tsx';
import { FullscreenToggle } from './fullscreen-toggle.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { SettingsPanel } from './settings-panel.tsx';

type Panel = 'none' | 'settings' | 'schemes';

/** The toolbar's personalisation buttons; one side panel at a time (SPEC §2 "Settings panel state"). */
export function SettingsToolbarButtons() {
  const [panel, setPanel] = useState<Panel>('none');
  const close = () => setPanel('none');
  return (
    <>
      <LanguageMenu />
      <FullscreenToggle />
      <Tooltip title="Colour schemes">
        <IconButton aria-label="Colour schemes" onClick={() => setPanel('schemes')}>
          <PaletteRounded />
        </IconButton>
      </Tooltip>
      <Tooltip title="Settings">
        <IconButton aria-label="Settings" onClick={() => setPanel('settings')}>
          <TuneRounded />
        </IconButton>
      </Tooltip>
      <SettingsPanel open={panel === 'settings'} onClose={close} />
      <ColorSchemePanel open={panel === 'schemes'} onClose={close} />
    </>
  );
}
