import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { authFailures } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

export type AttemptKind = 'sign-in' | 'password-reset';
export const attemptWindowMs = 15 * 60 * 1000;

export class TooManyAttemptsError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super('rate_limited', `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Refuses when the account or the address has `limit` failures in the last 15 minutes (DESIGN §3: sign-in is
 * rate limited). Kept in PostgreSQL so every API instance sees the same count.
 */
export async function assertAttemptAllowed(
  ctx: AppContext,
  kind: AttemptKind,
  email: string,
  ip: string | null,
): Promise<void> {
  const now = ctx.clock();
  const since = new Date(now.getTime() - attemptWindowMs);
  const key = email.trim().toLowerCase();
  const [row] = await ctx.db
    .select({
      byEmail: sql<number>`count(*) filter (where ${authFailures.email} = ${key})::int`,
      byIp: ip ? sql<number>`count(*) filter (where ${authFailures.ip} = ${ip})::int` : sql<number>`0`,
      oldest: sql<string | null>`min(${authFailures.at})`,
    })
    .from(authFailures)
    .where(
      and(
        eq(authFailures.kind, kind),
        gt(authFailures.at, since),
        ip ? or(eq(authFailures.email, key), eq(authFailures.ip, ip)) : eq(authFailures.email, key),
      ),
    );
  if (!row || (row.byEmail < ctx.attemptLimit && row.byIp < ctx.attemptLimit)) return;
  const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
  throw new TooManyAttemptsError(Math.max(1, Math.ceil((oldest + attemptWindowMs - now.getTime()) / 1000)));
}

export async function recordFailure(
  db: Pick<Database, 'insert' | 'delete'>,
  kind: AttemptKind,
  email: string,
  ip: string | null,
  now: Date,
) {
  await db.insert(authFailures).values({ kind, email: email.trim().toLowerCase(), ip, at: now });
  await db.delete(authFailures).where(lt(authFailures.at, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
}
