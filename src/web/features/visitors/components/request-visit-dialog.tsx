import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { VisitRequestForm } from './visit-request-form.tsx';

/** "Request a visit" for signed-in users who do not run the front desk (a customer's users). */
export function RequestVisitDialog({
  open,
  onClose,
  defaultName,
}: {
  open: boolean;
  onClose: () => void;
  defaultName: string;
}) {
  const { t } = useTranslation(['visitors', 'common']);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="request-title"
    >
      <DialogTitle id="request-title">{t('request.title')}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        {open ? (
          <VisitRequestForm
            defaultName={defaultName}
            showEvents
            autoFocus
            onSent={onClose}
            actions={<Button onClick={onClose}>{t('common:actions.cancel')}</Button>}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
