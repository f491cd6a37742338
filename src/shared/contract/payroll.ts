import { payFrequencies, payrollDefaults } from '../payroll-rules.ts';
import { z } from '../zod.ts';
import { dateOnlySchema, idSchema, optionalText, text } from './common.ts';
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
} as const;

/** The settings before a client saves its own (the anchor: the workweek holding today, in the client's zone). */
export const paySettingsDefaults = { frequency: 'weekly', holidayPayPct: payrollDefaults.holidayPct } as const;

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
};
