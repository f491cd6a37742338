import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

type Db = Pick<Database, 'execute'>;

/** The chain's check over [from, to) for one client, done by PostgreSQL (proof_verify, migration 0026). */
export async function verifyProofChain(
  db: Db,
  clientId: string,
  from: Date,
  to: Date,
): Promise<{ checked: number; broken: { table: string; id: string; seq: number } | null }> {
  const result = await db.execute<{
    checked: string;
    broken_table: string | null;
    broken_id: string | null;
    broken_seq: string | null;
  }>(
    sql`select * from proof_verify(${clientId}::uuid, ${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`,
  );
  const row = result.rows[0];
  if (!row) throw new Error('proof_verify answered nothing');
  return {
    checked: Number(row.checked),
    broken:
      row.broken_table && row.broken_id
        ? { table: row.broken_table, id: row.broken_id, seq: Number(row.broken_seq ?? 0) }
        : null,
  };
}

/** A client's chain head: its length and latest hash (none before its first chained record). */
export async function proofChainHead(db: Db, clientId: string): Promise<{ seq: number; hash: string } | undefined> {
  const result = await db.execute<{ seq: string; hash: string }>(
    sql`select seq, hash from proof_chain_heads where client_id = ${clientId}::uuid`,
  );
  const row = result.rows[0];
  return row ? { seq: Number(row.seq), hash: row.hash } : undefined;
}
