import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatchLimits } from '../../../../shared/contract/dispatch.ts';
import { type CallOutcome, callOutcomes } from '../../../../shared/dispatch-rules.ts';

/** A small dialog that is one form, its buttons a finger's height. */
function StepDialog({
  title,
  lead,
  cancelLabel,
  confirmLabel,
  confirmColor,
  onSubmit,
  onClose,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  confirmColor: 'error' | 'primary';
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {lead ? <DialogContentText sx={{ mb: 2 }}>{lead}</DialogContentText> : null}
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button onClick={onClose} sx={{ minHeight: 48 }}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" color={confirmColor} sx={{ minHeight: 48 }}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Refusing a call asks why (required): the call goes back to dispatch with the reason on its timeline. */
export function RefuseCallDialog({ onRefuse, onClose }: { onRefuse: (reason: string) => void; onClose: () => void }) {
  const { t } = useTranslation('field');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';
  return (
    <StepDialog
      title={t('calls.refuse.title')}
      lead={t('calls.refuse.lead')}
      cancelLabel={t('calls.refuse.cancel')}
      confirmLabel={t('calls.refuse.confirm')}
      confirmColor="error"
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (!missing) onRefuse(reason.trim());
      }}
    >
      <TextField
        label={t('calls.refuse.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        autoFocus
        fullWidth
        multiline
        minRows={2}
        error={tried && missing}
        helperText={tried && missing ? t('calls.refuse.reasonRequired') : undefined}
        slotProps={{ htmlInput: { maxLength: dispatchLimits.reason } }}
      />
    </StepDialog>
  );
}

/** Clearing a call asks how it ended (required). */
export function ClearCallDialog({
  onClear,
  onClose,
}: {
  onClear: (outcome: CallOutcome) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('field');
  const [outcome, setOutcome] = useState<CallOutcome | null>(null);
  const [tried, setTried] = useState(false);
  const labelId = useId();
  const helperId = useId();
  const missing = tried && outcome === null;
  return (
    <StepDialog
      title={t('calls.clear.title')}
      cancelLabel={t('calls.clear.cancel')}
      confirmLabel={t('calls.clear.confirm')}
      confirmColor="primary"
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (outcome) onClear(outcome);
      }}
    >
      <FormControl error={missing} required fullWidth>
        <FormLabel id={labelId}>{t('calls.clear.outcome')}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={missing ? helperId : undefined}
          value={outcome ?? ''}
          onChange={(_event, value) => setOutcome(value as CallOutcome)}
        >
          {callOutcomes.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={t(`calls.outcomes.${value}`)}
              sx={{ minHeight: 44 }}
            />
          ))}
        </RadioGroup>
        {missing ? <FormHelperText id={helperId}>{t('calls.clear.outcomeRequired')}</FormHelperText> : null}
      </FormControl>
    </StepDialog>
  );
}
