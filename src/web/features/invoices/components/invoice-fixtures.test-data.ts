import type { CoverageRow, Invoice, InvoiceLine } from '../../../../shared/contract/billing.ts';
import type { MockHandler, MockResponse } from '../../../test/utils.tsx';

/** A handler that keeps each URL the screen asks for in `asked` (for the query it sends) and answers from it. */
export function recordingUrls(asked: URL[], answer: (url: URL) => MockResponse): MockHandler {
  return ({ url }) => {
    asked.push(url);
    return answer(url);
  };
}

export const invoiceId = '00000000-0000-4000-8000-00000000a001';
export const contractId = '00000000-0000-4000-8000-00000000b001';
export const lineId = '00000000-0000-4000-8000-00000000c001';

export function invoiceLine(overrides: Partial<InvoiceLine> = {}): InvoiceLine {
  return {
    id: lineId,
    contractLineId: '00000000-0000-4000-8000-00000000d001',
    rateType: 'REG',
    itemCode: 'GATE-A',
    description: 'Gate A guarding',
    eventId: '00000000-0000-4000-8000-00000000e001',
    eventName: 'Navy Pier',
    post: 'Gate A',
    minutes: 2520,
    quantity: 42,
    unitCents: 3000,
    amountCents: 126_000,
    adjustsInvoiceId: null,
    adjustsInvoiceNumber: null,
    adjustsRateType: null,
    callType: null,
    ...overrides,
  };
}

/** The worked example of docs/product/billing.md: REG 42 h, OT 10 h, HOL 10 h at 30.00, tax 10 %. */
export function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: invoiceId,
    kind: 'invoice',
    status: 'draft',
    number: null,
    contractId,
    contractCode: 'NP-2026',
    customerId: '00000000-0000-4000-8000-00000000f001',
    customerName: 'Navy Pier Harbor Events',
    currency: 'USD',
    from: '2026-05-25',
    to: '2026-05-31',
    poNumber: 'PO-7781',
    taxRateBp: 1000,
    subtotalCents: 231_000,
    taxCents: 23_100,
    totalCents: 254_100,
    issuedAt: null,
    issuedOn: null,
    dueOn: null,
    voidedAt: null,
    voidReason: null,
    creditNoteId: null,
    creditNoteNumber: null,
    creditsInvoiceId: null,
    creditsInvoiceNumber: null,
    createdAt: '2026-06-01T08:00:00.000Z',
    lines: [
      invoiceLine(),
      invoiceLine({
        id: '00000000-0000-4000-8000-00000000c002',
        rateType: 'OT',
        minutes: 600,
        quantity: 10,
        unitCents: 4500,
        amountCents: 45_000,
      }),
      invoiceLine({
        id: '00000000-0000-4000-8000-00000000c003',
        rateType: 'HOL',
        minutes: 600,
        quantity: 10,
        unitCents: 6000,
        amountCents: 60_000,
      }),
    ],
    ...overrides,
  };
}

export function coverageRow(overrides: Partial<CoverageRow> = {}): CoverageRow {
  return {
    contractLineId: '00000000-0000-4000-8000-00000000d001',
    contractId,
    contractCode: 'NP-2026',
    timeZone: 'America/Chicago',
    customerId: '00000000-0000-4000-8000-00000000f001',
    customerName: 'Navy Pier Harbor Events',
    eventId: '00000000-0000-4000-8000-00000000e001',
    eventName: 'Navy Pier',
    post: 'Gate A',
    itemCode: 'GATE-A',
    description: 'Gate A guarding',
    weekStart: '2026-05-25',
    contractedMinutes: 5040,
    deliveredMinutes: 3720,
    uncoveredMinutes: 1320,
    coveragePct: 73.81,
    gaps: [],
    ...overrides,
  };
}
