import type { Invoice, InvoiceLine } from '../../../shared/contract/billing.ts';

/* The worked example of docs/product/billing.md (Gate A, week of Monday 25 May 2026) as the exports and the PDF get it. */

/** A line of the worked example's contract line, no minutes until `over` gives them. */
export function invoiceLine(over: Partial<InvoiceLine>): InvoiceLine {
  return {
    id: 'line',
    contractLineId: 'cl-1',
    rateType: 'REG',
    itemCode: 'GUARD-GATE-A',
    description: 'Gate A security officer',
    eventId: 'ev-1',
    eventName: 'Harbor Terminal',
    post: 'Gate A',
    minutes: 0,
    quantity: 0,
    unitCents: 0,
    amountCents: 0,
    adjustsInvoiceId: null,
    adjustsInvoiceNumber: null,
    adjustsRateType: null,
    callType: null,
    ...over,
  };
}

/** Two regular hours taken back from the issued INV-2026-0001. */
export const regularAdjustment = invoiceLine({
  rateType: 'ADJ',
  minutes: -120,
  quantity: -2,
  unitCents: 3000,
  amountCents: -6000,
  adjustsInvoiceId: 'inv-1',
  adjustsInvoiceNumber: 'INV-2026-0001',
  adjustsRateType: 'REG',
});

/** The worked example's issued invoice INV-2026-0001: 10 % tax, no lines until `over` gives them. */
export function workedInvoice(over: Partial<Invoice>): Invoice {
  return {
    id: 'inv-1',
    kind: 'invoice',
    status: 'issued',
    number: 'INV-2026-0001',
    contractId: 'c-1',
    contractCode: 'HARBOR-2026',
    customerId: 'cu-1',
    customerName: 'Harbor Logistics',
    currency: 'USD',
    from: '2026-05-25',
    to: '2026-05-31',
    poNumber: 'PO-778',
    taxRateBp: 1000,
    subtotalCents: 231000,
    taxCents: 23100,
    totalCents: 254100,
    issuedAt: '2026-06-01T09:00:00.000Z',
    issuedOn: '2026-06-01',
    dueOn: '2026-07-01',
    voidedAt: null,
    voidReason: null,
    creditNoteId: null,
    creditNoteNumber: null,
    creditsInvoiceId: null,
    creditsInvoiceNumber: null,
    createdAt: '2026-06-01T08:00:00.000Z',
    lines: [],
    ...over,
  };
}
