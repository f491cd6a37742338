import { payFrequencies, payrollDefaults } from '../payroll-rules.ts';
import { z } from '../zod.ts';
import { dateOnlySchema, idParamsSchema, idSchema, optionalText, text } from './common.ts';
import { fieldErrorKey, withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';

/*
 * Payroll runs (docs/product/payroll-runs.md): the client's pay settings — how often it pays, from which anchor,
 * daily overtime and double time, holiday pay and the payroll provider it exports to. The weekly overtime
 * threshold, the OT multiplier and the workweek's first day stay in the scheduling settings (contract/shifts.ts);
 * the pay-run service reads both into src/shared/payroll-rules.ts's PayrollTerms. Executive and manager
 * (`payroll.manage`), per client.
 */

const tags = ['payroll'];

export const payrollProviders = ['adp', 'gusto', 'paychex', 'quickbooks'] as const;
export type PayrollProvider = (typeof payrollProviders)[number];
/** The rate types whose earning code the provider's file names (REG is the provider's own default). */
export const earningCodeTypes = ['OT', 'DT', 'HOL'] as const;

/** The bounds the API and the pay_settings CHECK constraints share. */
export const payLimits = {
  dailyMinutes: { min: 1, max: 1440 },
  holidayPayPct: { min: 100, max: 300 },
  companyCode: 32,
  earningCode: 16,
  /** A person's employee id at a provider (person_payroll_ids). */
  payrollId: 32,
  /** A column title of an export template (Gusto's). */
  columnTitle: 64,
} as const;

/** The settings before a client saves its own (the anchor: the workweek holding today, in the client's zone). */
export const paySettingsDefaults = { frequency: 'weekly', holidayPayPct: payrollDefaults.holidayPct } as const;

/**
 * The column titles of the client's Gusto hours template (docs/product/payroll-exports.md): Gusto's templates
 * differ, so they are a setting; null leaves a column out (hours without a column are listed to key in by hand).
 */
export const gustoDefaultColumns = {
  lastName: 'last_name',
  firstName: 'first_name',
  employeeId: 'gusto_employee_id',
  title: 'title',
  regularHours: 'regular_hours',
  overtimeHours: 'overtime_hours',
  doubleOvertimeHours: 'double_overtime_hours',
  holidayHours: 'holiday_hours',
} as const;
export interface GustoColumns {
  lastName: string;
  firstName: string;
  employeeId: string | null;
  title: string;
  regularHours: string;
  overtimeHours: string;
  doubleOvertimeHours: string | null;
  holidayHours: string | null;
}
export const gustoColumnKeys = Object.keys(gustoDefaultColumns) as (keyof GustoColumns)[];
/** The columns that may be left out (null). */
export const gustoOptionalColumns = ['employeeId', 'doubleOvertimeHours', 'holidayHours'] as const;

const whole = (min: number, max: number) =>
  z
    .number('validation.not_number')
    .int('validation.not_integer')
    .min(min, withCode('validation.too_small'))
    .max(max, withCode('validation.too_big'));

const dailyMinutes = whole(payLimits.dailyMinutes.min, payLimits.dailyMinutes.max).nullable().optional();

const earningCodesSchema = z
  .object({ OT: text().nullable(), DT: text().nullable(), HOL: text().nullable() })
  .meta({ id: 'PayEarningCodes' });

export const paySettingsSchema = z
  .object({
    frequency: z.enum(payFrequencies),
    /** YYYY-MM-DD: the first day of a pay period (weekly and biweekly count 7 or 14 days from it). */
    anchorDate: text(),
    /** Daily OT after this many minutes of a local day; null = none. */
    dailyOtAfterMinutes: z.number().int().nullable(),
    /** Daily DT after this many minutes of a local day; null = none. */
    dailyDtAfterMinutes: z.number().int().nullable(),
    /** Holiday pay as a percentage of the minute's own rate. */
    holidayPayPct: z.number().int(),
    holidayCalendarId: text().nullable(),
    provider: z.enum(payrollProviders).nullable(),
    companyCode: text().nullable(),
    earningCodes: earningCodesSchema,
    /** The Gusto template's column titles (the defaults until set). */
    gustoColumns: z.object({
      lastName: text(),
      firstName: text(),
      employeeId: text().nullable(),
      title: text(),
      regularHours: text(),
      overtimeHours: text(),
      doubleOvertimeHours: text().nullable(),
      holidayHours: text().nullable(),
    }),
  })
  .meta({ id: 'PaySettings' });
export type PaySettings = z.infer<typeof paySettingsSchema>;

export const paySettingsBodySchema = z
  .strictObject({
    frequency: z.enum(payFrequencies, withCode('validation.either')),
    anchorDate: dateOnlySchema,
    dailyOtAfterMinutes: dailyMinutes,
    dailyDtAfterMinutes: dailyMinutes,
    holidayPayPct: whole(payLimits.holidayPayPct.min, payLimits.holidayPayPct.max),
    holidayCalendarId: idSchema.nullable().optional(),
    provider: z.enum(payrollProviders, withCode('validation.either')).nullable().optional(),
    companyCode: optionalText(payLimits.companyCode),
    earningCodes: z
      .strictObject({
        OT: optionalText(payLimits.earningCode),
        DT: optionalText(payLimits.earningCode),
        HOL: optionalText(payLimits.earningCode),
      })
      .optional(),
    /** A title left out keeps its default; null leaves an optional column (id, double overtime, holiday) out. */
    gustoColumns: z
      .strictObject(
        Object.fromEntries(gustoColumnKeys.map((key) => [key, optionalText(payLimits.columnTitle)])) as Record<
          keyof GustoColumns,
          ReturnType<typeof optionalText>
        >,
      )
      .optional(),
  })
  .refine(
    (b) =>
      b.dailyOtAfterMinutes == null || b.dailyDtAfterMinutes == null || b.dailyDtAfterMinutes > b.dailyOtAfterMinutes,
    {
      message: fieldErrorKey({ code: 'payroll.dt_not_after_ot' }),
      path: ['dailyDtAfterMinutes'],
    },
  )
  .meta({ id: 'PaySettingsBody' });
export type PaySettingsBody = z.infer<typeof paySettingsBodySchema>;

/** A person's employee id at each provider (null = none), on their personnel record. */
export const payrollIdsSchema = z
  .object({
    adp: text().nullable(),
    gusto: text().nullable(),
    paychex: text().nullable(),
    quickbooks: text().nullable(),
  })
  .meta({ id: 'PayrollIds' });
export type PayrollIds = z.infer<typeof payrollIdsSchema>;

export const payrollIdsBodySchema = z
  .strictObject({
    adp: optionalText(payLimits.payrollId),
    gusto: optionalText(payLimits.payrollId),
    paychex: optionalText(payLimits.payrollId),
    quickbooks: optionalText(payLimits.payrollId),
  })
  .meta({ id: 'PayrollIdsBody' });

// ── Pay runs ──────────────────────────────────────────────────────────────────────────────────────────────

export const payRunStatuses = ['open', 'approved'] as const;
export type PayRunStatus = (typeof payRunStatuses)[number];
export const payRateTypes = ['REG', 'OT', 'DT', 'HOL', 'ADJ'] as const;
export const payRunExportFormats = ['adp', 'gusto', 'paychex', 'iif', 'csv'] as const;
export type PayRunExportFormat = (typeof payRunExportFormats)[number];
/** The provider whose employee ids an export format needs (none for IIF and the plain CSV). */
export const providerOfFormat: Record<PayRunExportFormat, PayrollProvider | null> = {
  adp: 'adp',
  gusto: 'gusto',
  paychex: 'paychex',
  iif: null,
  csv: null,
};
/**
 * What needs attention in a person's run: an open clock entry (approval waits for it), a punch added by hand, no id
 * at the client's provider, or minutes at an event with no pay rate for the person's role.
 */
export const payRunIssueCodes = [
  'payrun.open_entry',
  'payrun.missed_punch',
  'payrun.missing_provider_id',
  'payrun.no_pay_rate',
] as const;

export const payRunLineSchema = z
  .object({
    rateType: z.enum(payRateTypes),
    /** ADJ: the rate type whose pay it corrects or settles; null otherwise. */
    adjusts: z.enum(payRateTypes).nullable(),
    /** ADJ correcting an approved run after its entries changed: that run and its period's first day. */
    adjustsRunId: text().nullable(),
    adjustsPeriodStart: text().nullable(),
    /** OT, DT and ADJ lines: the workweek (its first day) whose regular rate prices them. */
    workweek: text().nullable(),
    minutes: z.number().int(),
    hours: z.number(),
    /** The line's rate per hour in cents, rounded (display); the amount comes from the exact rate. */
    rateCents: z.number().int(),
    /** The straight-time rate of its minutes. */
    ownRateCents: z.number().int(),
    amountCents: z.number().int(),
    entryIds: z.array(text()),
    dates: z.array(text()),
  })
  .meta({ id: 'PayRunLine' });
export type PayRunLine = z.infer<typeof payRunLineSchema>;

export const payRunIssueSchema = z
  .object({
    code: z.enum(payRunIssueCodes),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: 'PayRunIssue' });
export type PayRunIssue = z.infer<typeof payRunIssueSchema>;

/** A clock entry behind a person's figures, as the review shows it. */
export const payRunEntrySchema = z
  .object({
    id: text(),
    eventId: text().nullable(),
    eventName: text().nullable(),
    clockIn: text(),
    clockOut: text().nullable(),
    /** Unpaid break minutes taken in it. */
    breakMinutes: z.number().int(),
    /** Added by hand as a missed punch. */
    added: z.boolean(),
    /** The approved run that paid it (locked), if any. */
    paidByRunId: text().nullable(),
  })
  .meta({ id: 'PayRunEntry' });

export const payRunWorkweekSchema = z
  .object({
    start: text(),
    nonHolidayMinutes: z.number().int(),
    straightTimeCents: z.number().int(),
    regularRateCents: z.number().int().nullable(),
    settled: z.boolean(),
  })
  .meta({ id: 'PayRunWorkweek' });

export const payRunPersonSchema = z
  .object({
    userId: text(),
    name: text(),
    lines: z.array(payRunLineSchema),
    grossCents: z.number().int(),
    workweeks: z.array(payRunWorkweekSchema),
    issues: z.array(payRunIssueSchema),
    entries: z.array(payRunEntrySchema),
  })
  .meta({ id: 'PayRunPerson' });
export type PayRunPerson = z.infer<typeof payRunPersonSchema>;

const rateTypeTotal = z.object({ minutes: z.number().int(), amountCents: z.number().int() });

export const payRunTotalsSchema = z
  .object({
    people: z.number().int(),
    minutes: z.number().int(),
    grossCents: z.number().int(),
    byRateType: z.object({
      REG: rateTypeTotal,
      OT: rateTypeTotal,
      DT: rateTypeTotal,
      HOL: rateTypeTotal,
      ADJ: rateTypeTotal,
    }),
    /** People with each issue code. */
    issues: z.object({
      'payrun.open_entry': z.number().int(),
      'payrun.missed_punch': z.number().int(),
      'payrun.missing_provider_id': z.number().int(),
      'payrun.no_pay_rate': z.number().int(),
    }),
  })
  .meta({ id: 'PayRunTotals' });
export type PayRunTotals = z.infer<typeof payRunTotalsSchema>;

export const payRunExportRecordSchema = z
  .object({
    format: z.enum(payRunExportFormats),
    fileName: text(),
    sha256: text(),
    rows: z.number().int(),
    /** Figures the provider's layout cannot carry (ADJ amounts, hours without a column): to key in by hand. */
    manual: z.array(z.object({ userId: text(), name: text(), what: text() })),
    exportedAt: text(),
    exportedByName: text().nullable(),
  })
  .meta({ id: 'PayRunExportRecord' });

const payRunHeadShape = {
  id: text(),
  periodStart: text(),
  periodEnd: text(),
  status: z.enum(payRunStatuses),
  createdAt: text(),
  approvedAt: text().nullable(),
  approvedByName: text().nullable(),
};

export const payRunSummarySchema = z
  .object({
    ...payRunHeadShape,
    /** Approved runs: as stored; open runs: null (computed when the run is opened). */
    people: z.number().int().nullable(),
    grossCents: z.number().int().nullable(),
  })
  .meta({ id: 'PayRunSummary' });
export type PayRunSummary = z.infer<typeof payRunSummarySchema>;

export const payRunSchema = z
  .object({
    ...payRunHeadShape,
    /** The provider the client exports to (pay settings), if any. */
    provider: z.enum(payrollProviders).nullable(),
    people: z.array(payRunPersonSchema),
    totals: payRunTotalsSchema,
    exports: z.array(payRunExportRecordSchema),
  })
  .meta({ id: 'PayRun' });
export type PayRun = z.infer<typeof payRunSchema>;

export const payRunListSchema = z.object({ items: z.array(payRunSummarySchema) }).meta({ id: 'PayRunList' });

export const payRunCreateBodySchema = z.strictObject({ periodStart: dateOnlySchema }).meta({ id: 'PayRunCreateBody' });
export type PayRunCreateBody = z.infer<typeof payRunCreateBodySchema>;

export const payRunCreatedSchema = z
  .object({ id: text(), periodStart: text(), periodEnd: text(), status: z.enum(payRunStatuses) })
  .meta({ id: 'PayRunCreated' });

export const payRunExportQuerySchema = z.object({
  format: z.enum(payRunExportFormats, withCode('validation.one_of')),
});

/** A guard's own figures per run (the pay stub preview on /field): approved runs and the open ones. */
export const myPayRunSchema = z
  .object({
    id: text(),
    periodStart: text(),
    periodEnd: text(),
    status: z.enum(payRunStatuses),
    lines: z.array(payRunLineSchema),
    grossCents: z.number().int(),
  })
  .meta({ id: 'MyPayRun' });
export const myPayRunListSchema = z.object({ items: z.array(myPayRunSchema) }).meta({ id: 'MyPayRunList' });

export const payrollOperations = {
  getPaySettings: defineOperation({
    method: 'GET',
    path: '/pay-settings',
    access: 'payroll.manage',
    tags,
    summary: 'The client’s pay settings (the defaults until first saved)',
    response: paySettingsSchema,
  }),
  updatePaySettings: defineOperation({
    method: 'PUT',
    path: '/pay-settings',
    access: 'payroll.manage',
    tags,
    summary: 'Replace the client’s pay settings (frequency, anchor, daily OT/DT, holiday pay, provider and codes)',
    body: paySettingsBodySchema,
    response: paySettingsSchema,
  }),
  listPayRuns: defineOperation({
    method: 'GET',
    path: '/pay-runs',
    access: 'payroll.review',
    tags,
    summary: 'The client’s pay runs, newest period first',
    response: payRunListSchema,
  }),
  createPayRun: defineOperation({
    method: 'POST',
    path: '/pay-runs',
    access: 'payroll.manage',
    tags,
    summary: 'Open the run of the pay period starting on periodStart (one per period; audited)',
    body: payRunCreateBodySchema,
    status: 201,
    response: payRunCreatedSchema,
  }),
  myPayRuns: defineOperation({
    method: 'GET',
    path: '/pay-runs/mine',
    access: 'field.use',
    tags,
    summary: 'The signed-in person’s hours and gross per run (a preview, not a payslip)',
    response: myPayRunListSchema,
  }),
  getPayRun: defineOperation({
    method: 'GET',
    path: '/pay-runs/:id',
    access: 'payroll.review',
    tags,
    summary: 'A run per person: lines, gross, the workweeks, what needs attention and the entries behind them',
    params: idParamsSchema,
    response: payRunSchema,
  }),
  approvePayRun: defineOperation({
    method: 'POST',
    path: '/pay-runs/:id/approve',
    access: 'payroll.manage',
    tags,
    summary: 'Approve a run: its lines are stored, its entries locked, the run enters the proof chain (audited)',
    params: idParamsSchema,
    response: payRunSchema,
  }),
  exportPayRun: defineOperation({
    method: 'GET',
    path: '/pay-runs/:id/export',
    access: 'payroll.manage',
    tags,
    summary: 'An approved run as the provider’s import file (ADP, Gusto, Paychex, QuickBooks IIF) or as CSV (recorded)',
    params: idParamsSchema,
    query: payRunExportQuerySchema,
    produces: 'text/csv',
  }),
};

/** The titles in force: the stored ones over the defaults (a required column's null keeps its default). */
export function gustoColumnsOf(
  stored: Partial<Record<keyof GustoColumns, string | null>> | null | undefined,
): GustoColumns {
  const result: Record<string, string | null> = { ...gustoDefaultColumns };
  for (const key of gustoColumnKeys) {
    const value = stored?.[key];
    if (value === undefined) continue;
    if (value === null && !(gustoOptionalColumns as readonly string[]).includes(key)) continue;
    result[key] = value;
  }
  return result as unknown as GustoColumns;
}
