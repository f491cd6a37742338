import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type Invoice, type InvoiceLine, invoiceLanguages } from '../../../shared/contract/billing.ts';
import { type InvoicePdfInput, invoicePdf } from './invoice-pdf.ts';
import { invoiceLine, regularAdjustment, workedInvoice } from './worked-invoice.test-data.ts';

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** A regular line of the worked example: 42 hours at 30.00. */
function line(over: Partial<InvoiceLine>): InvoiceLine {
  return invoiceLine({ minutes: 2520, quantity: 42, unitCents: 3000, amountCents: 126000, ...over });
}

const invoice = workedInvoice({
  id: 'inv-2',
  number: 'INV-2026-0002',
  subtotalCents: 225000,
  taxCents: 22500,
  totalCents: 247500,
  lines: [
    line({}),
    line({ rateType: 'OT', minutes: 600, quantity: 10, unitCents: 4500, amountCents: 45000 }),
    line({ rateType: 'HOL', minutes: 600, quantity: 10, unitCents: 6000, amountCents: 60000 }),
    regularAdjustment,
  ],
});

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

/** The text of the English PDF of the invoice changed by `over`. */
async function textOf(over: Partial<Invoice>): Promise<string> {
  return pdfText(await invoicePdf({ ...input, invoice: { ...invoice, ...over } }));
}

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
    const draft = await textOf({ status: 'draft', number: null, issuedOn: null, dueOn: null });
    expect(draft).toContain('Invoice Draft');
    expect(draft).not.toContain('Issue date');
    const voided = await textOf({
      status: 'void',
      voidReason: 'Billed the wrong post',
      creditNoteNumber: 'CN-2026-0001',
    });
    expect(voided).toContain('VOID');
    expect(voided).toContain('Reason: Billed the wrong post');
  });

  it('titles a credit note and names the invoice it cancels', async () => {
    const text = await textOf({ kind: 'credit_note', number: 'CN-2026-0001', creditsInvoiceNumber: 'INV-2026-0002' });
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
