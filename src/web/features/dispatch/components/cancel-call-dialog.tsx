import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { cancelBodySchema, dispatchLimits } from '../../../../shared/contract/dispatch.ts';
import type { z } from '../../../../shared/zod.ts';
import { FormDialogFrame, frameStateOf, useDialogForm } from '../../../components/form-dialog-frame.tsx';
import { BusySubmitButton, FormTextField } from '../../../components/form-fields.tsx';
import { useSnackbar } from '../../../lib/notify.ts';
import { useCancelCall } from '../api/dispatch-calls.ts';

type CancelValues = z.input<typeof cancelBodySchema>;

/** "Cancel this call?" with the reason, which the server requires and the timeline keeps. */
export function CancelCallDialog({ callId, onClose }: { callId: string; onClose: () => void }) {
  const { t } = useTranslation('dispatch');
  const { enqueueSnackbar } = useSnackbar();
  const cancel = useCancelCall();
  const form = useDialogForm<CancelValues, z.output<typeof cancelBodySchema>>({
    resolver: zodResolver(cancelBodySchema),
    defaultValues: { reason: '' },
    fields: ['reason'],
  });
  const onSubmit = form.handleSubmit((values) =>
    form.attempt(async () => {
      await cancel.mutateAsync({ id: callId, reason: values.reason });
      enqueueSnackbar(t('cancel.done'), { variant: 'success' });
      onClose();
    }),
  );
  return (
    <FormDialogFrame
      {...frameStateOf(form)}
      title={t('cancel.title')}
      maxWidth="xs"
      lead={
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {t('cancel.body')}
        </Typography>
      }
      onClose={onClose}
      onSubmit={onSubmit}
      actions={
        <>
          <Button onClick={onClose} disabled={form.isSubmitting}>
            {t('cancel.keep')}
          </Button>
          <BusySubmitButton busy={form.isSubmitting} color="error">
            {t('cancel.submit')}
          </BusySubmitButton>
        </>
      }
    >
      <FormTextField
        control={form.control}
        name="reason"
        label={t('cancel.reason')}
        required
        autoFocus
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: dispatchLimits.reason } }}
      />
    </FormDialogFrame>
  );
}
