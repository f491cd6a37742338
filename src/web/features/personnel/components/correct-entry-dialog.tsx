import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TimesheetCorrectionBody, TimesheetEntry } from '../../../../shared/contract/personnel.ts';
import { FormErrorAlert, FormTextField } from '../../../components/form-fields.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { formatFullDateTime } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { fromLocalInput, toLocalInput } from '../../../lib/personnel-format.ts';
import { useCorrectClockEntry } from '../api/correct-clock-entry.ts';
import { type CorrectionFormValues, correctionFormSchema } from './punch-form.ts';

const fields = ['clockIn', 'clockOut', 'reason'] as const;

/** Correct a clock entry's times with a reason; the server keeps the original and audits the change. */
export function CorrectEntryDialog({
  personId,
  entry,
  onClose,
}: {
  personId: string;
  entry: TimesheetEntry;
  onClose: () => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const { t } = useTranslation(['personnel', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const correct = useCorrectClockEntry();
  const [formError, setFormError] = useState<string | null>(null);
  const initialIn = toLocalInput(entry.clockIn);
  const initialOut = toLocalInput(entry.clockOut);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isValid, isDirty, isSubmitting },
  } = useForm<CorrectionFormValues>({
    resolver: zodResolver(correctionFormSchema),
    mode: 'onChange',
    defaultValues: { clockIn: initialIn, clockOut: initialOut, reason: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const body: TimesheetCorrectionBody = { reason: values.reason };
    if (values.clockIn !== initialIn) body.clockIn = fromLocalInput(values.clockIn) ?? values.clockIn;
    if (values.clockOut && values.clockOut !== initialOut) {
      body.clockOut = fromLocalInput(values.clockOut) ?? values.clockOut;
    }
    if (!body.clockIn && !body.clockOut) {
      setError('clockOut', { type: 'manual', message: 'Give a new clock-in or clock-out' });
      return;
    }
    try {
      await correct.mutateAsync({ personId, entryId: entry.id, body });
      enqueueSnackbar(t('correct.saved'), { variant: 'success' });
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, fields, setError) ?? null);
    }
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
      >
        <DialogTitle id={titleId}>{t('correct.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={1}>
            <Alert severity="info" sx={{ mb: 1 }}>
              {t('correct.recorded', {
                event: entry.event?.name ?? t('timesheet.noEvent'),
                in: formatFullDateTime(entry.clockIn),
                out: entry.clockOut ? formatFullDateTime(entry.clockOut) : t('timesheet.noClockOut'),
              })}
            </Alert>
            <FormErrorAlert message={formError} onClose={() => setFormError(null)} sx={{ mb: 1 }} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormTextField
                control={control}
                name="clockIn"
                label={t('correct.clockIn')}
                type="datetime-local"
                required
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormTextField
                control={control}
                name="clockOut"
                label={t('correct.clockOut')}
                type="datetime-local"
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Box>
            <FormTextField
              control={control}
              name="reason"
              label={t('correct.reason')}
              helperText={t('punch.reasonHelp')}
              required
              multiline
              minRows={2}
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!isDirty || !isValid || isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : null}
          >
            {t('correct.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
