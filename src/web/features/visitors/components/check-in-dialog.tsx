import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { type Visitor, visitorLimits, visitorMessages } from '../../../../shared/contract/visitors.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useCheckInVisitor } from '../api/check-in-visitor.ts';
import { useLastNonNull } from './use-last-non-null.ts';

/** Checks an expected visitor in, with the number of the badge handed over (optional). */
export function CheckInDialog({ visitor: target, onClose }: { visitor: Visitor | null; onClose: () => void }) {
  const visitor = useLastNonNull(target);
  const checkIn = useCheckInVisitor();
  const { enqueueSnackbar } = useSnackbar();
  const [badge, setBadge] = useState('');
  const [serverBadgeError, setServerBadgeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const badgeError =
    badge.trim().length > visitorLimits.badgeNumber
      ? visitorMessages.tooLong(visitorLimits.badgeNumber)
      : serverBadgeError;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!visitor || badgeError) return;
    setFormError(null);
    try {
      const updated = await checkIn.mutateAsync({ id: visitor.id, badgeNumber: badge.trim() || undefined });
      const withBadge = updated.badgeNumber ? ` with badge ${updated.badgeNumber}` : '';
      enqueueSnackbar(`${updated.name} is checked in${withBadge}.`, { variant: 'success' });
      onClose();
    } catch (error) {
      const fieldMessage = isApiError(error) && error.status === 400 ? error.fields?.badgeNumber : undefined;
      if (fieldMessage) setServerBadgeError(fieldMessage);
      else setFormError(error instanceof Error ? error.message : 'Check-in failed.');
    }
  };

  const context = [visitor?.company, visitor?.hostName ? `visiting ${visitor.hostName}` : null]
    .filter(Boolean)
    .join(', ');

  return (
    <Dialog
      open={target !== null}
      onClose={() => !checkIn.isPending && onClose()}
      fullWidth
      maxWidth="xs"
      aria-labelledby="check-in-title"
      slotProps={{
        transition: {
          onExited: () => {
            setBadge('');
            setServerBadgeError(null);
            setFormError(null);
          },
        },
      }}
    >
      <Box component="form" noValidate onSubmit={submit} aria-label="Check in visitor">
        <DialogTitle id="check-in-title">Check in {visitor?.name}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {context ? `${context}. ` : ''}Hand over a visitor badge and note its number.
          </DialogContentText>
          {formError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          ) : null}
          <TextField
            label="Badge number"
            value={badge}
            onChange={(event) => {
              setBadge(event.target.value);
              setServerBadgeError(null);
            }}
            autoFocus
            fullWidth
            error={Boolean(badgeError)}
            helperText={badgeError ?? 'Optional'}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={checkIn.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={checkIn.isPending || Boolean(badgeError)}
            startIcon={checkIn.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
          >
            Check in
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
