import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldMessage } from '../i18n/translate-field-error.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  body?: ReactNode;
  confirmLabel: ReactNode;
  /** `danger` for what removes or shuts something off. */
  tone?: 'danger' | 'primary';
  /** While the action runs: both buttons wait and the dialog cannot be dismissed. */
  pending?: boolean;
  /** The refusal of the action (e.g. the server's 409), shown inside, translated. */
  error?: string | null;
  /** Confirm is off (beyond while pending), e.g. once a refusal says trying again cannot help. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The one "are you sure?" dialog of the app: Cancel has the focus, the server's refusal shows inside. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  tone = 'danger',
  pending = false,
  error = null,
  confirmDisabled = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={body ? descriptionId : undefined}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        {body ? (
          <DialogContentText id={descriptionId} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {body}
          </DialogContentText>
        ) : null}
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: body ? 2 : 0 }}>
            {translateFieldMessage(error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending} autoFocus>
          {t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color={tone === 'danger' ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={pending || confirmDisabled}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : null}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
