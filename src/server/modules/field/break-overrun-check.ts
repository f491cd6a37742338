import type { AppContext } from '../../context.ts';
import type { ScheduledJob } from '../../jobs/job-queue.ts';
import { insertDueBreakOverrunAlerts } from '../alerts/index.ts';
import { purgeReceipts } from './repository.ts';

/**
 * The scheduled half of the geofence engine: a break that runs past its allowed length raises one Break Overrun
 * alert when it overruns, even if the guard's phone sends nothing more. Safe with several API instances: each
 * break is claimed once (the marker column, rows locked with skip locked). Returns the ids of the alerts raised.
 */
export async function raiseBreakOverruns(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<string[]> {
  return insertDueBreakOverrunAlerts(ctx.db, ctx.clock());
}

const receiptRetentionMs = 8 * 24 * 60 * 60_000;

/** Drops idempotency receipts older than any accepted replay (7 days + a day); returns how many went. */
export function purgeOldReceipts(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  return purgeReceipts(ctx.db, new Date(ctx.clock().getTime() - receiptRetentionMs));
}

/**
 * The field's scheduled work on the job queue: the overrun check every 15 s (a break alerts within 15 s of
 * overrunning) and the receipt purge hourly. Started by start-server.ts, not by buildApp, so tests that build an app
 * on a fixed clock call raiseBreakOverruns themselves.
 */
export function fieldJobs(ctx: Pick<AppContext, 'db' | 'clock'>): ScheduledJob[] {
  return [
    {
      name: 'field.break-overruns',
      description: 'break-overrun check',
      everySeconds: 15,
      // The next slot comes in 15 s: retry soon, and give up before the slots pile up.
      retryLimit: 2,
      retryDelaySeconds: 2,
      timeoutSeconds: 60,
      run: () => raiseBreakOverruns(ctx),
    },
    {
      name: 'field.receipt-purge',
      description: 'idempotency-receipt purge',
      everySeconds: 60 * 60,
      run: () => purgeOldReceipts(ctx),
    },
  ];
}
