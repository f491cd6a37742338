import { z } from '../zod.ts';
import { isoDateTime, text } from './common.ts';
import { defineOperation } from './operation.ts';

/*
 * Tamper evidence (docs/product/proof-of-service.md#tamper-evidence): the records a customer relies on are chained
 * by hash per client as they are written; verifying recomputes the chain over a period and names the first record
 * that no longer matches it.
 */

/** The tables whose records are chained, as `brokenAt.table` names them. */
export const proofTables = [
  'clock_entries',
  'breaks',
  'checkpoint_scans',
  'check_calls',
  'alerts',
  'incident_report_versions',
  'daily_activity_reports',
] as const;

export const proofVerifyQuerySchema = z
  .object({ from: isoDateTime, to: isoDateTime })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { message: 'Must be after the start', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: 'At most 366 days',
    path: ['to'],
  });
export type ProofVerifyQuery = z.infer<typeof proofVerifyQuerySchema>;

export const proofVerifyResultSchema = z
  .object({
    /** Chain entries recomputed in the period. */
    checked: z.number().int(),
    /** The first record that breaks the chain (its entry, or the record as it is now, does not match); null when it holds. */
    brokenAt: z.object({ table: text(), id: text(), seq: z.number().int() }).nullable(),
  })
  .meta({ id: 'ProofVerifyResult' });
export type ProofVerifyResult = z.infer<typeof proofVerifyResultSchema>;

export const proofOperations = {
  verify: defineOperation({
    method: 'GET',
    path: '/proof/verify',
    access: 'proof.verify',
    tags: ['proof'],
    summary: 'Recompute the client’s hash chain over a period and name the first record that broke it',
    query: proofVerifyQuerySchema,
    response: proofVerifyResultSchema,
  }),
};
