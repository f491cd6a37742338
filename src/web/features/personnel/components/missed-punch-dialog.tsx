import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CancelSubmitActions, FormDialogFrame, useFormError } from '../../../components/form-dialog-frame.tsx';
import { FormErrorAlert, FormTextField } from '../../../components/form-fields.tsx';
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
  const { t } = useTranslation(['personnel', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const add = useAddMissedPunch();
  const events = usePunchEventOptions();
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
  const { formError, setFormError, attempt } = useFormError(fields, setError);

  const onSubmit = handleSubmit((values) =>
    attempt(async () => {
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
    }),
  );

  return (
    <FormDialogFrame
      title={t('punch.title', { name: personName })}
      busy={isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
      actions={
        <CancelSubmitActions
          busy={isSubmitting}
          submitDisabled={!isValid}
          submitLabel={t('punch.save')}
          onCancel={onClose}
        />
      }
    >
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
    </FormDialogFrame>
  );
}
