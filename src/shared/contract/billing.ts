import { callTypes } from '../dispatch-rules.ts';
import { z } from '../zod.ts';
import { changesSomething, dateOnlySchema, idParamsSchema, idSchema, optionalText, text } from './common.ts';
import { errorParamsSchema } from './errors.ts';
import { fieldErrorKey, withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';

/*
 * Billing (docs/product/billing.md): contracts with their lines (what is sold, at what rate, versioned by date),
 * holiday calendars, invoices computed from the hours actually worked by the rules of src/shared/billing-rules.ts,
 * credit notes, the coverage report, and the accounting exports. Money is integer minor units of the contract's
 * currency ("cents"); `from`/`to` are calendar dates, both inclusive, in the event's time zone.
 */

const tags = ['billing'];

export const billingCycles = ['weekly', 'monthly'] as const;
export type BillingCycle = (typeof billingCycles)[number];
export const billBases = ['actual', 'scheduled', 'actual_within_shift'] as const;
export type BillBasis = (typeof billBases)[number];
export const otBases = ['none', 'guard_line_week', 'guard_contract_week'] as const;
export type OtBasis = (typeof otBases)[number];
/** `per_call`: a price for each call for service of one type at the line's event (docs/product/billing.md#billing-per-call). */
export const lineMethods = ['hourly', 'fixed', 'per_call'] as const;
export type LineMethod = (typeof lineMethods)[number];
export const rateTypes = ['REG', 'OT', 'HOL', 'FIXED', 'ADJ'] as const;
export type RateType = (typeof rateTypes)[number];
/** The rate types minutes are classified into (an ADJ line corrects one of these). */
export const minuteRateTypes = ['REG', 'OT', 'HOL'] as const;
export type MinuteRateType = (typeof minuteRateTypes)[number];
export const invoiceStatuses = ['draft', 'issued', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export const invoiceKinds = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];
/** The languages an invoice PDF is written in (the console's languages). */
export const invoiceLanguages = ['en', 'tr', 'ar', 'jp'] as const;
export type InvoiceLanguage = (typeof invoiceLanguages)[number];
export const exportFormats = ['xero', 'iif', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const contractDefaults = {
  weekStartsOn: 1,
  termsDays: 30,
  taxRateBp: 0,
  billBasis: 'actual_within_shift',
  otBasis: 'none',
  otAfterMinutes: 2400,
  otBillPct: 150,
  holidayBillPct: 200,
  roundingMinutes: 1,
  language: 'en',
} as const;

/** The largest bill rate or fixed amount a line takes, in cents (10,000,000.00): any real rate fits, sums fit a bigint. */
export const maxLineCents = 1_000_000_000;
/** The longest invoice period: a monthly cycle is at most 31 days; a quarter is the longest anyone asks for. */
export const maxInvoicePeriodDays = 92;
/** Xero's limit for one import file, which every export keeps. */
export const maxInvoicesPerExport = 500;
export const maxBillingEmails = 10;
export const maxHolidayDates = 400;

/** An ISO 4217 code the platform knows (Intl's list), e.g. USD, EUR, GBP, TRY, SAR, JPY. */
function isCurrencyCode(value: string): boolean {
  if (!/^[A-Z]{3}$/.test(value)) return false;
  try {
    return Intl.supportedValuesOf('currency').includes(value);
  } catch {
    return true;
  }
}

export const currencySchema = text('billing.currency').trim().toUpperCase().refine(isCurrencyCode, 'billing.currency');

/** How many decimals the currency's minor unit has (2 for USD, 0 for JPY), as Intl knows it. */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

const whole = (min: number, max: number) =>
  z
    .number('validation.not_number')
    .int('validation.not_integer')
    .min(min, withCode('validation.too_small'))
    .max(max, withCode('validation.too_big'));

/** A text a body must give: trimmed, not blank, at most `max` characters. */
const requiredText = (max: number) =>
  text('validation.required').trim().min(1, 'validation.required').max(max, withCode('validation.too_long'));

/** `to` is on or after `from`, and the period is at most `maxDays` days (both ends inclusive). */
function inPeriod<T extends z.ZodType<{ from: string; to: string }>>(schema: T, maxDays: number) {
  return schema
    .refine((v) => v.to >= v.from, { message: 'validation.on_or_after_start', path: ['to'] })
    .refine((v) => Date.parse(v.to) - Date.parse(v.from) < maxDays * 86_400_000, {
      message: fieldErrorKey({ code: 'billing.period_too_long', params: { max: maxDays } }),
      path: ['to'],
    });
}

const targetMinutes = z
  .number('validation.not_number')
  .int('validation.not_integer')
  .min(1, withCode('validation.too_small'))
  .max(10_080, withCode('validation.too_big'));
/** Minutes per priority; a priority left out keeps the default (15 / 30 / 60 / 240). */
export const responseTargetsSchema = z.strictObject({
  p1: targetMinutes.optional(),
  p2: targetMinutes.optional(),
  p3: targetMinutes.optional(),
  p4: targetMinutes.optional(),
});
export type ResponseTargets = z.infer<typeof responseTargetsSchema>;

const emailList = z
  .array(text('validation.invalid_email').trim().toLowerCase().pipe(z.email('validation.invalid_email').max(254)))
  .transform((list) => [...new Set(list)])
  .refine(
    (list) => list.length <= maxBillingEmails,
    fieldErrorKey({ code: 'validation.too_many', params: { max: maxBillingEmails } }),
  );

const contractFields = {
  code: requiredText(40),
  currency: currencySchema,
  startsOn: dateOnlySchema,
  endsOn: dateOnlySchema.nullable().optional(),
  billingCycle: z.enum(billingCycles, withCode('validation.either')),
  weekStartsOn: whole(0, 6),
  termsDays: whole(0, 365),
  poNumber: optionalText(60),
  /** Basis points: 1,000 = 10 %. */
  taxRateBp: whole(0, 10_000),
  holidayCalendarId: idSchema.nullable().optional(),
  billBasis: z.enum(billBases, withCode('validation.either')),
  otBasis: z.enum(otBases, withCode('validation.either')),
  /** Minutes a week before overtime (2,400 = 40 h). */
  otAfterMinutes: whole(0, 10_080),
  otBillPct: whole(100, 500),
  holidayBillPct: whole(100, 500),
  /** Each entry's minutes are rounded half-up to a multiple of this. */
  roundingMinutes: whole(1, 60),
  /** The language of the invoice PDF. */
  language: z.enum(invoiceLanguages, withCode('validation.either')),
  /** Where issued invoices are mailed. */
  billingEmails: emailList,
  /** The customer's response targets for calls for service, minutes per priority (docs/product/dispatch.md). */
  responseTargets: responseTargetsSchema.nullable().optional(),
};

function endsAfterStart<T extends { startsOn?: string | undefined; endsOn?: string | null | undefined }>(v: T) {
  return !v.startsOn || !v.endsOn || v.endsOn >= v.startsOn;
}

export const contractCreateBodySchema = z
  .strictObject({
    code: contractFields.code,
    currency: contractFields.currency,
    startsOn: contractFields.startsOn,
    endsOn: contractFields.endsOn,
    billingCycle: contractFields.billingCycle,
    weekStartsOn: contractFields.weekStartsOn.default(contractDefaults.weekStartsOn),
    termsDays: contractFields.termsDays.default(contractDefaults.termsDays),
    poNumber: contractFields.poNumber,
    taxRateBp: contractFields.taxRateBp.default(contractDefaults.taxRateBp),
    holidayCalendarId: contractFields.holidayCalendarId,
    billBasis: contractFields.billBasis.default(contractDefaults.billBasis),
    otBasis: contractFields.otBasis.default(contractDefaults.otBasis),
    otAfterMinutes: contractFields.otAfterMinutes.default(contractDefaults.otAfterMinutes),
    otBillPct: contractFields.otBillPct.default(contractDefaults.otBillPct),
    holidayBillPct: contractFields.holidayBillPct.default(contractDefaults.holidayBillPct),
    roundingMinutes: contractFields.roundingMinutes.default(contractDefaults.roundingMinutes),
    language: contractFields.language.default(contractDefaults.language),
    billingEmails: contractFields.billingEmails.default([]),
    responseTargets: contractFields.responseTargets,
  })
  .refine(endsAfterStart, { message: 'validation.on_or_after_start', path: ['endsOn'] })
  .meta({ id: 'ContractCreateBody' });
export type ContractCreateBody = z.input<typeof contractCreateBodySchema>;
export type ContractCreateInput = z.output<typeof contractCreateBodySchema>;

export const contractUpdateBodySchema = z
  .strictObject({
    code: contractFields.code.optional(),
    currency: contractFields.currency.optional(),
    startsOn: contractFields.startsOn.optional(),
    endsOn: contractFields.endsOn,
    billingCycle: contractFields.billingCycle.optional(),
    weekStartsOn: contractFields.weekStartsOn.optional(),
    termsDays: contractFields.termsDays.optional(),
    poNumber: contractFields.poNumber,
    taxRateBp: contractFields.taxRateBp.optional(),
    holidayCalendarId: contractFields.holidayCalendarId,
    billBasis: contractFields.billBasis.optional(),
    otBasis: contractFields.otBasis.optional(),
    otAfterMinutes: contractFields.otAfterMinutes.optional(),
    otBillPct: contractFields.otBillPct.optional(),
    holidayBillPct: contractFields.holidayBillPct.optional(),
    roundingMinutes: contractFields.roundingMinutes.optional(),
    language: contractFields.language.optional(),
    billingEmails: contractFields.billingEmails.optional(),
    responseTargets: contractFields.responseTargets,
  })
  .refine(changesSomething, 'validation.nothing_to_change')
  .refine(endsAfterStart, { message: 'validation.on_or_after_start', path: ['endsOn'] })
  .meta({ id: 'ContractUpdateBody' });
export type ContractUpdateBody = z.input<typeof contractUpdateBodySchema>;
export type ContractUpdateInput = z.output<typeof contractUpdateBodySchema>;

export const contractLineCreateBodySchema = z
  .strictObject({
    eventId: idSchema,
    /** A post of the event's shifts (`shifts.post`); none = every post of the event. */
    post: optionalText(100),
    itemCode: requiredText(40),
    description: requiredText(200),
    method: z.enum(lineMethods, withCode('validation.either')),
    billRateCents: whole(0, maxLineCents).nullable().optional(),
    /** A fixed line's amount per billing period; a per-call line's price per call. */
    fixedCents: whole(0, maxLineCents).nullable().optional(),
    /** The calls a per-call line bills (only with `per_call`, which requires it). */
    callType: z.enum(callTypes, 'dispatch.call_type').nullable().optional(),
    contractedMinutesPerWeek: whole(0, 1_008_000).nullable().optional(),
    effectiveFrom: dateOnlySchema,
    effectiveTo: dateOnlySchema.nullable().optional(),
  })
  .refine((v) => v.method !== 'hourly' || (v.billRateCents ?? null) !== null, {
    message: 'billing.rate_required',
    path: ['billRateCents'],
  })
  .refine((v) => v.method !== 'fixed' || (v.fixedCents ?? null) !== null, {
    message: 'billing.amount_required',
    path: ['fixedCents'],
  })
  .refine((v) => v.method !== 'per_call' || (v.fixedCents ?? null) !== null, {
    message: 'billing.price_required',
    path: ['fixedCents'],
  })
  .refine((v) => v.method !== 'per_call' || (v.callType ?? null) !== null, {
    message: 'billing.call_type_required',
    path: ['callType'],
  })
  .refine((v) => v.method === 'per_call' || (v.callType ?? null) === null, {
    message: 'billing.call_type_per_call_only',
    path: ['callType'],
  })
  // A per-call line bills every call of its type at the event: a shift's post means nothing to it, and coverage
  // (contracted hours) measures hours, which it does not sell.
  .refine((v) => v.method !== 'per_call' || (v.post ?? null) === null, {
    message: 'billing.per_call_post',
    path: ['post'],
  })
  .refine((v) => v.method !== 'per_call' || (v.contractedMinutesPerWeek ?? null) === null, {
    message: 'billing.per_call_hours',
    path: ['contractedMinutesPerWeek'],
  })
  .refine((v) => !v.effectiveTo || v.effectiveTo >= v.effectiveFrom, {
    message: 'validation.on_or_after_start',
    path: ['effectiveTo'],
  })
  .meta({ id: 'ContractLineCreateBody' });
export type ContractLineCreateBody = z.input<typeof contractLineCreateBodySchema>;
export type ContractLineCreateInput = z.output<typeof contractLineCreateBodySchema>;

/** What a contract line sells where: the event (its IANA zone, the one its minutes are dated in), the post, the item. */
const lineItemShape = {
  eventId: text(),
  eventName: text(),
  timeZone: text(),
  post: text().nullable(),
  itemCode: text(),
  description: text(),
};

/** The contract and customer a record belongs to. */
const contractOfShape = {
  contractId: text(),
  contractCode: text(),
  customerId: text(),
  customerName: text(),
};

export const contractLineSchema = z
  .object({
    id: text(),
    contractId: text(),
    ...lineItemShape,
    method: z.enum(lineMethods),
    billRateCents: z.number().int().nullable(),
    /** A fixed line's amount per billing period; a per-call line's price per call. */
    fixedCents: z.number().int().nullable(),
    /** A per-call line's call type; null for every other method. */
    callType: z.enum(callTypes).nullable(),
    contractedMinutesPerWeek: z.number().int().nullable(),
    effectiveFrom: text(),
    effectiveTo: text().nullable(),
    /** Whether an invoice (draft or issued) holds it: such a line cannot be deleted. */
    invoiced: z.boolean(),
    createdAt: text(),
  })
  .meta({ id: 'ContractLine' });
export type ContractLine = z.infer<typeof contractLineSchema>;

const contractShape = {
  id: text(),
  customerId: text(),
  customerName: text(),
  code: text(),
  currency: text(),
  startsOn: text(),
  endsOn: text().nullable(),
  billingCycle: z.enum(billingCycles),
  weekStartsOn: z.number().int(),
  termsDays: z.number().int(),
  poNumber: text().nullable(),
  taxRateBp: z.number().int(),
  holidayCalendarId: text().nullable(),
  holidayCalendarName: text().nullable(),
  billBasis: z.enum(billBases),
  otBasis: z.enum(otBases),
  otAfterMinutes: z.number().int(),
  otBillPct: z.number().int(),
  holidayBillPct: z.number().int(),
  roundingMinutes: z.number().int(),
  language: z.enum(invoiceLanguages),
  billingEmails: z.array(text()),
  responseTargets: z
    .object({
      p1: z.number().int().optional(),
      p2: z.number().int().optional(),
      p3: z.number().int().optional(),
      p4: z.number().int().optional(),
    })
    .nullable(),
  lineCount: z.number().int(),
  createdAt: text(),
  updatedAt: text(),
};

export const contractSummarySchema = z.object(contractShape).meta({ id: 'ContractSummary' });
export type ContractSummary = z.infer<typeof contractSummarySchema>;
export const contractSchema = z
  .object({ ...contractShape, lines: z.array(contractLineSchema) })
  .meta({ id: 'Contract' });
export type Contract = z.infer<typeof contractSchema>;
export const contractListSchema = z.object({ items: z.array(contractSummarySchema) }).meta({ id: 'ContractList' });
export type ContractList = z.infer<typeof contractListSchema>;
export const contractListQuerySchema = z.strictObject({ customerId: idSchema.optional() });

// ── Holiday calendars ────────────────────────────────────────────────────────────────────────────────────

const holidayDateSchema = z.strictObject({
  date: dateOnlySchema,
  name: requiredText(100),
});

const holidayDatesSchema = z
  .array(holidayDateSchema, 'validation.not_list')
  .max(maxHolidayDates, withCode('validation.too_many'))
  .superRefine((dates, ctx) => {
    const seen = new Set<string>();
    dates.forEach((entry, index) => {
      if (seen.has(entry.date))
        ctx.addIssue({ code: 'custom', message: 'billing.duplicate_date', path: [index, 'date'] });
      seen.add(entry.date);
    });
  });

export const holidayCalendarCreateBodySchema = z
  .strictObject({
    name: requiredText(100),
    dates: holidayDatesSchema.default([]),
  })
  .meta({ id: 'HolidayCalendarCreateBody' });
export type HolidayCalendarCreateBody = z.input<typeof holidayCalendarCreateBodySchema>;

export const holidayCalendarUpdateBodySchema = z
  .strictObject({
    name: holidayCalendarCreateBodySchema.shape.name.optional(),
    /** Replaces the calendar's dates. */
    dates: holidayDatesSchema.optional(),
  })
  .refine(changesSomething, 'validation.nothing_to_change')
  .meta({ id: 'HolidayCalendarUpdateBody' });
export type HolidayCalendarUpdateBody = z.input<typeof holidayCalendarUpdateBodySchema>;

export const holidayCalendarSchema = z
  .object({
    id: text(),
    name: text(),
    dates: z.array(z.object({ date: text(), name: text() })),
    /** How many contracts bill by it. */
    contractCount: z.number().int(),
  })
  .meta({ id: 'HolidayCalendar' });
export type HolidayCalendar = z.infer<typeof holidayCalendarSchema>;
export const holidayCalendarListSchema = z
  .object({ items: z.array(holidayCalendarSchema) })
  .meta({ id: 'HolidayCalendarList' });

// ── Invoices ─────────────────────────────────────────────────────────────────────────────────────────────

/** A period of whole days, both inclusive, at most maxInvoicePeriodDays long. */
export const invoicePeriodBodySchema = inPeriod(
  z.strictObject({ from: dateOnlySchema, to: dateOnlySchema }),
  maxInvoicePeriodDays,
).meta({ id: 'InvoicePeriodBody' });
export type InvoicePeriodBody = z.infer<typeof invoicePeriodBodySchema>;

export const invoiceLineSchema = z
  .object({
    id: text(),
    /** The contract line version billed (an ADJ line: the version whose minutes it corrects). */
    contractLineId: text(),
    rateType: z.enum(rateTypes),
    itemCode: text(),
    description: text(),
    eventId: text().nullable(),
    eventName: text().nullable(),
    post: text().nullable(),
    minutes: z.number().int(),
    /** Hours with 2 decimals: minutes ÷ 60 rounded half-up (FIXED: 1; a per-call line: the number of calls). */
    quantity: z.number(),
    unitCents: z.number().int(),
    amountCents: z.number().int(),
    /** An ADJ line: the issued invoice it corrects, and the rate type of the minutes it corrects. */
    adjustsInvoiceId: text().nullable(),
    adjustsInvoiceNumber: text().nullable(),
    adjustsRateType: z.enum(minuteRateTypes).nullable(),
    /**
     * A per-call line (rate type FIXED, quantity = calls, unit price = the price per call): the call type it bills,
     * from its contract line version (which never changes once an invoice holds it). Null for every other line.
     */
    callType: z.enum(callTypes).nullable(),
  })
  .meta({ id: 'InvoiceLine' });
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

const invoiceShape = {
  id: text(),
  kind: z.enum(invoiceKinds),
  status: z.enum(invoiceStatuses),
  /** Given when issued: INV-2026-0001 (a credit note CN-2026-0001). */
  number: text().nullable(),
  ...contractOfShape,
  currency: text(),
  from: text(),
  to: text(),
  poNumber: text().nullable(),
  taxRateBp: z.number().int(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  issuedAt: text().nullable(),
  /** The issue date in the client's time zone, and the due date (issue date + payment terms). */
  issuedOn: text().nullable(),
  dueOn: text().nullable(),
  voidedAt: text().nullable(),
  voidReason: text().nullable(),
  /** On a voided invoice: its credit note. On a credit note: the invoice it cancels. */
  creditNoteId: text().nullable(),
  creditNoteNumber: text().nullable(),
  creditsInvoiceId: text().nullable(),
  creditsInvoiceNumber: text().nullable(),
  createdAt: text(),
};

export const invoiceSummarySchema = z.object(invoiceShape).meta({ id: 'InvoiceSummary' });
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export const invoiceSchema = z.object({ ...invoiceShape, lines: z.array(invoiceLineSchema) }).meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListSchema = z.object({ items: z.array(invoiceSummarySchema) }).meta({ id: 'InvoiceList' });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const invoiceListQuerySchema = z
  .strictObject({
    customerId: idSchema.optional(),
    contractId: idSchema.optional(),
    status: z.enum(invoiceStatuses, withCode('validation.either')).optional(),
    /** Invoices whose service period overlaps [from, to]. */
    from: dateOnlySchema.optional(),
    to: dateOnlySchema.optional(),
  })
  .refine((v) => !v.from || !v.to || v.to >= v.from, { message: 'validation.on_or_after_start', path: ['to'] });
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const invoiceIssuedSchema = z.object({ number: text() }).meta({ id: 'InvoiceIssued' });
export const invoiceVoidBodySchema = z
  .strictObject({
    reason: requiredText(500),
  })
  .meta({ id: 'InvoiceVoidBody' });
export const invoiceVoidedSchema = z.object({ creditNoteId: text(), number: text() }).meta({ id: 'InvoiceVoided' });

/** The clock entries behind one invoice line: each entry's billable minutes on it, by local day. */
export const invoiceLineEntrySchema = z.object({
  clockEntryId: text(),
  userId: text(),
  personName: text(),
  date: text(),
  clockIn: text(),
  clockOut: text().nullable(),
  shiftId: text().nullable(),
  minutes: z.number().int(),
});
export type InvoiceLineEntry = z.infer<typeof invoiceLineEntrySchema>;
export const invoiceLineEntryListSchema = z
  .object({ items: z.array(invoiceLineEntrySchema) })
  .meta({ id: 'InvoiceLineEntryList' });

export const invoiceLineParamsSchema = z.object({ id: idSchema, lineId: idSchema });

export const invoicesDueBodySchema = z
  .strictObject({ customerId: idSchema.optional() })
  .meta({ id: 'InvoicesDueBody' });
export const invoicesDueSchema = z
  .object({
    created: z.array(
      z.object({ contractId: text(), contractCode: text(), invoiceId: text(), from: text(), to: text() }),
    ),
    /** Contracts whose ended period could not be drafted (an overlapping invoice), with the refusal's code. */
    skipped: z.array(
      z.object({
        contractId: text(),
        contractCode: text(),
        from: text(),
        to: text(),
        code: text(),
        params: errorParamsSchema.optional(),
      }),
    ),
  })
  .meta({ id: 'InvoicesDue' });
export type InvoicesDue = z.infer<typeof invoicesDueSchema>;

export const invoiceSendSchema = z.object({ recipients: z.array(text()) }).meta({ id: 'InvoiceSent' });

export const invoiceExportQuerySchema = inPeriod(
  z.strictObject({
    format: z.enum(exportFormats, withCode('validation.either')),
    from: dateOnlySchema,
    to: dateOnlySchema,
  }),
  367,
);
export type InvoiceExportQuery = z.infer<typeof invoiceExportQuerySchema>;

// ── Settings ─────────────────────────────────────────────────────────────────────────────────────────────

const accountCode = requiredText(50);

/** The accounting codes the exports write (per client). */
export const billingSettingsSchema = z
  .object({
    /** Xero: the sales account code of every line (`AccountCode`), e.g. 200. */
    salesAccountCode: text(),
    /** Xero: the tax rate name of every line (`TaxType`), e.g. "Tax on Sales". */
    taxType: text(),
    /** QuickBooks Desktop: the income account of the lines (SPL ACCNT). */
    incomeAccount: text(),
    /** QuickBooks Desktop: the receivable account of the invoice (TRNS ACCNT). */
    receivableAccount: text(),
    /** QuickBooks Desktop: the tax item and its liability account (the tax split). */
    taxAccount: text(),
  })
  .meta({ id: 'BillingSettings' });
export type BillingSettings = z.infer<typeof billingSettingsSchema>;
export const billingSettingsDefaults: BillingSettings = {
  salesAccountCode: '200',
  taxType: 'Tax on Sales',
  incomeAccount: 'Security Services',
  receivableAccount: 'Accounts Receivable',
  taxAccount: 'Sales Tax Payable',
};
export const billingSettingsBodySchema = z
  .strictObject({
    salesAccountCode: accountCode.optional(),
    taxType: accountCode.optional(),
    incomeAccount: accountCode.optional(),
    receivableAccount: accountCode.optional(),
    taxAccount: accountCode.optional(),
  })
  .refine(changesSomething, 'validation.nothing_to_change')
  .meta({ id: 'BillingSettingsBody' });
export type BillingSettingsBody = z.input<typeof billingSettingsBodySchema>;

// ── Coverage ─────────────────────────────────────────────────────────────────────────────────────────────

export const coverageQuerySchema = inPeriod(
  z.strictObject({ from: dateOnlySchema, to: dateOnlySchema, customerId: idSchema.optional() }),
  maxInvoicePeriodDays,
);
export type CoverageQuery = z.infer<typeof coverageQuerySchema>;

/** A shift behind a coverage gap: places not filled, or people on it who did not clock in. */
export const coverageGapShiftSchema = z.object({
  shiftId: text(),
  post: text(),
  startAt: text(),
  endAt: text(),
  headcount: z.number().int(),
  assigned: z.number().int(),
  clockedIn: z.number().int(),
  published: z.boolean(),
});
export type CoverageGapShift = z.infer<typeof coverageGapShiftSchema>;

/** The gap shifts' times are shown in the line's event's zone (`timeZone`). */
export const coverageRowSchema = z.object({
  contractLineId: text(),
  ...contractOfShape,
  ...lineItemShape,
  /** The billing week's first day (the contract's week). */
  weekStart: text(),
  contractedMinutes: z.number().int(),
  deliveredMinutes: z.number().int(),
  uncoveredMinutes: z.number().int(),
  /** delivered ÷ contracted × 100 with 2 decimals; null when nothing is contracted. */
  coveragePct: z.number().nullable(),
  gaps: z.array(coverageGapShiftSchema),
});
export type CoverageRow = z.infer<typeof coverageRowSchema>;
export const coverageReportSchema = z
  .object({ items: z.array(coverageRowSchema), from: text(), to: text() })
  .meta({ id: 'CoverageReport' });
export type CoverageReport = z.infer<typeof coverageReportSchema>;

/** This week's coverage per customer (the dashboard and the map): contracted and delivered minutes so far. */
export const customerCoverageSchema = z
  .object({
    weekStart: text(),
    items: z.array(
      z.object({
        customerId: text(),
        customerName: text(),
        contractedMinutes: z.number().int(),
        deliveredMinutes: z.number().int(),
        coveragePct: z.number().nullable(),
      }),
    ),
  })
  .meta({ id: 'CustomerCoverage' });
export type CustomerCoverage = z.infer<typeof customerCoverageSchema>;

const createdIdSchema = z.object({ id: text() });

export const billingOperations = {
  listContracts: defineOperation({
    method: 'GET',
    path: '/contracts',
    access: 'billing.manage',
    tags,
    summary: 'The contracts of the customers in one’s scope (one customer’s with customerId)',
    query: contractListQuerySchema,
    response: contractListSchema,
  }),
  createContract: defineOperation({
    method: 'POST',
    path: '/customers/:id/contracts',
    access: 'billing.manage',
    tags,
    summary: 'Add a billing contract to a customer',
    params: idParamsSchema,
    body: contractCreateBodySchema,
    status: 201,
    response: createdIdSchema,
  }),
  getContract: defineOperation({
    method: 'GET',
    path: '/contracts/:id',
    access: 'billing.manage',
    tags,
    summary: 'A contract with its lines (every version)',
    params: idParamsSchema,
    response: contractSchema,
  }),
  updateContract: defineOperation({
    method: 'PATCH',
    path: '/contracts/:id',
    access: 'billing.manage',
    tags,
    summary: 'Change a contract’s terms (issued invoices keep the terms they were issued with)',
    params: idParamsSchema,
    body: contractUpdateBodySchema,
    response: contractSchema,
  }),
  createContractLine: defineOperation({
    method: 'POST',
    path: '/contracts/:id/lines',
    access: 'billing.manage',
    tags,
    summary: 'Add a line (or a new version of one: an open version of the same event and post ends the day before)',
    params: idParamsSchema,
    body: contractLineCreateBodySchema,
    status: 201,
    response: createdIdSchema,
  }),
  removeContractLine: defineOperation({
    method: 'DELETE',
    path: '/contract-lines/:id',
    access: 'billing.manage',
    tags,
    summary: 'Delete a line no invoice holds',
    params: idParamsSchema,
    status: 204,
  }),
  listHolidayCalendars: defineOperation({
    method: 'GET',
    path: '/holiday-calendars',
    access: 'billing.manage',
    tags,
    summary: 'The client’s holiday calendars with their dates',
    response: holidayCalendarListSchema,
  }),
  createHolidayCalendar: defineOperation({
    method: 'POST',
    path: '/holiday-calendars',
    access: 'billing.manage',
    tags,
    summary: 'Add a holiday calendar',
    body: holidayCalendarCreateBodySchema,
    status: 201,
    response: createdIdSchema,
  }),
  updateHolidayCalendar: defineOperation({
    method: 'PATCH',
    path: '/holiday-calendars/:id',
    access: 'billing.manage',
    tags,
    summary: 'Rename a holiday calendar or replace its dates (issued invoices keep the holidays they were issued with)',
    params: idParamsSchema,
    body: holidayCalendarUpdateBodySchema,
    response: holidayCalendarSchema,
  }),
  createInvoice: defineOperation({
    method: 'POST',
    path: '/contracts/:id/invoices',
    access: 'billing.manage',
    tags,
    summary: 'Draft the contract’s invoice for a period from the hours worked (and adjustments of issued invoices)',
    params: idParamsSchema,
    body: invoicePeriodBodySchema,
    status: 201,
    response: invoiceSchema,
  }),
  draftDueInvoices: defineOperation({
    method: 'POST',
    path: '/invoices/draft-due',
    access: 'billing.manage',
    tags,
    summary: 'Draft an invoice for every contract whose last billing period has ended and has none',
    body: invoicesDueBodySchema,
    response: invoicesDueSchema,
  }),
  listInvoices: defineOperation({
    method: 'GET',
    path: '/invoices',
    access: 'invoices.view',
    tags,
    summary: 'Invoices and credit notes (a customer’s own users: their issued ones only)',
    query: invoiceListQuerySchema,
    response: invoiceListSchema,
  }),
  exportInvoices: defineOperation({
    method: 'GET',
    path: '/invoices/export',
    access: 'billing.manage',
    tags,
    summary:
      'The issued invoices and credit notes whose period overlaps [from, to], for Xero, QuickBooks (IIF) or as CSV',
    query: invoiceExportQuerySchema,
    produces: 'text/csv',
  }),
  getInvoice: defineOperation({
    method: 'GET',
    path: '/invoices/:id',
    access: 'invoices.view',
    tags,
    summary: 'An invoice with its lines',
    params: idParamsSchema,
    response: invoiceSchema,
  }),
  invoiceLineEntries: defineOperation({
    method: 'GET',
    path: '/invoices/:id/lines/:lineId/entries',
    access: 'billing.manage',
    tags,
    summary: 'The clock entries behind an invoice line and the minutes each gave it',
    params: invoiceLineParamsSchema,
    response: invoiceLineEntryListSchema,
  }),
  removeInvoice: defineOperation({
    method: 'DELETE',
    path: '/invoices/:id',
    access: 'billing.manage',
    tags,
    summary: 'Delete a draft (an issued invoice is voided instead)',
    params: idParamsSchema,
    status: 204,
  }),
  issueInvoice: defineOperation({
    method: 'POST',
    path: '/invoices/:id/issue',
    access: 'billing.manage',
    tags,
    summary: 'Issue a draft: it takes the next number of the client’s sequence and never changes again',
    params: idParamsSchema,
    response: invoiceIssuedSchema,
  }),
  voidInvoice: defineOperation({
    method: 'POST',
    path: '/invoices/:id/void',
    access: 'billing.manage',
    tags,
    summary: 'Void an issued invoice: a credit note with its own number cancels it',
    params: idParamsSchema,
    body: invoiceVoidBodySchema,
    response: invoiceVoidedSchema,
  }),
  sendInvoice: defineOperation({
    method: 'POST',
    path: '/invoices/:id/send',
    access: 'billing.manage',
    tags,
    summary: 'Mail an issued invoice’s PDF to the contract’s billing e-mails (through the delivery log, with retries)',
    params: idParamsSchema,
    status: 202,
    response: invoiceSendSchema,
  }),
  invoicePdf: defineOperation({
    method: 'GET',
    path: '/invoices/:id/pdf',
    access: 'invoices.view',
    tags,
    summary: 'The invoice as a PDF in the contract’s language',
    params: idParamsSchema,
    produces: 'application/pdf',
  }),
  getBillingSettings: defineOperation({
    method: 'GET',
    path: '/billing/settings',
    access: 'billing.manage',
    tags,
    summary: 'The account and tax codes the exports write',
    response: billingSettingsSchema,
  }),
  updateBillingSettings: defineOperation({
    method: 'PATCH',
    path: '/billing/settings',
    access: 'billing.manage',
    tags,
    summary: 'Change the account and tax codes the exports write',
    body: billingSettingsBodySchema,
    response: billingSettingsSchema,
  }),
  coverageReport: defineOperation({
    method: 'GET',
    path: '/reports/coverage',
    access: 'billing.coverage',
    tags,
    summary: 'Contracted against delivered minutes per contract line and billing week, with the shifts behind each gap',
    query: coverageQuerySchema,
    response: coverageReportSchema,
  }),
  coverageCsv: defineOperation({
    method: 'GET',
    path: '/reports/coverage.csv',
    access: 'billing.coverage',
    tags,
    summary: 'The coverage report as CSV',
    query: coverageQuerySchema,
    produces: 'text/csv',
  }),
  customerCoverage: defineOperation({
    method: 'GET',
    path: '/reports/coverage/this-week',
    access: 'billing.coverage',
    tags,
    summary: 'This week’s coverage per customer so far (the dashboard and the map)',
    response: customerCoverageSchema,
  }),
} as const;
