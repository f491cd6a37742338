import type { AppContext } from '../../context.ts';
import { TooManyAttemptsError } from '../../http/rate-limit-error.ts';
import {
  countAttempts,
  deleteAttempt,
  insertAttempt,
  lockAttemptKeys,
  purgeAttemptsBefore,
} from './attempt-repository.ts';

/** What is limited: sign-in password checks, reset-link requests, sign-ups and reset-link redemptions. */
export type AttemptKind = 'sign-in' | 'password-reset' | 'sign-up' | 'reset-password';
export const attemptWindowMs = 15 * 60 * 1000;
const keepAttemptsMs = 24 * 60 * 60 * 1000;

/** A reserved attempt: kept, it counts towards the limit for the window; released, it never happened. */
export interface AttemptReservation {
  release(): Promise<void>;
}

/**
 * Reserves one attempt of `kind` for the account (`email`, when the attempt names one) and for the address, or
 * refuses with 429 when either already has `ctx.attemptLimit` in the last 15 minutes. The count and the
 * reservation happen under an advisory lock per key, in PostgreSQL, so however many requests run at once — on
 * however many server processes — at most the limit of them get through per window
 * (docs/decisions/0014-hardening-limits-text-and-fuzzing.md).
 */
export async function reserveAttempt(
  ctx: AppContext,
  kind: AttemptKind,
  who: { email?: string | null; ip: string | null },
): Promise<AttemptReservation> {
  const now = ctx.clock();
  const since = new Date(now.getTime() - attemptWindowMs);
  const email = who.email ? who.email.trim().toLowerCase() : null;
  const keys: Array<{ column: 'email' | 'ip'; value: string }> = [];
  if (email) keys.push({ column: 'email', value: email });
  if (who.ip) keys.push({ column: 'ip', value: who.ip });

  const id = await ctx.db.transaction(async (tx) => {
    await lockAttemptKeys(
      tx,
      keys.map((k) => `${kind}|${k.column}|${k.value}`),
    );
    let retryAfterMs = 0;
    for (const key of keys) {
      const { count, oldest } = await countAttempts(tx, kind, key.column, key.value, since);
      if (count >= ctx.attemptLimit) {
        const freedAt = (oldest ?? now).getTime() + attemptWindowMs;
        retryAfterMs = Math.max(retryAfterMs, freedAt - now.getTime());
      }
    }
    if (retryAfterMs > 0) throw new TooManyAttemptsError(Math.max(1, Math.ceil(retryAfterMs / 1000)));
    const reserved = await insertAttempt(tx, { kind, email, ip: who.ip, at: now });
    // Trimming old rows now and then keeps the table small without a job of its own.
    if (reserved % 100 === 0) await purgeAttemptsBefore(tx, new Date(now.getTime() - keepAttemptsMs));
    return reserved;
  });
  return { release: () => deleteAttempt(ctx.db, id) };
}
