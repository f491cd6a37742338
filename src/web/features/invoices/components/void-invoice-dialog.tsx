import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type Invoice, invoiceVoidBodySchema } from '../../../../shared/contract/billing.ts';
import {
  CancelSubmitActions,
  FormDialogFrame,
  frameStateOf,
  useDialogForm,
} from '../../../components/form-dialog-frame.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { useSnackbar } from '../../../lib/notify.ts';
import { useVoidInvoice } from '../api/invoices.ts';
import { DialogLead } from './invoice-dialog-parts.tsx';

type VoidValues = z.input<typeof invoiceVoidBodySchema>;

/** Voids an issued invoice with a reason (required): a credit note with its own number cancels it. */
export function VoidInvoiceDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation(['invoices', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const voidInvoice = useVoidInvoice();
  const form = useDialogForm<VoidValues>({
    resolver: zodResolver(invoiceVoidBodySchema),
    defaultValues: { reason: '' },
    fields: ['reason'],
  });
  const onSubmit = form.handleSubmit((values) =>
    form.attempt(async () => {
      const voided = await voidInvoice.mutateAsync({ id: invoice.id, reason: values.reason });
      enqueueSnackbar(t('voidDialog.done', { number: voided.number }), { variant: 'success' });
      onClose();
    }),
  );
  return (
    <FormDialogFrame
      {...frameStateOf(form)}
      title={t('voidDialog.title', { number: invoice.number ?? '' })}
      onClose={onClose}
      onSubmit={onSubmit}
      lead={<DialogLead>{t('voidDialog.lead')}</DialogLead>}
      actions={
        <CancelSubmitActions
          busy={form.isSubmitting}
          submitLabel={t('voidDialog.submit')}
          submitColor="error"
          onCancel={onClose}
        />
      }
    >
      <FormTextField
        control={form.control}
        name="reason"
        label={t('voidDialog.reason')}
        required
        autoFocus
        multiline
        minRows={2}
      />
    </FormDialogFrame>
  );
}
