import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../lib/use-is-phone.ts';

/**
 * A record's details in a dialog (an audit entry, a shift): full screen on a phone, its title (named by `titleId`)
 * with a close button at its end, the details divided off below, then `actions` if any.
 */
export function DetailsDialog({
  open,
  onClose,
  titleId,
  title,
  actions,
  children,
}: {
  open: boolean;
  onClose: () => void;
  titleId: string;
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const phone = useIsPhone();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pe: 1 }}>
        <Box component="span" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {title}
        </Box>
        <IconButton aria-label={t('actions.close')} onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      {actions}
    </Dialog>
  );
}
