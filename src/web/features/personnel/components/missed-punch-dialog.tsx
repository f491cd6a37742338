import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert, FormTextField } from '../../../components/form-fields.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { formatDateTimeInZone } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { fromLocalInput } from '../../../lib/personnel-format.ts';
import { useAddMissedPunch } from '../api/add-missed-punch.ts';
import { usePunchEventOptions } from '../api/list-event-options.ts';
import { type PunchFormValues, punchFormSchema } from './punch-form.ts';

const fields = ['eventId', 'clockIn', 'clockOut', 'reason'] as const;

/** Add a missed punch to a person's timesheet: event, in, optional out, and why (required, audited). */
export function MissedPunchDialog({
  personId,
  personName,
  onClose,
}: {
  personId: string;
  personName: string;
  onClose: () => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const { t } = useTranslation(['personnel', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const add = useAddMissedPunch();
  const events = usePunchEventOptions();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isValid, isSubmitting },
  } = useForm<PunchFormValues>({
    resolver: zodResolver(punchFormSchema),
    mode: 'onChange',
    defaultValues: { eventId: '', clockIn: '', clockOut: '', reason: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await add.mutateAsync({
        personId,
        body: {
          eventId: values.eventId,
          clockIn: fromLocalInput(values.clockIn) ?? values.clockIn,
          clockOut: values.clockOut ? (fromLocalInput(values.clockOut) ?? values.clockOut) : null,
          reason: values.reason,
        },
      });
      enqueueSnackbar(t('punch.saved', { name: personName }), { variant: 'success' });
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
        <DialogTitle id={titleId}>{t('punch.title', { name: personName })}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={1}>
            <FormErrorAlert message={formError} onClose={() => setFormError(null)} sx={{ mb: 1 }} />
            <FormTextField control={control} name="eventId" label={t('punch.event')} select required>
              {(events.data?.items ?? []).map((e) => (
                <MenuItem key={e.id} value={e.id}>
                  {e.eventName} — {formatDateTimeInZone(e.startDate, e.timeZone)}
                </MenuItem>
              ))}
            </FormTextField>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormTextField
                control={control}
                name="clockIn"
                label={t('punch.clockIn')}
                type="datetime-local"
                required
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormTextField
                control={control}
                name="clockOut"
                label={t('punch.clockOut')}
                type="datetime-local"
                helperText={t('punch.clockOutHelp')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Box>
            <FormTextField
              control={control}
              name="reason"
              label={t('punch.reason')}
              helperText={t('punch.reasonHelp')}
              required
              multiline
              minRows={2}
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
            disabled={!isValid || isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : null}
          >
            {t('punch.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
