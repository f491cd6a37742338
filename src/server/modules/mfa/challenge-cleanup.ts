import type { AppContext } from '../../context.ts';
import type { ScheduledJob } from '../../jobs/job-queue.ts';
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
 * The cleanup on the job queue, every 10 minutes. Started by start-server.ts, so tests on a fixed clock call
 * removeDeadMfaChallenges themselves.
 */
export function mfaJobs(ctx: CleanupContext): ScheduledJob[] {
  return [
    {
      name: 'mfa.dead-challenges',
      description: 'removing dead MFA challenges',
      everySeconds: 10 * 60,
      run: () => removeDeadMfaChallenges(ctx),
    },
  ];
}
