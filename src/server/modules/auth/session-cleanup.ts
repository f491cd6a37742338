import type { AppContext } from '../../context.ts';
import type { ScheduledJob } from '../../jobs/job-queue.ts';
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

/** The purge on the job queue, hourly. Started by start-server.ts, so tests on a fixed clock call it themselves. */
export function sessionJobs(ctx: CleanupContext): ScheduledJob[] {
  return [
    {
      name: 'auth.expired-sessions',
      description: 'removing expired sessions',
      everySeconds: 60 * 60,
      run: () => removeExpiredSessions(ctx),
    },
  ];
}
