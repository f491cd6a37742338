import FullscreenExitRounded from '@mui/icons-material/FullscreenExitRounded';
import FullscreenRounded from '@mui/icons-material/FullscreenRounded';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Full-screen toggle (Fullscreen API); hidden where the browser does not offer it. */
export function FullscreenToggle() {
  const { t } = useTranslation('settings');
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const [active, setActive] = useState(() => supported && document.fullscreenElement !== null);
  useEffect(() => {
    if (!supported) return;
    const onChange = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [supported]);
  if (!supported) return null;
  const label = active ? t('toolbar.exitFullScreen') : t('toolbar.fullScreen');
  const toggle = () => {
    const request = active ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    request.catch(() => undefined);
  };
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={toggle} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
        {active ? <FullscreenExitRounded /> : <FullscreenRounded />}
      </IconButton>
    </Tooltip>
  );
}
