import { startPeriodicJob } from '../../background-work.ts';
import type { AppContext } from '../../context.ts';
import { deleteDeadChallenges } from './repository.ts';

type CleanupContext = Pick<AppContext, 'db' | 'clock'>;

/**
 * Removes the pending sign-ins and passkey registrations that can no longer be used (expired or consumed); they
 * are refused either way, this only keeps `mfa_challenges` small. Returns how many rows went.
 */
export function removeDeadMfaChallenges(ctx: CleanupContext): Promise<number> {
  return deleteDeadChallenges(ctx.db, ctx.clock());
}

/**
 * Runs the cleanup every `intervalMs` (and once at start); returns a stop function. Started by start-server.ts,
 * so tests on a fixed clock call removeDeadMfaChallenges themselves.
 */
export function startMfaJobs(
  ctx: CleanupContext,
  log: { error(obj: unknown, msg: string): void },
  intervalMs = 10 * 60_000,
): () => Promise<void> {
  return startPeriodicJob('removing dead MFA challenges', () => removeDeadMfaChallenges(ctx), log, intervalMs);
}
