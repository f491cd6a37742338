import type { AppContext } from '../../context.ts';
import type { ScheduledJob } from '../../jobs/job-queue.ts';
import { insertDueMissedClockInAlerts } from '../alerts/index.ts';

/**
 * No-shows (docs/product/shift-attendance.md): a person assigned to a shift who has not clocked in its client's
 * grace minutes after its start gets one Missed Clock-In alert, even if their phone sends nothing. Safe with
 * several API processes (each assignment is claimed once). Returns the ids of the alerts raised.
 */
export function raiseMissedClockIns(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<string[]> {
  return insertDueMissedClockInAlerts(ctx.db, ctx.clock());
}

/** The no-show check every 30 s: an alert reaches the console within 30 s of the grace running out. */
export function shiftJobs(ctx: Pick<AppContext, 'db' | 'clock'>): ScheduledJob[] {
  return [
    {
      name: 'shifts.no-shows',
      description: 'no-show check',
      everySeconds: 30,
      retryLimit: 2,
      retryDelaySeconds: 5,
      timeoutSeconds: 60,
      run: () => raiseMissedClockIns(ctx),
    },
  ];
}
