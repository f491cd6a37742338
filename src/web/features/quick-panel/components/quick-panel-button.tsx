import ViewSidebarOutlined from '@mui/icons-material/ViewSidebarOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuickPanel } from './quick-panel.tsx';

export function QuickPanelButton() {
  const { t } = useTranslation('quickPanel');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('title')}>
        <IconButton aria-label={t('open')} aria-expanded={open} onClick={() => setOpen(true)}>
          <ViewSidebarOutlined />
        </IconButton>
      </Tooltip>
      <QuickPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}
