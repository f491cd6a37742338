import { describe, expect, it } from 'vitest';
import { billingSettingsDefaults, type Invoice, maxInvoicesPerExport } from '../../../shared/contract/billing.ts';
import { type ExportInvoice, plainInvoicesCsv, quickBooksIif, xeroInvoicesCsv } from './export-files.ts';
import { invoiceLine, regularAdjustment, workedInvoice } from './worked-invoice.test-data.ts';

/*
 * The exports of the worked example of docs/product/billing.md (Gate A, week of Monday 25 May 2026), compared with
 * files written by hand, byte for byte.
 */

const settings = billingSettingsDefaults;

const workedLines = [
  invoiceLine({ id: 'l1', rateType: 'REG', minutes: 2520, quantity: 42, unitCents: 3000, amountCents: 126000 }),
  invoiceLine({ id: 'l2', rateType: 'OT', minutes: 600, quantity: 10, unitCents: 4500, amountCents: 45000 }),
  invoiceLine({ id: 'l3', rateType: 'HOL', minutes: 600, quantity: 10, unitCents: 6000, amountCents: 60000 }),
];

function invoice(over: Partial<Invoice>): Invoice {
  return workedInvoice({ lines: workedLines, ...over });
}

const harbor = { name: 'Harbor Logistics', email: 'ap@harbor.example' };
const worked: ExportInvoice = { invoice: invoice({}), customer: harbor };

/** The credit note voiding the worked example, stored with the invoice's figures and the link back to it. */
const creditNote: ExportInvoice = {
  invoice: invoice({
    id: 'cn-1',
    kind: 'credit_note',
    number: 'CN-2026-0001',
    issuedOn: '2026-06-10',
    dueOn: '2026-07-10',
    creditsInvoiceId: 'inv-1',
    creditsInvoiceNumber: 'INV-2026-0001',
  }),
  customer: harbor,
};

const xeroHeading =
  '*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4,POCity,PORegion,' +
  'POPostalCode,POCountry,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,InventoryItemCode,*Description,' +
  '*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,TrackingName1,TrackingOption1,TrackingName2,' +
  'TrackingOption2,Currency,BrandingTheme\r\n';

const iifHeading =
  '!TRNS\tTRNSID\tTRNSTYPE\tDATE\tACCNT\tNAME\tAMOUNT\tDOCNUM\tMEMO\tCLEAR\tTOPRINT\tDUEDATE\tPONUM\r\n' +
  '!SPL\tSPLID\tTRNSTYPE\tDATE\tACCNT\tNAME\tAMOUNT\tDOCNUM\tMEMO\tCLEAR\tQNTY\tPRICE\tINVITEM\tTAXABLE\r\n' +
  '!ENDTRNS\r\n';

describe('the Xero sales invoice CSV', () => {
  it('writes the worked example as the file written by hand', () => {
    expect(xeroInvoicesCsv([worked], settings)).toBe(
      xeroHeading +
        'Harbor Logistics,ap@harbor.example,,,,,,,,,INV-2026-0001,PO-778,01/06/2026,01/07/2026,GUARD-GATE-A,Gate A security officer (REG),42.00,30.00,,200,Tax on Sales,,,,,USD,\r\n' +
        'Harbor Logistics,ap@harbor.example,,,,,,,,,INV-2026-0001,PO-778,01/06/2026,01/07/2026,GUARD-GATE-A,Gate A security officer (OT),10.00,45.00,,200,Tax on Sales,,,,,USD,\r\n' +
        'Harbor Logistics,ap@harbor.example,,,,,,,,,INV-2026-0001,PO-778,01/06/2026,01/07/2026,GUARD-GATE-A,Gate A security officer (HOL),10.00,60.00,,200,Tax on Sales,,,,,USD,\r\n',
    );
  });

  it('writes a credit note with negative unit amounts, which Xero imports as a credit note', () => {
    expect(xeroInvoicesCsv([creditNote], settings)).toBe(
      xeroHeading +
        'Harbor Logistics,ap@harbor.example,,,,,,,,,CN-2026-0001,PO-778,10/06/2026,10/07/2026,GUARD-GATE-A,Gate A security officer (REG),42.00,-30.00,,200,Tax on Sales,,,,,USD,\r\n' +
        'Harbor Logistics,ap@harbor.example,,,,,,,,,CN-2026-0001,PO-778,10/06/2026,10/07/2026,GUARD-GATE-A,Gate A security officer (OT),10.00,-45.00,,200,Tax on Sales,,,,,USD,\r\n' +
        'Harbor Logistics,ap@harbor.example,,,,,,,,,CN-2026-0001,PO-778,10/06/2026,10/07/2026,GUARD-GATE-A,Gate A security officer (HOL),10.00,-60.00,,200,Tax on Sales,,,,,USD,\r\n',
    );
  });

  it('writes a credit note stored with negative figures the same way', () => {
    const negative: ExportInvoice = {
      ...creditNote,
      invoice: {
        ...creditNote.invoice,
        subtotalCents: -231000,
        taxCents: -23100,
        totalCents: -254100,
        lines: workedLines.map((l) => ({
          ...l,
          minutes: -l.minutes,
          quantity: -l.quantity,
          amountCents: -l.amountCents,
        })),
      },
    };
    expect(xeroInvoicesCsv([negative], settings)).toBe(xeroInvoicesCsv([creditNote], settings));
    expect(quickBooksIif([negative], settings)).toBe(quickBooksIif([creditNote], settings));
  });

  it('puts a negative adjustment on an invoice as a positive quantity at a negative price, the contract code as the reference without a PO', () => {
    const adjusted: ExportInvoice = {
      invoice: invoice({
        number: 'INV-2026-0002',
        poNumber: null,
        subtotalCents: 120000,
        taxCents: 12000,
        totalCents: 132000,
        lines: [invoiceLine({ minutes: 2520, quantity: 42, unitCents: 3000, amountCents: 126000 }), regularAdjustment],
      }),
      customer: { name: 'Harbor Logistics', email: null },
    };
    expect(xeroInvoicesCsv([adjusted], settings)).toBe(
      xeroHeading +
        'Harbor Logistics,,,,,,,,,,INV-2026-0002,HARBOR-2026,01/06/2026,01/07/2026,GUARD-GATE-A,Gate A security officer (REG),42.00,30.00,,200,Tax on Sales,,,,,USD,\r\n' +
        'Harbor Logistics,,,,,,,,,,INV-2026-0002,HARBOR-2026,01/06/2026,01/07/2026,GUARD-GATE-A,Gate A security officer (ADJ REG of INV-2026-0001),2.00,-30.00,,200,Tax on Sales,,,,,USD,\r\n',
    );
  });

  it('writes yen without decimals', () => {
    const yen: ExportInvoice = {
      invoice: invoice({
        number: 'INV-2026-0003',
        currency: 'JPY',
        poNumber: null,
        contractCode: 'TOKYO-1',
        taxRateBp: 1000,
        subtotalCents: 37500,
        taxCents: 3750,
        totalCents: 41250,
        lines: [
          invoiceLine({
            itemCode: 'EAST-GATE',
            description: '東ゲート警備',
            minutes: 750,
            quantity: 12.5,
            unitCents: 3000,
            amountCents: 37500,
          }),
        ],
      }),
      customer: { name: '東京ビッグサイト', email: null },
    };
    expect(xeroInvoicesCsv([yen], settings)).toBe(
      xeroHeading +
        '東京ビッグサイト,,,,,,,,,,INV-2026-0003,TOKYO-1,01/06/2026,01/07/2026,EAST-GATE,東ゲート警備 (REG),12.50,3000,,200,Tax on Sales,,,,,JPY,\r\n',
    );
    expect(quickBooksIif([yen], settings)).toBe(
      iifHeading +
        'TRNS\t\tINVOICE\t06/01/2026\tAccounts Receivable\t東京ビッグサイト\t41250\tINV-2026-0003\tTOKYO-1 2026-05-25 to 2026-05-31\tN\tN\t07/01/2026\t\r\n' +
        'SPL\t\tINVOICE\t06/01/2026\tSecurity Services\t\t-37500\tINV-2026-0003\t東ゲート警備 (REG)\tN\t-12.50\t3000\tEAST-GATE\tY\r\n' +
        'SPL\t\tINVOICE\t06/01/2026\tSales Tax Payable\t\t-3750\tINV-2026-0003\tTax 10%\tN\t\t10%\tSales Tax Payable\tN\r\n' +
        'ENDTRNS\r\n',
    );
  });

  it('quotes a description with a comma and a quote, and defuses one that starts like a formula', () => {
    const awkward: ExportInvoice = {
      invoice: invoice({
        lines: [
          invoiceLine({ description: 'Gate A, "night" patrol', quantity: 1, unitCents: 100, amountCents: 100 }),
          invoiceLine({ description: '=HYPERLINK("http://x.example")', quantity: 1, unitCents: 100, amountCents: 100 }),
          invoiceLine({
            rateType: 'FIXED',
            description: '-Mobile patrol',
            quantity: 1,
            unitCents: 100,
            amountCents: 100,
          }),
        ],
      }),
      customer: { name: '@Harbor, Inc.', email: null },
    };
    expect(xeroInvoicesCsv([awkward], settings)).toBe(
      xeroHeading +
        `"'@Harbor, Inc.",,,,,,,,,,INV-2026-0001,PO-778,01/06/2026,01/07/2026,GUARD-GATE-A,"Gate A, ""night"" patrol (REG)",1.00,1.00,,200,Tax on Sales,,,,,USD,\r\n` +
        `"'@Harbor, Inc.",,,,,,,,,,INV-2026-0001,PO-778,01/06/2026,01/07/2026,GUARD-GATE-A,"'=HYPERLINK(""http://x.example"") (REG)",1.00,1.00,,200,Tax on Sales,,,,,USD,\r\n` +
        `"'@Harbor, Inc.",,,,,,,,,,INV-2026-0001,PO-778,01/06/2026,01/07/2026,GUARD-GATE-A,'-Mobile patrol,1.00,1.00,,200,Tax on Sales,,,,,USD,\r\n`,
    );
  });

  it('has no byte-order mark and refuses drafts and more invoices than one import takes', () => {
    const file = xeroInvoicesCsv([worked], settings);
    expect(file.charCodeAt(0)).toBe('*'.charCodeAt(0));
    expect(
      Buffer.from(file, 'utf8')
        .subarray(0, 3)
        .equals(Buffer.from([0xef, 0xbb, 0xbf])),
    ).toBe(false);
    expect(() =>
      xeroInvoicesCsv(
        [{ ...worked, invoice: invoice({ status: 'draft', number: null, issuedOn: null, dueOn: null }) }],
        settings,
      ),
    ).toThrow(/draft/);
    const many = Array.from({ length: maxInvoicesPerExport + 1 }, () => worked);
    expect(() => xeroInvoicesCsv(many, settings)).toThrow(/at most 500/);
    expect(() => quickBooksIif(many, settings)).toThrow(/at most 500/);
    expect(() => plainInvoicesCsv(many)).toThrow(/at most 500/);
    expect(xeroInvoicesCsv(many.slice(1), settings).split('\r\n')).toHaveLength(1 + 3 * maxInvoicesPerExport + 1);
  });
});

describe('the QuickBooks Desktop IIF', () => {
  it('writes the worked example as the file written by hand', () => {
    expect(quickBooksIif([worked], settings)).toBe(
      iifHeading +
        'TRNS\t\tINVOICE\t06/01/2026\tAccounts Receivable\tHarbor Logistics\t2541.00\tINV-2026-0001\tHARBOR-2026 2026-05-25 to 2026-05-31\tN\tN\t07/01/2026\tPO-778\r\n' +
        'SPL\t\tINVOICE\t06/01/2026\tSecurity Services\t\t-1260.00\tINV-2026-0001\tGate A security officer (REG)\tN\t-42.00\t30.00\tGUARD-GATE-A\tY\r\n' +
        'SPL\t\tINVOICE\t06/01/2026\tSecurity Services\t\t-450.00\tINV-2026-0001\tGate A security officer (OT)\tN\t-10.00\t45.00\tGUARD-GATE-A\tY\r\n' +
        'SPL\t\tINVOICE\t06/01/2026\tSecurity Services\t\t-600.00\tINV-2026-0001\tGate A security officer (HOL)\tN\t-10.00\t60.00\tGUARD-GATE-A\tY\r\n' +
        'SPL\t\tINVOICE\t06/01/2026\tSales Tax Payable\t\t-231.00\tINV-2026-0001\tTax 10%\tN\t\t10%\tSales Tax Payable\tN\r\n' +
        'ENDTRNS\r\n',
    );
  });

  it('writes a credit note as a CREDIT MEMO with every sign the other way round', () => {
    expect(quickBooksIif([creditNote], settings)).toBe(
      iifHeading +
        'TRNS\t\tCREDIT MEMO\t06/10/2026\tAccounts Receivable\tHarbor Logistics\t-2541.00\tCN-2026-0001\tHARBOR-2026 2026-05-25 to 2026-05-31 credits INV-2026-0001\tN\tN\t07/10/2026\tPO-778\r\n' +
        'SPL\t\tCREDIT MEMO\t06/10/2026\tSecurity Services\t\t1260.00\tCN-2026-0001\tGate A security officer (REG)\tN\t42.00\t30.00\tGUARD-GATE-A\tY\r\n' +
        'SPL\t\tCREDIT MEMO\t06/10/2026\tSecurity Services\t\t450.00\tCN-2026-0001\tGate A security officer (OT)\tN\t10.00\t45.00\tGUARD-GATE-A\tY\r\n' +
        'SPL\t\tCREDIT MEMO\t06/10/2026\tSecurity Services\t\t600.00\tCN-2026-0001\tGate A security officer (HOL)\tN\t10.00\t60.00\tGUARD-GATE-A\tY\r\n' +
        'SPL\t\tCREDIT MEMO\t06/10/2026\tSales Tax Payable\t\t231.00\tCN-2026-0001\tTax 10%\tN\t\t10%\tSales Tax Payable\tN\r\n' +
        'ENDTRNS\r\n',
    );
  });

  it('sums every transaction to zero, leaves out a zero tax and keeps text cells on one row', () => {
    const untaxed: ExportInvoice = {
      invoice: invoice({
        poNumber: 'PO\t1',
        taxRateBp: 0,
        taxCents: 0,
        totalCents: 231000,
        lines: workedLines.map((l) => ({ ...l, description: 'Gate A\r\nnight\tshift' })),
      }),
      customer: { name: 'Harbor\tLogistics', email: null },
    };
    const file = quickBooksIif([worked, creditNote, untaxed], settings);
    const rows = file.split('\r\n').filter(Boolean);
    for (const row of rows) expect(row.split('\t')[0]).toMatch(/^!?(TRNS|SPL|ENDTRNS)$/);
    let sum = 0;
    for (const row of rows) {
      const cells = row.split('\t');
      if (cells[0] === 'TRNS' || cells[0] === 'SPL') sum += Math.round(Number(cells[6]) * 100);
      if (cells[0] === 'ENDTRNS') {
        expect(sum).toBe(0);
        sum = 0;
      }
    }
    expect(file).not.toContain('Sales Tax Payable\t\t0.00');
    expect(file).toContain('\tHarbor Logistics\t2310.00\t');
    expect(file).toContain('\tGate A night shift (REG)\t');
    expect(file).toContain('\tPO 1\r\n');
  });
});

describe('the plain CSV', () => {
  it('writes one row per line with the invoice figures, a credit note negative', () => {
    const heading =
      'Invoice Number,Kind,Status,Customer,Contract,Period From,Period To,Issued On,Due On,Currency,Item Code,' +
      'Description,Event,Post,Rate Type,Adjusts Invoice,Minutes,Quantity,Unit Price,Amount,Subtotal,Tax,Total\r\n';
    expect(plainInvoicesCsv([worked, creditNote])).toBe(
      heading +
        'INV-2026-0001,invoice,issued,Harbor Logistics,HARBOR-2026,2026-05-25,2026-05-31,2026-06-01,2026-07-01,USD,GUARD-GATE-A,Gate A security officer,Harbor Terminal,Gate A,REG,,2520,42.00,30.00,1260.00,2310.00,231.00,2541.00\r\n' +
        'INV-2026-0001,invoice,issued,Harbor Logistics,HARBOR-2026,2026-05-25,2026-05-31,2026-06-01,2026-07-01,USD,GUARD-GATE-A,Gate A security officer,Harbor Terminal,Gate A,OT,,600,10.00,45.00,450.00,2310.00,231.00,2541.00\r\n' +
        'INV-2026-0001,invoice,issued,Harbor Logistics,HARBOR-2026,2026-05-25,2026-05-31,2026-06-01,2026-07-01,USD,GUARD-GATE-A,Gate A security officer,Harbor Terminal,Gate A,HOL,,600,10.00,60.00,600.00,2310.00,231.00,2541.00\r\n' +
        'CN-2026-0001,credit_note,issued,Harbor Logistics,HARBOR-2026,2026-05-25,2026-05-31,2026-06-10,2026-07-10,USD,GUARD-GATE-A,Gate A security officer,Harbor Terminal,Gate A,REG,,-2520,-42.00,30.00,-1260.00,-2310.00,-231.00,-2541.00\r\n' +
        'CN-2026-0001,credit_note,issued,Harbor Logistics,HARBOR-2026,2026-05-25,2026-05-31,2026-06-10,2026-07-10,USD,GUARD-GATE-A,Gate A security officer,Harbor Terminal,Gate A,OT,,-600,-10.00,45.00,-450.00,-2310.00,-231.00,-2541.00\r\n' +
        'CN-2026-0001,credit_note,issued,Harbor Logistics,HARBOR-2026,2026-05-25,2026-05-31,2026-06-10,2026-07-10,USD,GUARD-GATE-A,Gate A security officer,Harbor Terminal,Gate A,HOL,,-600,-10.00,60.00,-600.00,-2310.00,-231.00,-2541.00\r\n',
    );
  });
});
