import { billingOperations, type InvoiceExportQuery } from '../../../../shared/contract/billing.ts';
import { operationUrl } from '../../../lib/api.ts';
import { downloadApiFile } from '../../../lib/download-api-file.ts';

const extensionOf = { xero: 'csv', iif: 'iif', csv: 'csv' } as const;

/** Downloads the accounting export; a refusal (`invoice.export_too_many`) reaches the dialog as an ApiError. */
export function downloadInvoiceExport(query: InvoiceExportQuery): Promise<void> {
  return downloadApiFile(
    operationUrl(billingOperations.exportInvoices, { query }),
    `invoices-${query.format}-${query.from}-${query.to}.${extensionOf[query.format]}`,
  );
}
