import { z } from '../zod.ts';
import { isoDateTime, text } from './common.ts';
import { defineOperation } from './operation.ts';

/*
 * Tamper evidence (docs/product/proof-of-service.md#tamper-evidence): the records a customer relies on are chained
 * by hash per client as they are written; verifying recomputes the chain over a period and names the first record
 * that no longer matches it, the rows that have no entry at all, and whether the chain still ends at its head.
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
  'audit_log',
] as const;

/** A published chain head, `<seq>:<hash>` as a daily activity report prints it. */
export const proofHeadPattern = /^[1-9]\d{0,14}:[0-9a-f]{64}$/;

/** Reads a head `<seq>:<hash>` (already checked against proofHeadPattern). */
export function parseProofHead(value: string): { seq: number; hash: string } {
  const [seq = '', hash = ''] = value.split(':');
  return { seq: Number(seq), hash };
}

const headSchema = z.object({ seq: z.number().int(), hash: text() });

export const proofVerifyQuerySchema = z
  .object({
    from: isoDateTime,
    to: isoDateTime,
    /** A head published earlier (printed on a daily activity report): the chain must still reach it. */
    head: text().trim().toLowerCase().regex(proofHeadPattern, 'proof.chain_head_position_hash').optional(),
  })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { message: 'validation.after_start', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: 'report_delivery.most_366_days',
    path: ['to'],
  });
export type ProofVerifyQuery = z.infer<typeof proofVerifyQuerySchema>;

export const proofVerifyResultSchema = z
  .object({
    /** Chain entries recomputed in the period. */
    checked: z.number().int(),
    /** The first record that breaks the chain (its entry, or the record as it is now, does not match); null when it holds. */
    brokenAt: z.object({ table: text(), id: text(), seq: z.number().int() }).nullable(),
    /** Rows of a chained table whose own time lies in the period and that have no chain entry (at most 200). */
    unchained: z.array(z.object({ table: text(), id: text() })),
    /** How many such rows there are in all. */
    unchainedTotal: z.number().int(),
    /** The chain's last entry now (null before the first chained record): the head to publish. */
    head: headSchema.nullable(),
    /** The chain no longer ends at its recorded head, or no longer reaches the published one. */
    truncated: z.boolean(),
    /** The head the chain should have reached when truncated: the recorded one, or the one given as `head`. */
    expectedHead: headSchema.extend({ source: z.enum(['recorded', 'published']) }).nullable(),
  })
  .meta({ id: 'ProofVerifyResult' });
export type ProofVerifyResult = z.infer<typeof proofVerifyResultSchema>;

export const proofOperations = {
  verify: defineOperation({
    method: 'GET',
    path: '/proof/verify',
    access: 'proof.verify',
    tags: ['proof'],
    summary:
      'Recompute the client’s hash chain over a period: the first record that broke it, rows with no entry, and whether it still reaches its head',
    query: proofVerifyQuerySchema,
    response: proofVerifyResultSchema,
  }),
};
