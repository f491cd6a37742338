import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type Invoice, type InvoiceLine, invoiceLanguages } from '../../../shared/contract/billing.ts';
import { type InvoicePdfInput, invoicePdf } from './invoice-pdf.ts';

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

function line(over: Partial<InvoiceLine>): InvoiceLine {
  return {
    id: 'line',
    contractLineId: 'cl-1',
    rateType: 'REG',
    itemCode: 'GUARD-GATE-A',
    description: 'Gate A security officer',
    eventId: 'ev-1',
    eventName: 'Harbor Terminal',
    post: 'Gate A',
    minutes: 2520,
    quantity: 42,
    unitCents: 3000,
    amountCents: 126000,
    adjustsInvoiceId: null,
    adjustsInvoiceNumber: null,
    adjustsRateType: null,
    ...over,
  };
}

const invoice: Invoice = {
  id: 'inv-2',
  kind: 'invoice',
  status: 'issued',
  number: 'INV-2026-0002',
  contractId: 'c-1',
  contractCode: 'HARBOR-2026',
  customerId: 'cu-1',
  customerName: 'Harbor Logistics',
  currency: 'USD',
  from: '2026-05-25',
  to: '2026-05-31',
  poNumber: 'PO-778',
  taxRateBp: 1000,
  subtotalCents: 225000,
  taxCents: 22500,
  totalCents: 247500,
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
  lines: [
    line({}),
    line({ rateType: 'OT', minutes: 600, quantity: 10, unitCents: 4500, amountCents: 45000 }),
    line({ rateType: 'HOL', minutes: 600, quantity: 10, unitCents: 6000, amountCents: 60000 }),
    line({
      rateType: 'ADJ',
      minutes: -120,
      quantity: -2,
      unitCents: 3000,
      amountCents: -6000,
      adjustsInvoiceId: 'inv-1',
      adjustsInvoiceNumber: 'INV-2026-0001',
      adjustsRateType: 'REG',
    }),
  ],
};

const input: InvoicePdfInput = {
  invoice,
  language: 'en',
  company: {
    name: 'Sentinel Guarding LLC',
    address: '1 Dock Road\nBaltimore, MD',
    email: 'billing@sentinel.example',
    phone: '+1 410 555 0100',
  },
  customer: {
    name: 'Harbor Logistics',
    address: '77 Pier Street',
    contactName: 'Dana Reyes',
    email: 'ap@harbor.example',
  },
};

describe('the invoice PDF', () => {
  it('shows the number, both parties, the terms, the lines and the totals', async () => {
    const bytes = await invoicePdf(input);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const shown of [
      'Invoice INV-2026-0002',
      'Sentinel Guarding LLC',
      'billing@sentinel.example',
      'Bill to',
      'Harbor Logistics',
      'Attn. Dana Reyes',
      'PO number: PO-778',
      'Service period: Jun 1, 2026'.replace('Jun 1', 'May 25'),
      'Issue date: Jun 1, 2026',
      'Due date: Jul 1, 2026',
      'Harbor Terminal · Gate A',
      'Overtime',
      'Holiday',
      'Adjusts invoice INV-2026-0001',
      '42.00',
      '$30.00',
      '$1,260.00',
      '-$60.00',
      'Subtotal',
      '$2,250.00',
      'Tax (10%)',
      '$225.00',
      'Total USD',
      '$2,475.00',
    ])
      expect(text).toContain(shown);
    expect(text).not.toContain('VOID');
  });

  it('says Draft for an invoice without a number, and VOID with the reason for a voided one', async () => {
    const draft = await pdfText(
      await invoicePdf({
        ...input,
        invoice: { ...invoice, status: 'draft', number: null, issuedOn: null, dueOn: null },
      }),
    );
    expect(draft).toContain('Invoice Draft');
    expect(draft).not.toContain('Issue date');
    const voided = await pdfText(
      await invoicePdf({
        ...input,
        invoice: { ...invoice, status: 'void', voidReason: 'Billed the wrong post', creditNoteNumber: 'CN-2026-0001' },
      }),
    );
    expect(voided).toContain('VOID');
    expect(voided).toContain('Reason: Billed the wrong post');
  });

  it('titles a credit note and names the invoice it cancels', async () => {
    const text = await pdfText(
      await invoicePdf({
        ...input,
        invoice: { ...invoice, kind: 'credit_note', number: 'CN-2026-0001', creditsInvoiceNumber: 'INV-2026-0002' },
      }),
    );
    expect(text).toContain('Credit note CN-2026-0001');
    expect(text).toContain('Cancels invoice INV-2026-0002');
  });

  it('renders in every language, yen without decimals', async () => {
    for (const language of invoiceLanguages) {
      const bytes = await invoicePdf({
        ...input,
        language,
        invoice: { ...invoice, currency: 'JPY', subtotalCents: 2250, taxCents: 225, totalCents: 2475 },
        customer: { ...input.customer, name: language === 'ar' ? 'شركة الميناء' : '東京ビッグサイト' },
      });
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(5_000);
      const text = await pdfText(bytes);
      expect(text).toContain('INV-2026-0002');
      expect(text).toMatch(/2,475|2\.475/);
      expect(text).not.toMatch(/2,475\.00|2\.475,00/);
    }
  });

  it('writes the labels of the language', async () => {
    const tr = await pdfText(await invoicePdf({ ...input, language: 'tr', invoice: { ...invoice, currency: 'TRY' } }));
    expect(tr).toContain('Fatura INV-2026-0002');
    expect(tr).toContain('Vade tarihi');
    expect(tr).toContain('₺2.475,00');
    const jp = await pdfText(await invoicePdf({ ...input, language: 'jp' }));
    expect(jp).toContain('請求書 INV-2026-0002');
    expect(jp).toContain('支払期日');
  });

  it('continues the lines on a new page with the headings again', async () => {
    const many = Array.from({ length: 60 }, (_, i) => line({ id: `l${i}`, description: `Post ${i + 1} officer` }));
    const bytes = await invoicePdf({ ...input, invoice: { ...invoice, lines: many } });
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    expect(pdf.numPages).toBeGreaterThan(1);
    const text = await pdfText(bytes);
    expect(text).toContain('Post 60 officer');
    expect(text.match(/Unit price/g)?.length).toBe(pdf.numPages);
  });
});
