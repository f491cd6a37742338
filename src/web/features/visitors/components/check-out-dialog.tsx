import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Visitor } from '../../../../shared/contract/visitors.ts';
import { translateError } from '../../../i18n/translate-error.ts';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useCheckOutVisitor } from '../api/check-out-visitor.ts';
import { useLastNonNull } from './use-last-non-null.ts';

/** Asks before checking a visitor out: the action cannot be undone from the console. */
export function CheckOutDialog({ visitor: target, onClose }: { visitor: Visitor | null; onClose: () => void }) {
  const { t } = useTranslation(['visitors', 'common']);
  const visitor = useLastNonNull(target);
  const checkOut = useCheckOutVisitor();
  const { enqueueSnackbar } = useSnackbar();
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!visitor) return;
    setError(null);
    try {
      const updated = await checkOut.mutateAsync({ id: visitor.id });
      enqueueSnackbar(t('checkOut.done', { name: updated.name }), { variant: 'success' });
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? translateError(caught) : t('checkOut.failed'));
    }
  };

  return (
    <Dialog
      open={target !== null}
      onClose={() => !checkOut.isPending && onClose()}
      fullWidth
      maxWidth="xs"
      aria-labelledby="check-out-title"
      aria-describedby="check-out-text"
      slotProps={{ transition: { onExited: () => setError(null) } }}
    >
      <DialogTitle id="check-out-title">{t('checkOut.title', { name: visitor?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="check-out-text">
          {visitor?.badgeNumber ? (
            <>
              <Trans
                t={t}
                i18nKey="checkOut.collectBadge"
                values={{ badge: visitor.badgeNumber }}
                components={{ bdi: <bdi /> }}
              />{' '}
            </>
          ) : null}
          {t('checkOut.ended')}
        </DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translateFieldMessage(error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={checkOut.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void confirm()}
          disabled={checkOut.isPending}
          autoFocus
          startIcon={checkOut.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
        >
          {t('checkOut.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
