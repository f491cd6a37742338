import { startPeriodicJob } from '../../background-work.ts';
import type { AppContext } from '../../context.ts';
import { deleteExpiredSessions } from './repository.ts';
import { idleTimeoutMs } from './service.ts';

type CleanupContext = Pick<AppContext, 'db' | 'clock'>;

/**
 * Removes the sessions that are refused anyway (expired, or idle longer than the idle timeout); this only keeps
 * `sessions` from growing with every sign-in that never signs out. Returns how many rows went.
 */
export function removeExpiredSessions(ctx: CleanupContext): Promise<number> {
  return deleteExpiredSessions(ctx.db, ctx.clock(), idleTimeoutMs);
}

/**
 * Runs the cleanup every `intervalMs` (and once at start); returns a stop function. Started by start-server.ts,
 * so tests on a fixed clock call removeExpiredSessions themselves.
 */
export function startSessionJobs(
  ctx: CleanupContext,
  log: { error(obj: unknown, msg: string): void },
  intervalMs = 60 * 60_000,
): () => Promise<void> {
  return startPeriodicJob('removing expired sessions', () => removeExpiredSessions(ctx), log, intervalMs);
}
