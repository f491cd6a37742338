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
import { formatFullDateTime } from '../../../lib/format.ts';
import { useApproveVisit } from '../api/approve-visit.ts';
import { useDeclineVisit } from '../api/decline-visit.ts';
import { useLastNonNull } from './use-last-non-null.ts';

export type Decision = 'approve' | 'decline';

/** A manager approves or declines a visit request, with a note the requester will read. */
export function DecisionDialog({
  target: requested,
  onClose,
}: {
  target: { visitor: Visitor; decision: Decision } | null;
  onClose: () => void;
}) {
  const target = useLastNonNull(requested);
  const approve = useApproveVisit();
  const decline = useDeclineVisit();
  const { enqueueSnackbar } = useSnackbar();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pending = approve.isPending || decline.isPending;
  const noteError = note.trim().length > visitorLimits.note ? visitorMessages.tooLong(visitorLimits.note) : null;
  const decision = target?.decision ?? 'approve';
  const verb = decision === 'approve' ? 'Approve' : 'Decline';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target || noteError) return;
    setError(null);
    const mutation = target.decision === 'approve' ? approve : decline;
    try {
      const updated = await mutation.mutateAsync({ id: target.visitor.id, note: note.trim() || undefined });
      enqueueSnackbar(
        target.decision === 'approve'
          ? `Visit of ${updated.name} approved: now expected.`
          : `Visit of ${updated.name} declined.`,
        { variant: target.decision === 'approve' ? 'success' : 'info' },
      );
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The decision could not be saved.');
    }
  };

  const visitor = target?.visitor;
  return (
    <Dialog
      open={requested !== null}
      onClose={() => !pending && onClose()}
      fullWidth
      maxWidth="xs"
      aria-labelledby="decision-title"
      slotProps={{
        transition: {
          onExited: () => {
            setNote('');
            setError(null);
          },
        },
      }}
    >
      <Box component="form" noValidate onSubmit={submit} aria-label={`${verb} visit request`}>
        <DialogTitle id="decision-title">
          {verb} the visit of {visitor?.name}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {visitor?.hostName ? `To see ${visitor.hostName}` : 'Visit'}
            {visitor?.expectedAt ? ` on ${formatFullDateTime(visitor.expectedAt)}` : ''}
            {visitor?.purpose ? ` — ${visitor.purpose}` : ''}.
          </DialogContentText>
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          <TextField
            label="Note to the requester"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            autoFocus
            fullWidth
            multiline
            minRows={2}
            error={Boolean(noteError)}
            helperText={
              noteError ??
              (decision === 'approve' ? 'Optional, e.g. where to report on arrival' : 'Optional, e.g. the reason')
            }
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={decision === 'approve' ? 'primary' : 'error'}
            disabled={pending || Boolean(noteError)}
            startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
          >
            {verb}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
