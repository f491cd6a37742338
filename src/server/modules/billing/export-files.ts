import {
  type BillingSettings,
  currencyDigits,
  type Invoice,
  type InvoiceLine,
  maxInvoicesPerExport,
} from '../../../shared/contract/billing.ts';

/*
 * The accounting exports of issued invoices and credit notes (docs/product/billing-exports.md): Xero's sales
 * invoice import CSV, a QuickBooks Desktop IIF file and a plain CSV. Pure functions of the invoices they are given;
 * the invoice service reads them and refuses more than maxInvoicesPerExport before calling these.
 *
 * Every file is UTF-8 without a byte-order mark (accounting imports read the mark as part of the first heading).
 * CSV cells are quoted only when RFC 4180 needs it; a text cell a spreadsheet would run as a formula gets a leading
 * `'`, a number (`-45.00`) is never touched.
 */

export interface ExportInvoice {
  /** An issued invoice or credit note, with its lines. */
  invoice: Invoice;
  customer: { name: string; email: string | null };
}

// ── Figures ──────────────────────────────────────────────────────────────────────────────────────────────

/**
 * +1, or −1 for a credit note whose figures are stored as the positive amounts of the invoice it cancels: the
 * sign that turns stored figures into what the document does to the customer's balance (a credit note lowers it).
 * A credit note stored with negative figures already has that sign.
 */
function balanceSign(invoice: Invoice): 1 | -1 {
  if (invoice.kind !== 'credit_note') return 1;
  return invoice.totalCents > 0 || (invoice.totalCents === 0 && invoice.subtotalCents > 0) ? -1 : 1;
}

/** An integer of minor units written in major units with `digits` decimals: 126000, 2 → "1260.00"; −4500 → "-45.00". */
export function decimal(minor: number, digits: number): string {
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  const whole = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  return minor < 0 ? `-${whole}` : whole;
}

/** A quantity with two decimals (hours), from the line's 2-decimal number without floating-point noise. */
const hundredths = (quantity: number) => Math.round(quantity * 100);

/** YYYY-MM-DD → DD/MM/YYYY (Xero) or MM/DD/YYYY (QuickBooks). */
function dayFirst(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}
function monthFirst(date: string): string {
  const [y, m, d] = date.split('-');
  return `${m}/${d}/${y}`;
}

/** 1,000 bp → "10%", 825 → "8.25%". */
function percent(bp: number): string {
  return `${decimal(bp, 2).replace(/\.?0+$/, '')}%`;
}

/** What a line sells, as the exports name it: the rate type of hour lines, the invoice an adjustment corrects. */
export function lineDescription(line: InvoiceLine): string {
  if (line.rateType === 'FIXED') return line.description;
  if (line.rateType === 'ADJ')
    return `${line.description} (ADJ ${line.adjustsRateType ?? ''} of ${line.adjustsInvoiceNumber ?? 'an earlier invoice'})`;
  return `${line.description} (${line.rateType})`;
}

interface Issued {
  number: string;
  issuedOn: string;
  dueOn: string;
}

function issued(invoice: Invoice): Issued {
  if (!invoice.number || !invoice.issuedOn || !invoice.dueOn)
    throw new Error(`Only issued invoices are exported; invoice ${invoice.id} is a draft`);
  return { number: invoice.number, issuedOn: invoice.issuedOn, dueOn: invoice.dueOn };
}

function checkCount(items: readonly ExportInvoice[]) {
  if (items.length > maxInvoicesPerExport)
    throw new Error(`An export holds at most ${maxInvoicesPerExport} invoices, not ${items.length}`);
}

/**
 * The invoices of an export (at most maxInvoicesPerExport, each issued), each with its number and dates, its
 * currency's decimals and the sign its amounts act on the customer's balance with.
 */
function exportedInvoices(items: ExportInvoice[]) {
  checkCount(items);
  return items.map(({ invoice, customer }) => ({
    invoice,
    customer,
    ...issued(invoice),
    digits: currencyDigits(invoice.currency),
    sign: balanceSign(invoice),
  }));
}

// ── CSV ──────────────────────────────────────────────────────────────────────────────────────────────────

const formulaStart = /^[=+\-@\t\r]/;

/** A number cell: written as it is (quoted only if it somehow holds a comma, which no formatted figure does). */
class Num {
  constructor(readonly text: string) {}
}
type Cell = string | Num;

function csvCell(cell: Cell): string {
  const text = cell instanceof Num ? cell.text : formulaStart.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

// ── Xero ─────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The headings of Xero's sales invoice import template, in its order, `*` marking the required ones
 * (https://central.xero.com/s/article/Import-customer-invoices): the file is imported under Sales → Invoices
 * (or Sales overview) → Import.
 */
export const xeroHeader = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;

/**
 * One row per invoice line; the rows of one invoice repeat its number. Quantity is never negative: the sign is in
 * UnitAmount, so a credit note's rows have a negative UnitAmount, which Xero's import takes as a credit note
 * (https://central.xero.com/s/article/Import-a-customer-credit-note-GL), and a negative adjustment line on an
 * invoice is a positive quantity at a negative price. Xero recomputes each line as Quantity × UnitAmount, which
 * R4 makes equal to our amount.
 */
export function xeroInvoicesCsv(items: ExportInvoice[], settings: BillingSettings): string {
  const rows: Cell[][] = [];
  for (const { invoice, customer, number, issuedOn, dueOn, digits, sign } of exportedInvoices(items)) {
    for (const line of invoice.lines) {
      const quantity = hundredths(line.quantity);
      const unitSign = (quantity < 0 ? -1 : 1) * sign;
      rows.push([
        customer.name,
        customer.email ?? '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        number,
        invoice.poNumber ?? invoice.contractCode,
        dayFirst(issuedOn),
        dayFirst(dueOn),
        line.itemCode,
        lineDescription(line),
        new Num(decimal(Math.abs(quantity), 2)),
        new Num(decimal(unitSign * line.unitCents, digits)),
        '',
        settings.salesAccountCode,
        settings.taxType,
        '',
        '',
        '',
        '',
        invoice.currency,
        '',
      ]);
    }
  }
  return csv(xeroHeader, rows);
}

// ── QuickBooks Desktop IIF ───────────────────────────────────────────────────────────────────────────────

/** A text cell of an IIF row: tabs and line breaks would break the row, so they become spaces. */
const iifText = (value: string) => value.replace(/[\t\r\n]+/g, ' ').trim();

const iifRow = (cells: readonly string[]) => `${cells.join('\t')}\r\n`;

/** The columns a transaction's TRNS row and its SPL rows share, between the row's id and its own columns. */
const iifSharedColumns = ['TRNSTYPE', 'DATE', 'ACCNT', 'NAME', 'AMOUNT', 'DOCNUM', 'MEMO', 'CLEAR'];

export const iifHeaders = [
  ['!TRNS', 'TRNSID', ...iifSharedColumns, 'TOPRINT', 'DUEDATE', 'PONUM'],
  ['!SPL', 'SPLID', ...iifSharedColumns, 'QNTY', 'PRICE', 'INVITEM', 'TAXABLE'],
  ['!ENDTRNS'],
];

/**
 * One transaction per invoice (TRNSTYPE INVOICE) or credit note (CREDIT MEMO), as Intuit's IIF import kit writes
 * an invoice: the TRNS row debits the receivable account with the total, one SPL row per line credits the income
 * account (AMOUNT and QNTY negative, PRICE the unit price, INVITEM the item code), a last SPL row credits the tax
 * account with the tax when there is some; the rows of a transaction sum to zero. A credit memo has every sign the
 * other way round. Dates MM/DD/YYYY, CRLF line ends.
 */
export function quickBooksIif(items: ExportInvoice[], settings: BillingSettings): string {
  const out = iifHeaders.map(iifRow);
  for (const { invoice, customer, number, issuedOn, dueOn, digits, sign } of exportedInvoices(items)) {
    const type = invoice.kind === 'credit_note' ? 'CREDIT MEMO' : 'INVOICE';
    const date = monthFirst(issuedOn);
    const docnum = iifText(number);
    const taxable = invoice.taxRateBp > 0 ? 'Y' : 'N';
    const memo = [
      invoice.contractCode,
      `${invoice.from} to ${invoice.to}`,
      invoice.creditsInvoiceNumber ? `credits ${invoice.creditsInvoiceNumber}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    out.push(
      iifRow([
        'TRNS',
        '',
        type,
        date,
        iifText(settings.receivableAccount),
        iifText(customer.name),
        decimal(sign * invoice.totalCents, digits),
        docnum,
        iifText(memo),
        'N',
        'N',
        monthFirst(dueOn),
        iifText(invoice.poNumber ?? ''),
      ]),
    );
    /** An SPL row crediting `cents` to `account` (the sign a split takes), then its QNTY, PRICE, INVITEM, TAXABLE. */
    const split = (account: string, cents: number, memo: string, rest: [string, string, string, string]) =>
      iifRow([
        'SPL',
        '',
        type,
        date,
        iifText(account),
        '',
        decimal(-sign * cents, digits),
        docnum,
        iifText(memo),
        'N',
        ...rest,
      ]);
    for (const line of invoice.lines) {
      const quantity = decimal(-sign * hundredths(line.quantity), 2);
      const rest: [string, string, string, string] = [
        quantity,
        decimal(line.unitCents, digits),
        iifText(line.itemCode),
        taxable,
      ];
      out.push(split(settings.incomeAccount, line.amountCents, lineDescription(line), rest));
    }
    if (invoice.taxCents !== 0) {
      const rate = percent(invoice.taxRateBp);
      out.push(
        split(settings.taxAccount, invoice.taxCents, `Tax ${rate}`, ['', rate, iifText(settings.taxAccount), 'N']),
      );
    }
    out.push(iifRow(['ENDTRNS']));
  }
  return out.join('');
}

// ── Plain CSV ────────────────────────────────────────────────────────────────────────────────────────────

export const plainHeader = [
  'Invoice Number',
  'Kind',
  'Status',
  'Customer',
  'Contract',
  'Period From',
  'Period To',
  'Issued On',
  'Due On',
  'Currency',
  'Item Code',
  'Description',
  'Event',
  'Post',
  'Rate Type',
  'Adjusts Invoice',
  'Minutes',
  'Quantity',
  'Unit Price',
  'Amount',
  'Subtotal',
  'Tax',
  'Total',
] as const;

/**
 * One row per line with its invoice's figures repeated. Amounts in major units of the invoice's currency, signed
 * as they act on the customer's balance (a credit note's are negative); dates YYYY-MM-DD.
 */
export function plainInvoicesCsv(items: ExportInvoice[]): string {
  const rows: Cell[][] = [];
  for (const { invoice, customer, number, issuedOn, dueOn, digits, sign } of exportedInvoices(items)) {
    const money = (cents: number) => new Num(decimal(sign * cents, digits));
    for (const line of invoice.lines)
      rows.push([
        number,
        invoice.kind,
        invoice.status,
        customer.name,
        invoice.contractCode,
        invoice.from,
        invoice.to,
        issuedOn,
        dueOn,
        invoice.currency,
        line.itemCode,
        line.description,
        line.eventName ?? '',
        line.post ?? '',
        line.rateType,
        line.adjustsInvoiceNumber ?? '',
        new Num(String(sign * line.minutes)),
        new Num(decimal(sign * hundredths(line.quantity), 2)),
        new Num(decimal(line.unitCents, digits)),
        money(line.amountCents),
        money(invoice.subtotalCents),
        money(invoice.taxCents),
        money(invoice.totalCents),
      ]);
  }
  return csv(plainHeader, rows);
}
