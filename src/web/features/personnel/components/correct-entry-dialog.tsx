import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { TimesheetCorrectionBody, TimesheetEntry } from '../../../../shared/contract/personnel.ts';
import { FormDialogFrame, useDialogForm } from '../../../components/form-dialog-frame.tsx';
import { useUnchangedReason } from '../../../components/form-parts.tsx';
import { formatFullDateTime } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { fromLocalInput, toLocalInput } from '../../../lib/personnel-format.ts';
import { useCorrectClockEntry } from '../api/correct-clock-entry.ts';
import { ClockEntryFields } from './clock-entry-fields.tsx';
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
  const { t } = useTranslation(['personnel', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const correct = useCorrectClockEntry();
  const initialIn = toLocalInput(entry.clockIn);
  const initialOut = toLocalInput(entry.clockOut);
  const form = useDialogForm<CorrectionFormValues>({
    resolver: zodResolver(correctionFormSchema),
    defaultValues: { clockIn: initialIn, clockOut: initialOut, reason: '' },
    fields,
  });
  const unchanged = useUnchangedReason(true, form.isDirty);
  const { control } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    form.setFormError(null);
    const body: TimesheetCorrectionBody = { reason: values.reason };
    if (values.clockIn !== initialIn) body.clockIn = fromLocalInput(values.clockIn) ?? values.clockIn;
    if (values.clockOut && values.clockOut !== initialOut) {
      body.clockOut = fromLocalInput(values.clockOut) ?? values.clockOut;
    }
    if (!body.clockIn && !body.clockOut) {
      form.setError('clockOut', { type: 'manual', message: 'personnel.new_clock_in_clock' });
      return;
    }
    await form.attempt(async () => {
      await correct.mutateAsync({ personId, entryId: entry.id, body });
      enqueueSnackbar(t('correct.saved'), { variant: 'success' });
      onClose();
    });
  });

  return (
    <FormDialogFrame
      title={t('correct.title')}
      busy={form.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
      formError={form.formError}
      onFormErrorClose={() => form.setFormError(null)}
      submitLabel={t('correct.save')}
      submitDisabledReason={unchanged}
      lead={
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('correct.recorded', {
            event: entry.event?.name ?? t('timesheet.noEvent'),
            in: formatFullDateTime(entry.clockIn),
            out: entry.clockOut ? formatFullDateTime(entry.clockOut) : t('timesheet.noClockOut'),
          })}
        </Alert>
      }
    >
      {entry.paidBy ? (
        <Alert severity="warning" data-testid="entry-paid">
          {t('correct.paid', { from: entry.paidBy.periodStart, to: entry.paidBy.periodEnd })}
        </Alert>
      ) : null}
      <ClockEntryFields control={control} texts="correct" reasonAutoFocus />
    </FormDialogFrame>
  );
}
