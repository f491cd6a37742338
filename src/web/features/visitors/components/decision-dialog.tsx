import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { type Visitor, visitorLimits, visitorMessages } from '../../../../shared/contract/visitors.ts';
import { CancelSubmitActions } from '../../../components/form-dialog-frame.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';
import { formatFullDateTime } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
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
  const { t } = useTranslation(['visitors', 'common']);
  const target = useLastNonNull(requested);
  const approve = useApproveVisit();
  const decline = useDeclineVisit();
  const { enqueueSnackbar } = useSnackbar();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pending = approve.isPending || decline.isPending;
  const noteError = note.trim().length > visitorLimits.note ? visitorMessages.tooLong(visitorLimits.note) : null;
  const decision = target?.decision ?? 'approve';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target || noteError) return;
    setError(null);
    const mutation = target.decision === 'approve' ? approve : decline;
    try {
      const updated = await mutation.mutateAsync({ id: target.visitor.id, note: note.trim() || undefined });
      enqueueSnackbar(
        target.decision === 'approve'
          ? t('decision.approved', { name: updated.name })
          : t('decision.declined', { name: updated.name }),
        { variant: target.decision === 'approve' ? 'success' : 'info' },
      );
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? translateError(caught) : t('decision.failed'));
    }
  };

  const visitor = target?.visitor;
  const host = visitor?.hostName ?? t('decision.theFrontDesk');
  const time = visitor?.expectedAt ? formatFullDateTime(visitor.expectedAt) : '';
  const purpose = visitor?.purpose ?? '';
  const summaryKey = time
    ? purpose
      ? 'decision.summaryFull'
      : 'decision.summaryNoPurpose'
    : purpose
      ? 'decision.summaryNoTime'
      : 'decision.summaryHostOnly';
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
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={t(decision === 'approve' ? 'decision.approveForm' : 'decision.declineForm')}
      >
        <DialogTitle id="decision-title">
          {t(decision === 'approve' ? 'decision.approveTitle' : 'decision.declineTitle', { name: visitor?.name ?? '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            <Trans t={t} i18nKey={summaryKey} values={{ host, time, purpose }} components={{ bdi: <bdi /> }} />
          </DialogContentText>
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translateFieldMessage(error)}
            </Alert>
          ) : null}
          <TextField
            label={t('decision.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            autoFocus
            fullWidth
            multiline
            minRows={2}
            error={Boolean(noteError)}
            helperText={
              noteError
                ? translateFieldMessage(noteError)
                : t(decision === 'approve' ? 'decision.approveHint' : 'decision.declineHint')
            }
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <CancelSubmitActions
            busy={pending}
            submitLabel={t(decision === 'approve' ? 'decision.approve' : 'decision.decline')}
            submitColor={decision === 'approve' ? 'primary' : 'error'}
            onCancel={onClose}
          />
        </DialogActions>
      </Box>
    </Dialog>
  );
}
