import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from '../../../../shared/contract/clients.ts';
import { translateMessage } from '../../../i18n/i18n.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useDeactivateClient } from '../api/deactivate-client.ts';
import { useDeleteClient } from '../api/delete-client.ts';
import { useReactivateClient } from '../api/reactivate-client.ts';

export type ClientAction = 'deactivate' | 'reactivate' | 'delete';

export interface ConfirmClientActionDialogProps {
  /** What to do to which client; none: closed. */
  target: { action: ClientAction; client: Client } | null;
  onClose: () => void;
  onDone?: (action: ClientAction) => void;
}

/** Asks before deactivating, reactivating or deleting a client; the server's refusal (409) shows inside. */
export function ConfirmClientActionDialog({ target, onClose, onDone }: ConfirmClientActionDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { t } = useTranslation(['clients', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const mutations = {
    deactivate: useDeactivateClient(),
    reactivate: useReactivateClient(),
    delete: useDeleteClient(),
  };
  // Keeps the last target while the dialog animates closed, so its text does not change on the way out.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  const action = shown?.action ?? 'deactivate';
  const mutation = mutations[action];
  const name = shown?.client.clientName ?? '';

  const close = () => {
    for (const m of Object.values(mutations)) m.reset();
    onClose();
  };
  const confirm = async () => {
    if (!target) return;
    try {
      await mutation.mutateAsync(target.client.id);
      enqueueSnackbar(t(`confirm.${action}.done`, { name: target.client.clientName }), { variant: 'success' });
      close();
      onDone?.(action);
    } catch {
      // The error shows in the dialog.
    }
  };

  return (
    <Dialog
      open={Boolean(target)}
      onClose={mutation.isPending ? undefined : close}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t(`confirm.${action}.title`, { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>{t(`confirm.${action}.body`)}</DialogContentText>
        {mutation.error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {translateMessage(mutation.error.message)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={mutation.isPending} autoFocus>
          {t('common:actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color={action === 'reactivate' ? 'primary' : 'error'}
          onClick={() => void confirm()}
          disabled={mutation.isPending}
          startIcon={mutation.isPending ? <CircularProgress size={16} color="inherit" /> : null}
        >
          {t(`confirm.${action}.button`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
