import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { FormDialogFrame, useDialogForm } from '../../../components/form-dialog-frame.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { formatDateTimeInZone } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { fromLocalInput } from '../../../lib/personnel-format.ts';
import { useAddMissedPunch } from '../api/add-missed-punch.ts';
import { usePunchEventOptions } from '../api/list-event-options.ts';
import { ClockEntryFields } from './clock-entry-fields.tsx';
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
  const form = useDialogForm<PunchFormValues>({
    resolver: zodResolver(punchFormSchema),
    defaultValues: { eventId: '', clockIn: '', clockOut: '', reason: '' },
    fields,
  });
  const { control } = form;

  const onSubmit = form.handleSubmit((values) =>
    form.attempt(async () => {
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
      busy={form.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
      formError={form.formError}
      onFormErrorClose={() => form.setFormError(null)}
      submitLabel={t('punch.save')}
    >
      <FormTextField control={control} name="eventId" label={t('punch.event')} select required>
        {(events.data?.items ?? []).map((e) => (
          <MenuItem key={e.id} value={e.id}>
            {e.eventName} — {formatDateTimeInZone(e.startDate, e.timeZone)}
          </MenuItem>
        ))}
      </FormTextField>
      <ClockEntryFields control={control} texts="punch" clockOutHelp={t('punch.clockOutHelp')} />
    </FormDialogFrame>
  );
}
