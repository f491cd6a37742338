import {
  currencyDigits,
  type Invoice,
  type InvoiceLanguage,
  type InvoiceLine,
  type RateType,
} from '../../../shared/contract/billing.ts';
import { wrapTypedOrder } from '../../pdf/bidi-text.ts';
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
  /** The rate of a per-call line (docs/product/billing.md#billing-per-call): quantity = calls. */
  perCall: string;
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
    perCall: 'Per call',
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
    perCall: 'Çağrı başına',
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
    perCall: 'لكل مكالمة',
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
    perCall: '出動ごと',
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

/**
 * A text of the PDF: paragraphs, each made of pieces in reading order (a label, a number…). A piece holds one
 * direction of writing, so an Arabic label and the Latin number after it are placed right to left as a whole.
 */
type Para = string[];
type Cell = Para[];

/** A template's pieces around its `{number}`: 'Adjusts invoice {number}' → ['Adjusts invoice', 'INV-2026-0001']. */
function filled(template: string, number: string): Para {
  const [before = '', after = ''] = template.split('{number}');
  return [before.trim(), number, after.trim()].filter(Boolean);
}

interface Layout {
  w: PdfWriter;
  rtl: boolean;
}

/**
 * The width of a piece, word by word: measured whole, a text mixing right-to-left words with others comes out wider
 * than it is drawn, which would push right-aligned text off its edge.
 */
function pieceWidth(doc: PDFKit.PDFDocument, piece: string): number {
  const words = piece.split(' ');
  return words.reduce((sum, word) => sum + doc.widthOfString(word), 0) + (words.length - 1) * doc.widthOfString(' ');
}

/** Right to left: a paragraph on one line when it fits, else each piece on lines of its own, wrapped at spaces. */
function rtlLines(doc: PDFKit.PDFDocument, para: Para, width: number): Para[] {
  const space = doc.widthOfString(' ');
  const total = para.reduce((sum, piece) => sum + pieceWidth(doc, piece), 0) + (para.length - 1) * space;
  if (total <= width) return [para];
  return para.flatMap((piece) => wrapTypedOrder(piece, width, (text) => pieceWidth(doc, text)).map((line) => [line]));
}

const ltrText = (cell: Cell) => cell.map((para) => para.join(' ')).join('\n');

function cellHeight({ w, rtl }: Layout, cell: Cell, width: number): number {
  const { doc } = w;
  if (!rtl) return doc.heightOfString(ltrText(cell) || ' ', { width });
  const lines = cell.reduce((sum, para) => sum + rtlLines(doc, para, width).length, 0);
  return Math.max(1, lines) * doc.currentLineHeight(true);
}

/** Draws a cell at (x, y), `align` on the page; answers its height. Right to left, pieces run from the right. */
function drawCell(layout: Layout, cell: Cell, x: number, y: number, width: number, align: 'left' | 'right'): number {
  const { doc } = layout.w;
  if (!layout.rtl) {
    doc.text(ltrText(cell), x, y, { width, align });
    return doc.y - y;
  }
  const space = doc.widthOfString(' ');
  const lineHeight = doc.currentLineHeight(true);
  let top = y;
  for (const para of cell)
    for (const line of rtlLines(doc, para, width)) {
      const widths = line.map((piece) => pieceWidth(doc, piece));
      const total = widths.reduce((a, b) => a + b, 0) + (line.length - 1) * space;
      let right = align === 'right' ? x + width : x + total;
      for (const [i, piece] of line.entries()) {
        const pieceW = widths[i] ?? 0;
        doc.text(piece, right - pieceW, top, { lineBreak: false });
        right -= pieceW + space;
      }
      top += lineHeight;
    }
  doc.x = x;
  doc.y = top;
  return top - y;
}

interface Column {
  width: number;
  align: 'left' | 'right';
}

/** A row of cells, laid out from the reading side; answers the row's height. */
function drawRow(layout: Layout, cells: Cell[], columns: Column[], measureOnly = false): number {
  const { w, rtl } = layout;
  const { doc } = w;
  const gap = 6;
  let height = 0;
  for (const [i, cell] of cells.entries())
    height = Math.max(height, cellHeight(layout, cell, (columns[i]?.width ?? 0) - gap));
  if (measureOnly) return height;
  const top = doc.y;
  let x = rtl ? doc.page.margins.left + w.width : doc.page.margins.left;
  for (const [i, cell] of cells.entries()) {
    const column = columns[i] ?? { width: 0, align: 'left' };
    if (rtl) x -= column.width;
    const align = rtl ? (column.align === 'left' ? 'right' : 'left') : column.align;
    // Drawn, a text with Japanese is taller than measured (its font's lines are).
    height = Math.max(height, drawCell(layout, cell, x + (rtl ? gap : 0), top, column.width - gap, align));
    if (!rtl) x += column.width;
  }
  doc.x = doc.page.margins.left;
  doc.y = top + height;
  return height;
}

function lineCell(line: InvoiceLine, t: Labels): Cell {
  const where = [line.eventName, line.post].filter(Boolean).join(' · ');
  return [
    [line.description],
    ...(where ? [[where]] : []),
    ...(line.rateType === 'ADJ' && line.adjustsInvoiceNumber ? [filled(t.adjusts, line.adjustsInvoiceNumber)] : []),
  ];
}

export async function invoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { invoice, language, company, customer } = input;
  const t = invoicePdfLabels[language];
  const f = formatters(language, invoice.currency);
  const rtl = language === 'ar';
  const align = rtl ? 'right' : 'left';
  const titlePieces = [invoice.kind === 'credit_note' ? t.creditNote : t.invoice, invoice.number ?? t.draft];
  const title = titlePieces.join(' ');
  const w = createPdf({
    margins: { top: 48, bottom: 48, left: 48, right: 48 },
    bufferPages: true,
    info: { Title: title, Author: company.name },
  });
  const { doc } = w;
  const layout: Layout = { w, rtl };
  const left = doc.page.margins.left;
  const put = (cell: Cell, x = left, width = w.width) => drawCell(layout, cell, x, doc.y, width, align);

  doc.font(w.strong).fontSize(20).fillColor('#111111');
  put([titlePieces]);
  if (invoice.status === 'void') {
    doc.font(w.strong).fontSize(16).fillColor('#b00020');
    put([[t.void]]);
    doc.font(w.body).fontSize(10);
    if (invoice.voidReason) put([[`${t.voidReason}:`, invoice.voidReason]]);
  }
  if (invoice.kind === 'credit_note' && invoice.creditsInvoiceNumber) {
    doc.font(w.body).fontSize(10).fillColor('#222222');
    put([filled(t.credits, invoice.creditsInvoiceNumber)]);
  }
  doc.moveDown(1);

  // The company and the customer side by side (the company on the reading side), each block wrapping on its own.
  const half = (w.width - 24) / 2;
  const blockTop = doc.y;
  const block = (x: number, heading: string, lines: Cell) => {
    doc.y = blockTop;
    doc.font(w.strong).fontSize(9).fillColor('#555555');
    put([[heading]], x, half);
    doc.font(w.body).fontSize(10).fillColor('#222222');
    put(lines, x, half);
    return doc.y;
  };
  const paras = (...texts: (string | null)[]): Cell =>
    texts.flatMap((text) => (text ? text.split('\n').map((line) => [line]) : []));
  const companyLines = paras(company.name, company.address, company.email, company.phone);
  const customerLines: Cell = [
    ...paras(customer.name),
    ...(customer.contactName ? [[t.attention, customer.contactName]] : []),
    ...paras(customer.address, customer.email),
  ];
  const [first, second] = rtl ? [left + half + 24, left] : [left, left + half + 24];
  const bottom = Math.max(block(first, t.from, companyLines), block(second, t.billTo, customerLines));
  doc.x = left;
  doc.y = bottom;
  doc.moveDown(1);

  // The terms: one "label: value" a line.
  const terms: Cell = [
    [`${t.contract}:`, invoice.contractCode],
    [`${t.period}:`, f.date(invoice.from), '–', f.date(invoice.to)],
    ...(invoice.poNumber ? [[`${t.poNumber}:`, invoice.poNumber]] : []),
    ...(invoice.issuedOn ? [[`${t.issuedOn}:`, f.date(invoice.issuedOn)]] : []),
    ...(invoice.dueOn ? [[`${t.dueOn}:`, f.date(invoice.dueOn)]] : []),
    [`${t.currency}:`, invoice.currency],
  ];
  doc.font(w.body).fontSize(10).fillColor('#222222');
  put(terms);
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
    drawRow(layout, [[[t.description]], [[t.rateType]], [[t.quantity]], [[t.unitPrice]], [[t.amount]]], columns);
    rule();
    doc.font(w.body).fontSize(9.5).fillColor('#222222');
  };
  header();
  for (const line of invoice.lines) {
    const cells: Cell[] = [
      lineCell(line, t),
      [
        line.rateType === 'ADJ' && line.adjustsRateType
          ? [t.rateTypes.ADJ, `(${t.rateTypes[line.adjustsRateType]})`]
          : line.callType
            ? [t.perCall]
            : [t.rateTypes[line.rateType]],
      ],
      [[f.quantity(line.quantity)]],
      [[f.money(line.unitCents)]],
      [[f.money(line.amountCents)]],
    ];
    if (doc.y + drawRow(layout, cells, columns, true) > pageBottom()) {
      doc.addPage();
      header();
    }
    drawRow(layout, cells, columns);
    doc.y += 4;
  }
  rule();

  // The totals, under the amount column.
  const totals: [Para, string, boolean][] = [
    [[t.subtotal], f.money(invoice.subtotalCents), false],
    [[t.tax, `(${f.percent(invoice.taxRateBp)})`], f.money(invoice.taxCents), false],
    [[t.total, invoice.currency], f.money(invoice.totalCents), true],
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
    drawRow(layout, [[label], [[value]]], totalColumns);
    doc.y += 2;
  }

  w.stampFooters((page, count) => `${title} · ${page}/${count}`);
  return w.finish();
}
