import type { AppContext } from '../../context.ts';
import type { ScheduledJob } from '../../jobs/job-queue.ts';
import { raiseMissedCheckpoints } from './service.ts';
import { raiseWelfareAlerts } from './welfare-check.ts';

/**
 * The scheduled half of tours and check-calls (docs/product/tours-and-check-calls.md): the missed-checkpoint check
 * every minute (a run's alert comes within a minute of its grace closing) and the welfare check every 30 s.
 * Started by start-server.ts; tests on a fixed clock call the checks themselves.
 */
export function tourJobs(ctx: Pick<AppContext, 'db' | 'clock'>): ScheduledJob[] {
  return [
    {
      name: 'tours.missed-checkpoints',
      description: 'missed-checkpoint check',
      everySeconds: 60,
      retryLimit: 2,
      retryDelaySeconds: 5,
      timeoutSeconds: 120,
      run: () => raiseMissedCheckpoints(ctx),
    },
    {
      name: 'tours.welfare',
      description: 'missed check-call and no-movement check',
      everySeconds: 30,
      retryLimit: 2,
      retryDelaySeconds: 2,
      timeoutSeconds: 60,
      run: () => raiseWelfareAlerts(ctx),
    },
  ];
}
