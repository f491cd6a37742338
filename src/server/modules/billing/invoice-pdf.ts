import {
  currencyDigits,
  type Invoice,
  type InvoiceLanguage,
  type InvoiceLine,
  type RateType,
} from '../../../shared/contract/billing.ts';
import { createPdf, type PdfWriter } from '../../pdf/pdf-document.ts';

/*
 * An invoice or credit note as PDF (docs/product/billing.md), in the contract's language: the company and the
 * customer, PO number, service period, issue and due dates, the lines, subtotal, tax and total in the contract's
 * currency. A draft says so instead of a number; a voided invoice carries VOID and the reason. Arabic reads from
 * the right: its blocks are right-aligned and the table's columns run right to left (the fonts and the order of
 * right-to-left words are pdf-document.ts's).
 */

interface Labels {
  invoice: string;
  creditNote: string;
  draft: string;
  from: string;
  billTo: string;
  attention: string;
  contract: string;
  poNumber: string;
  period: string;
  issuedOn: string;
  dueOn: string;
  description: string;
  rateType: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  subtotal: string;
  tax: string;
  total: string;
  currency: string;
  void: string;
  voidReason: string;
  adjusts: string;
  credits: string;
  rateTypes: Record<RateType, string>;
}

export const invoicePdfLabels: Record<InvoiceLanguage, Labels> = {
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    draft: 'Draft',
    from: 'From',
    billTo: 'Bill to',
    attention: 'Attn.',
    contract: 'Contract',
    poNumber: 'PO number',
    period: 'Service period',
    issuedOn: 'Issue date',
    dueOn: 'Due date',
    description: 'Description',
    rateType: 'Rate',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subtotal: 'Subtotal',
    tax: 'Tax',
    total: 'Total',
    currency: 'Currency',
    void: 'VOID',
    voidReason: 'Reason',
    adjusts: 'Adjusts invoice {number}',
    credits: 'Cancels invoice {number}',
    rateTypes: { REG: 'Regular', OT: 'Overtime', HOL: 'Holiday', FIXED: 'Fixed', ADJ: 'Adjustment' },
  },
  tr: {
    invoice: 'Fatura',
    creditNote: 'Alacak dekontu',
    draft: 'Taslak',
    from: 'Düzenleyen',
    billTo: 'Fatura edilen',
    attention: 'İlgili',
    contract: 'Sözleşme',
    poNumber: 'Sipariş no.',
    period: 'Hizmet dönemi',
    issuedOn: 'Düzenleme tarihi',
    dueOn: 'Vade tarihi',
    description: 'Açıklama',
    rateType: 'Ücret',
    quantity: 'Miktar',
    unitPrice: 'Birim fiyat',
    amount: 'Tutar',
    subtotal: 'Ara toplam',
    tax: 'Vergi',
    total: 'Toplam',
    currency: 'Para birimi',
    void: 'İPTAL',
    voidReason: 'Neden',
    adjusts: '{number} faturasının düzeltmesi',
    credits: '{number} faturasını iptal eder',
    rateTypes: { REG: 'Normal', OT: 'Fazla mesai', HOL: 'Tatil', FIXED: 'Sabit', ADJ: 'Düzeltme' },
  },
  ar: {
    invoice: 'فاتورة',
    creditNote: 'إشعار دائن',
    draft: 'مسودة',
    from: 'من',
    billTo: 'فاتورة إلى',
    attention: 'عناية',
    contract: 'العقد',
    poNumber: 'رقم أمر الشراء',
    period: 'فترة الخدمة',
    issuedOn: 'تاريخ الإصدار',
    dueOn: 'تاريخ الاستحقاق',
    description: 'الوصف',
    rateType: 'السعر',
    quantity: 'الكمية',
    unitPrice: 'سعر الوحدة',
    amount: 'المبلغ',
    subtotal: 'المجموع الفرعي',
    tax: 'الضريبة',
    total: 'الإجمالي',
    currency: 'العملة',
    void: 'ملغاة',
    voidReason: 'السبب',
    adjusts: 'تعديل على الفاتورة {number}',
    credits: 'تلغي الفاتورة {number}',
    rateTypes: { REG: 'عادي', OT: 'عمل إضافي', HOL: 'عطلة', FIXED: 'ثابت', ADJ: 'تعديل' },
  },
  jp: {
    invoice: '請求書',
    creditNote: '貸方票',
    draft: '下書き',
    from: '発行元',
    billTo: '請求先',
    attention: 'ご担当',
    contract: '契約',
    poNumber: '注文番号',
    period: 'サービス期間',
    issuedOn: '発行日',
    dueOn: '支払期日',
    description: '内容',
    rateType: '区分',
    quantity: '数量',
    unitPrice: '単価',
    amount: '金額',
    subtotal: '小計',
    tax: '税',
    total: '合計',
    currency: '通貨',
    void: '無効',
    voidReason: '理由',
    adjusts: '請求書 {number} の調整',
    credits: '請求書 {number} の取消',
    rateTypes: { REG: '通常', OT: '残業', HOL: '休日', FIXED: '固定', ADJ: '調整' },
  },
};

/** The BCP 47 tag Intl formats a language's numbers and dates with (the console's `jp` is Japanese, `ja`). */
const localeOf: Record<InvoiceLanguage, string> = { en: 'en', tr: 'tr', ar: 'ar', jp: 'ja' };

/** Intl puts direction marks around Arabic figures; the PDF orders its words itself, and the fonts lack them. */
const withoutMarks = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '');

export interface InvoicePdfInput {
  invoice: Invoice;
  language: InvoiceLanguage;
  company: { name: string; address: string | null; email: string | null; phone: string | null };
  customer: { name: string; address: string | null; contactName: string | null; email: string | null };
}

function formatters(language: InvoiceLanguage, currency: string) {
  const locale = localeOf[language];
  const digits = currencyDigits(currency);
  const moneyFormat = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const quantityFormat = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    money: (cents: number) => withoutMarks(moneyFormat.format(cents / 10 ** digits)),
    quantity: (quantity: number) => withoutMarks(quantityFormat.format(quantity)),
    percent: (bp: number) => withoutMarks(percentFormat.format(bp / 10_000)),
    date: (date: string) => withoutMarks(dateFormat.format(new Date(`${date}T00:00:00Z`))),
  };
}

const fill = (template: string, number: string) => template.replace('{number}', number);

interface Column {
  width: number;
  align: 'left' | 'right';
}

/** A row of cells, laid out from the reading side; answers the row's height. */
function drawRow(w: PdfWriter, cells: string[], columns: Column[], rtl: boolean, measureOnly = false): number {
  const { doc } = w;
  const gap = 6;
  let height = 0;
  for (const [i, text] of cells.entries()) {
    const width = (columns[i]?.width ?? 0) - gap;
    height = Math.max(height, doc.heightOfString(text || ' ', { width }));
  }
  if (measureOnly) return height;
  const top = doc.y;
  let x = rtl ? doc.page.margins.left + w.width : doc.page.margins.left;
  for (const [i, text] of cells.entries()) {
    const column = columns[i] ?? { width: 0, align: 'left' };
    if (rtl) x -= column.width;
    const align = rtl ? (column.align === 'left' ? 'right' : 'left') : column.align;
    doc.text(text, x + (rtl ? gap : 0), top, { width: column.width - gap, align });
    if (!rtl) x += column.width;
  }
  doc.x = doc.page.margins.left;
  doc.y = top + height;
  return height;
}

function lineText(line: InvoiceLine, t: Labels): string {
  const where = [line.eventName, line.post].filter(Boolean).join(' · ');
  const adjusts =
    line.rateType === 'ADJ' && line.adjustsInvoiceNumber ? fill(t.adjusts, line.adjustsInvoiceNumber) : '';
  return [line.description, where, adjusts].filter(Boolean).join('\n');
}

export async function invoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { invoice, language, company, customer } = input;
  const t = invoicePdfLabels[language];
  const f = formatters(language, invoice.currency);
  const rtl = language === 'ar';
  const align = rtl ? 'right' : 'left';
  const title = `${invoice.kind === 'credit_note' ? t.creditNote : t.invoice} ${invoice.number ?? t.draft}`;
  const w = createPdf({
    margins: { top: 48, bottom: 48, left: 48, right: 48 },
    bufferPages: true,
    info: { Title: title, Author: company.name },
  });
  const { doc } = w;
  const left = doc.page.margins.left;

  doc.font(w.strong).fontSize(20).fillColor('#111111').text(title, { width: w.width, align });
  if (invoice.status === 'void') {
    doc.font(w.strong).fontSize(16).fillColor('#b00020').text(t.void, { width: w.width, align });
    if (invoice.voidReason)
      doc.font(w.body).fontSize(10).text(`${t.voidReason}: ${invoice.voidReason}`, { width: w.width, align });
  }
  if (invoice.kind === 'credit_note' && invoice.creditsInvoiceNumber)
    doc
      .font(w.body)
      .fontSize(10)
      .fillColor('#222222')
      .text(fill(t.credits, invoice.creditsInvoiceNumber), { width: w.width, align });
  doc.moveDown(1);

  // The company and the customer side by side (the company on the reading side), each block wrapping on its own.
  const half = (w.width - 24) / 2;
  const blockTop = doc.y;
  const block = (x: number, heading: string, lines: string[]) => {
    doc.font(w.strong).fontSize(9).fillColor('#555555').text(heading, x, blockTop, { width: half, align });
    doc.font(w.body).fontSize(10).fillColor('#222222');
    for (const text of lines) doc.text(text, x, undefined, { width: half, align });
    return doc.y;
  };
  const companyLines = [company.name, company.address, company.email, company.phone].filter((v): v is string => !!v);
  const customerLines = [
    customer.name,
    customer.contactName ? `${t.attention} ${customer.contactName}` : null,
    customer.address,
    customer.email,
  ].filter((v): v is string => !!v);
  const [first, second] = rtl ? [left + half + 24, left] : [left, left + half + 24];
  const bottom = Math.max(block(first, t.from, companyLines), block(second, t.billTo, customerLines));
  doc.x = left;
  doc.y = bottom;
  doc.moveDown(1);

  // The terms: one "label: value" a line.
  const terms: [string, string][] = [
    [t.contract, invoice.contractCode],
    [t.period, `${f.date(invoice.from)} – ${f.date(invoice.to)}`],
    ...(invoice.poNumber ? [[t.poNumber, invoice.poNumber] as [string, string]] : []),
    ...(invoice.issuedOn ? [[t.issuedOn, f.date(invoice.issuedOn)] as [string, string]] : []),
    ...(invoice.dueOn ? [[t.dueOn, f.date(invoice.dueOn)] as [string, string]] : []),
    [t.currency, invoice.currency],
  ];
  doc.font(w.body).fontSize(10).fillColor('#222222');
  for (const [label, value] of terms) doc.text(`${label}: ${value}`, left, undefined, { width: w.width, align });
  doc.moveDown(1);

  // The lines.
  const fixed = [80, 60, 85, 95];
  const columns: Column[] = [
    { width: w.width - fixed.reduce((a, b) => a + b, 0), align: 'left' },
    { width: fixed[0] ?? 0, align: 'left' },
    { width: fixed[1] ?? 0, align: 'right' },
    { width: fixed[2] ?? 0, align: 'right' },
    { width: fixed[3] ?? 0, align: 'right' },
  ];
  const pageBottom = () => doc.page.height - doc.page.margins.bottom;
  const rule = () => {
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(left + w.width, doc.y + 2)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.y += 5;
  };
  const header = () => {
    doc.font(w.strong).fontSize(9).fillColor('#555555');
    drawRow(w, [t.description, t.rateType, t.quantity, t.unitPrice, t.amount], columns, rtl);
    rule();
    doc.font(w.body).fontSize(9.5).fillColor('#222222');
  };
  header();
  for (const line of invoice.lines) {
    const cells = [
      lineText(line, t),
      line.rateType === 'ADJ' && line.adjustsRateType
        ? `${t.rateTypes.ADJ} (${t.rateTypes[line.adjustsRateType]})`
        : t.rateTypes[line.rateType],
      f.quantity(line.quantity),
      f.money(line.unitCents),
      f.money(line.amountCents),
    ];
    if (doc.y + drawRow(w, cells, columns, rtl, true) > pageBottom()) {
      doc.addPage();
      header();
    }
    drawRow(w, cells, columns, rtl);
    doc.y += 4;
  }
  rule();

  // The totals, under the amount column.
  const totals: [string, string, boolean][] = [
    [t.subtotal, f.money(invoice.subtotalCents), false],
    [`${t.tax} (${f.percent(invoice.taxRateBp)})`, f.money(invoice.taxCents), false],
    [`${t.total} ${invoice.currency}`, f.money(invoice.totalCents), true],
  ];
  if (doc.y + 60 > pageBottom()) doc.addPage();
  const totalColumns: Column[] = [
    { width: w.width - 95, align: 'right' },
    { width: 95, align: 'right' },
  ];
  for (const [label, value, strong] of totals) {
    doc
      .font(strong ? w.strong : w.body)
      .fontSize(strong ? 11 : 10)
      .fillColor('#111111');
    drawRow(w, [label, value], totalColumns, rtl);
    doc.y += 2;
  }

  w.stampFooters((page, count) => `${title} · ${page}/${count}`);
  return w.finish();
}
