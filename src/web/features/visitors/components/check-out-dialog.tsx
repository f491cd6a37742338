import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import type { Visitor } from '../../../../shared/contract/visitors.ts';
import { useCheckOutVisitor } from '../api/check-out-visitor.ts';
import { useLastNonNull } from './use-last-non-null.ts';

/** Asks before checking a visitor out: the action cannot be undone from the console. */
export function CheckOutDialog({ visitor: target, onClose }: { visitor: Visitor | null; onClose: () => void }) {
  const visitor = useLastNonNull(target);
  const checkOut = useCheckOutVisitor();
  const { enqueueSnackbar } = useSnackbar();
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!visitor) return;
    setError(null);
    try {
      const updated = await checkOut.mutateAsync({ id: visitor.id });
      enqueueSnackbar(`${updated.name} is checked out.`, { variant: 'success' });
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Check-out failed.');
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
      <DialogTitle id="check-out-title">Check out {visitor?.name}?</DialogTitle>
      <DialogContent>
        <DialogContentText id="check-out-text">
          {visitor?.badgeNumber ? `Collect badge ${visitor.badgeNumber}. ` : ''}The visit is recorded as ended now.
        </DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={checkOut.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void confirm()}
          disabled={checkOut.isPending}
          autoFocus
          startIcon={checkOut.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
        >
          Check out
        </Button>
      </DialogActions>
    </Dialog>
  );
}
