import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authAttempts } from '../../db/schema.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A signed 64-bit advisory-lock key for one limited key (e.g. `sign-in|email|a@b.test`). */
function lockKeyOf(key: string): bigint {
  return createHash('sha256').update(key).digest().readBigInt64BE(0);
}

/**
 * Takes the transaction-scoped advisory locks of these keys, in one global order so that two requests locking
 * overlapping keys cannot deadlock. Held until the transaction ends.
 */
export async function lockAttemptKeys(tx: Tx, keys: readonly string[]): Promise<void> {
  const ordered = [...new Set(keys.map(lockKeyOf))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const key of ordered) await tx.execute(sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`);
}

/** Reservations of `kind` for one column value since `since`: how many, and the oldest (for Retry-After). */
export async function countAttempts(
  tx: Tx,
  kind: string,
  column: 'email' | 'ip',
  value: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const target = column === 'email' ? authAttempts.email : authAttempts.ip;
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${authAttempts.at})` })
    .from(authAttempts)
    .where(and(eq(authAttempts.kind, kind), eq(target, value), gt(authAttempts.at, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function insertAttempt(
  tx: Tx,
  row: { kind: string; email: string | null; ip: string | null; at: Date },
): Promise<number> {
  const [inserted] = await tx.insert(authAttempts).values(row).returning({ id: authAttempts.id });
  if (!inserted) throw new Error('attempt reservation was not inserted');
  return inserted.id;
}

export async function deleteAttempt(db: Pick<Database, 'delete'>, id: number): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.id, id));
}

/** Reservations older than a day count for nothing; trimmed now and then by the requests that reserve. */
export async function purgeAttemptsBefore(db: Pick<Database, 'delete'>, before: Date): Promise<void> {
  await db.delete(authAttempts).where(lt(authAttempts.at, before));
}
