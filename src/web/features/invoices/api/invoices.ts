import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  billingOperations,
  type InvoiceListQuery,
  type InvoicePeriodBody,
} from '../../../../shared/contract/billing.ts';
import { callApi, operationUrl, pathKeyOf, queryKeyOf } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';

/** Every invoices query (the list, one invoice, its lines' entries) is under this key. */
export const invoicesQueryKey = pathKeyOf(billingOperations.listInvoices);

/** The invoices and credit notes of the filters (a customer's own user: their issued ones only). */
export function useInvoices(query: InvoiceListQuery, enabled = true) {
  return useQuery({
    queryKey: queryKeyOf(billingOperations.listInvoices, { query }),
    queryFn: ({ signal }) => callApi(billingOperations.listInvoices, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useInvoice(id: string) {
  return useQuery({
    queryKey: queryKeyOf(billingOperations.getInvoice, { params: { id } }),
    queryFn: ({ signal }) => callApi(billingOperations.getInvoice, { params: { id }, signal }),
  });
}

/** The clock entries behind one line (managers only), fetched while its dialog is open. */
export function useInvoiceLineEntries(id: string, lineId: string | null) {
  return useQuery({
    queryKey: queryKeyOf(billingOperations.invoiceLineEntries, { params: { id, lineId: lineId ?? '' } }),
    queryFn: ({ signal }) =>
      callApi(billingOperations.invoiceLineEntries, { params: { id, lineId: lineId ?? '' }, signal }),
    enabled: lineId !== null,
  });
}

export function useCreateInvoice() {
  return useInvalidatingMutation(
    ({ contractId, body }: { contractId: string; body: InvoicePeriodBody }) =>
      callApi(billingOperations.createInvoice, { params: { id: contractId }, body }),
    invoicesQueryKey,
  );
}

export function useDraftDueInvoices() {
  return useInvalidatingMutation(
    (customerId: string | undefined) =>
      callApi(billingOperations.draftDueInvoices, { body: customerId ? { customerId } : {} }),
    invoicesQueryKey,
  );
}

export function useIssueInvoice() {
  return useInvalidatingMutation(
    (id: string) => callApi(billingOperations.issueInvoice, { params: { id } }),
    invoicesQueryKey,
    'settled',
  );
}

export function useVoidInvoice() {
  return useInvalidatingMutation(
    ({ id, reason }: { id: string; reason: string }) =>
      callApi(billingOperations.voidInvoice, { params: { id }, body: { reason } }),
    invoicesQueryKey,
    'settled',
  );
}

export function useRemoveInvoice() {
  return useInvalidatingMutation(
    (id: string) => callApi(billingOperations.removeInvoice, { params: { id } }),
    invoicesQueryKey,
  );
}

export function useSendInvoice() {
  return useInvalidatingMutation(
    (id: string) => callApi(billingOperations.sendInvoice, { params: { id } }),
    invoicesQueryKey,
  );
}

/** The address of an invoice's PDF; a plain link downloads it with the cookie. */
export function invoicePdfUrl(id: string): string {
  return operationUrl(billingOperations.invoicePdf, { params: { id } });
}
