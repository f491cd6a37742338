import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../../shared/contract/events.ts';
import { translateMessage } from '../../../i18n/i18n.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useDeleteEvent } from '../api/delete-event.ts';

/** Asks before deleting an event; the server's refusal (409: clocked time or reports) shows inside. */
export function DeleteEventDialog({
  event,
  open,
  onClose,
  onDeleted,
}: {
  event: EventDetail;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const { t } = useTranslation(['events', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteEvent();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={remove.isPending ? undefined : close}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('delete.title', { name: event.eventName })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>{t('delete.body')}</DialogContentText>
        {remove.error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {translateMessage(remove.error.message)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={remove.isPending} autoFocus>
          {t('common:actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={remove.isPending}
          startIcon={remove.isPending ? <CircularProgress size={16} color="inherit" /> : null}
          onClick={() =>
            remove.mutate(event.id, {
              onSuccess: () => {
                enqueueSnackbar(t('delete.done', { name: event.eventName }), { variant: 'success' });
                onDeleted();
              },
            })
          }
        >
          {t('common:actions.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
