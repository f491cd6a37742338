import { sql } from 'drizzle-orm';
import type { ProofVerifyResult } from '../../../shared/contract/proof.ts';
import type { Database } from '../../db/client.ts';

type Db = Pick<Database, 'execute'>;

/** At most this many rows without a chain entry are named in one answer (all are counted). */
const maxUnchained = 200;

/**
 * The chain's check over [from, to) for one client, done by PostgreSQL in one statement (proof_verify, migration
 * 0029): the period's entries walked by position, the records they cover, the rows with no entry, and the head —
 * the recorded one, and `head` when a published one is given.
 */
export async function verifyProofChain(
  db: Db,
  clientId: string,
  from: Date,
  to: Date,
  head: { seq: number; hash: string } | undefined,
): Promise<ProofVerifyResult> {
  const result = await db.execute<{ result: ProofVerifyResult }>(
    sql`select proof_verify(${clientId}::uuid, ${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz,
      ${head ? String(head.seq) : null}::bigint, ${head?.hash ?? null}::text, ${maxUnchained}::int) as result`,
  );
  const row = result.rows[0];
  if (!row) throw new Error('proof_verify answered nothing');
  return row.result;
}
