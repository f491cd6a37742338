import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import {
  exportFormats,
  type InvoiceExportQuery,
  invoiceExportQuerySchema,
} from '../../../../shared/contract/billing.ts';
import { FormDialogFrame, frameStateOf, useDialogForm } from '../../../components/form-dialog-frame.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { useSnackbar } from '../../../lib/notify.ts';
import { downloadInvoiceExport } from '../api/export-invoices.ts';
import { PeriodDateFields, useFormDialogTexts } from './invoice-dialog-parts.tsx';
import { previousMonth } from './invoice-format.tsx';

const fieldNames = ['format', 'from', 'to'] as const;

/**
 * "Export": the issued invoices and credit notes whose period overlaps the chosen one, as a Xero import, a
 * QuickBooks IIF file or a plain CSV. A refusal (more than one file takes) shows above the fields.
 */
export function ExportInvoicesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['invoices', 'common']);
  const texts = useFormDialogTexts('export');
  const { enqueueSnackbar } = useSnackbar();
  const form = useDialogForm<InvoiceExportQuery>({
    resolver: zodResolver(invoiceExportQuerySchema),
    defaultValues: { format: 'xero', ...previousMonth() },
    fields: fieldNames,
  });
  const { control } = form;
  const onSubmit = form.handleSubmit((values) =>
    form.attempt(async () => {
      await downloadInvoiceExport(values);
      enqueueSnackbar(t('export.done'), { variant: 'success' });
      onClose();
    }),
  );
  return (
    <FormDialogFrame {...frameStateOf(form)} {...texts} onClose={onClose} onSubmit={onSubmit}>
      <FormTextField control={control} name="format" label={t('export.format')} select required autoFocus>
        {exportFormats.map((format) => (
          <MenuItem key={format} value={format}>
            {t(`export.formats.${format}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <PeriodDateFields control={control} fromLabel={t('export.from')} toLabel={t('export.to')} />
    </FormDialogFrame>
  );
}
