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
import type { Customer } from '../../../../shared/contract/customers.ts';
import { translateMessage } from '../../../i18n/i18n.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useDeactivateCustomer } from '../api/deactivate-customer.ts';
import { useDeleteCustomer } from '../api/delete-customer.ts';
import { useReactivateCustomer } from '../api/reactivate-customer.ts';

export type CustomerAction = 'deactivate' | 'reactivate' | 'delete';

export interface ConfirmCustomerActionDialogProps {
  /** What to do to which customer; none: closed. */
  target: { action: CustomerAction; customer: Customer } | null;
  onClose: () => void;
  onDone?: (action: CustomerAction) => void;
}

/** Asks before deactivating, reactivating or deleting a customer; the server's refusal (409) shows inside. */
export function ConfirmCustomerActionDialog({ target, onClose, onDone }: ConfirmCustomerActionDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { t } = useTranslation(['customers', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const mutations = {
    deactivate: useDeactivateCustomer(),
    reactivate: useReactivateCustomer(),
    delete: useDeleteCustomer(),
  };
  // Keeps the last target while the dialog animates closed, so its text does not change on the way out.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  const action = shown?.action ?? 'deactivate';
  const mutation = mutations[action];
  const name = shown?.customer.name ?? '';

  const close = () => {
    for (const m of Object.values(mutations)) m.reset();
    onClose();
  };
  const confirm = async () => {
    if (!target) return;
    try {
      await mutation.mutateAsync(target.customer.id);
      enqueueSnackbar(t(`confirm.${action}.done`, { name: target.customer.name }), { variant: 'success' });
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
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t(`confirm.${action}.title`, { name })}
      </DialogTitle>
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
          disabled={mutation.isPending || (action === 'delete' && Boolean(mutation.error))}
          startIcon={mutation.isPending ? <CircularProgress size={16} color="inherit" /> : null}
        >
          {t(`confirm.${action}.button`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
