import { billingOperations, type InvoiceExportQuery } from '../../../../shared/contract/billing.ts';
import type { ErrorBody } from '../../../../shared/contract/errors.ts';
import { operationUrl } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-client.ts';

const extensionOf = { xero: 'csv', iif: 'iif', csv: 'csv' } as const;

/** The file name the server gives (Content-Disposition), else one made of the format and period. */
function fileNameOf(response: Response, query: InvoiceExportQuery): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  if (named) return decodeURIComponent(named);
  return `invoices-${query.format}-${query.from}-${query.to}.${extensionOf[query.format]}`;
}

/**
 * Downloads the accounting export. Fetched rather than linked, so a refusal (`invoice.export_too_many`) reaches
 * the dialog as an ApiError to translate instead of a page of JSON.
 */
export async function downloadInvoiceExport(query: InvoiceExportQuery): Promise<void> {
  let response: Response;
  try {
    response = await fetch(operationUrl(billingOperations.exportInvoices, { query }), { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network', 'Cannot reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as ErrorBody | undefined;
    const error = body?.error;
    throw error
      ? new ApiError(response.status, error.code, error.message, error.fields, error.params, error.fieldErrors)
      : new ApiError(response.status, `http_${response.status}`, response.statusText, undefined, {
          status: response.status,
          statusText: response.statusText,
        });
  }
  const blob = await response.blob();
  if (typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, query);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
