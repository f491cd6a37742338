import { type PayrollIds, payrollIdsBodySchema } from '../../../../shared/contract/payroll.ts';
import type { PersonnelUpdateBody } from '../../../../shared/contract/personnel.ts';
import { z } from '../../../../shared/zod.ts';

/** The providers a person has an employee id at, in the order the page shows them. */
export const payrollIdProviders = [
  'adp',
  'gusto',
  'paychex',
  'quickbooks',
] as const satisfies readonly (keyof PayrollIds)[];
export type PayrollIdProvider = (typeof payrollIdProviders)[number];

/**
 * The payroll-ids form, nested as the PATCH body is, so the server's field errors (`payrollIds.adp`) name its
 * fields; checked with the contract's own rules (trimmed, at most 32 characters, blank clears).
 */
export const payrollIdsFormSchema = z.object({ payrollIds: payrollIdsBodySchema });
export type PayrollIdsFormInput = z.input<typeof payrollIdsFormSchema>;
export type PayrollIdsFormOutput = z.output<typeof payrollIdsFormSchema>;

export const payrollIdsFormFields = payrollIdProviders.map((key) => `payrollIds.${key}` as const);

/** What the form starts with: each id, or '' where none is set. */
export function payrollIdsFormValues(ids: PayrollIds): PayrollIdsFormInput {
  return {
    payrollIds: {
      adp: ids.adp ?? '',
      gusto: ids.gusto ?? '',
      paychex: ids.paychex ?? '',
      quickbooks: ids.quickbooks ?? '',
    },
  };
}

/** Only the ids that changed (null clears one), so an id someone else set meanwhile is kept. */
export function payrollIdsChanges(
  before: PayrollIds,
  after: PayrollIdsFormOutput['payrollIds'],
): NonNullable<PersonnelUpdateBody['payrollIds']> {
  const changes: NonNullable<PersonnelUpdateBody['payrollIds']> = {};
  for (const key of payrollIdProviders) {
    const value = after[key] ?? null;
    if (value !== before[key]) changes[key] = value;
  }
  return changes;
}
