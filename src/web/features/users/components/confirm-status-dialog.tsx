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
import type { User } from '../../../../shared/contract/users.ts';
import { translateMessage } from '../../../i18n/i18n.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useDeactivateUser } from '../api/deactivate-user.ts';
import { useReactivateUser } from '../api/reactivate-user.ts';

export interface ConfirmStatusDialogProps {
  /** The user to deactivate (when active) or reactivate (when disabled); none: closed. */
  user: User | null;
  onClose: () => void;
}

/** Asks before deactivating (which signs the user out everywhere at once) or reactivating an account. */
export function ConfirmStatusDialog({ user, onClose }: ConfirmStatusDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { t } = useTranslation(['users', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const deactivate = useDeactivateUser();
  const reactivate = useReactivateUser();
  // Keeps the last user while the dialog animates closed, so its text does not change on the way out.
  const [target, setTarget] = useState(user);
  if (user && user !== target) setTarget(user);
  const deactivating = target?.status !== 'disabled';
  const mutation = deactivating ? deactivate : reactivate;

  const close = () => {
    deactivate.reset();
    reactivate.reset();
    onClose();
  };
  const confirm = async () => {
    if (!user) return;
    try {
      await mutation.mutateAsync(user.id);
      enqueueSnackbar(t(deactivating ? 'confirm.deactivated' : 'confirm.reactivated', { name: user.displayName }), {
        variant: 'success',
      });
      close();
    } catch {
      // The error shows in the dialog.
    }
  };

  return (
    <Dialog
      open={Boolean(user)}
      onClose={mutation.isPending ? undefined : close}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {t(deactivating ? 'confirm.deactivateTitle' : 'confirm.reactivateTitle', { name: target?.displayName ?? '' })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          {deactivating ? t('confirm.deactivateBody') : t('confirm.reactivateBody')}
        </DialogContentText>
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
          color={deactivating ? 'error' : 'primary'}
          onClick={() => void confirm()}
          disabled={mutation.isPending}
          startIcon={mutation.isPending ? <CircularProgress size={16} color="inherit" /> : null}
        >
          {deactivating ? t('confirm.deactivate') : t('confirm.reactivate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
