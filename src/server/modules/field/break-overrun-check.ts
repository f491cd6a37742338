import { startPeriodicJob } from '../../background-work.ts';
import type { AppContext } from '../../context.ts';
import { insertDueBreakOverrunAlerts } from '../alerts/repository.ts';
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

/**
 * Runs the overrun check every `intervalMs` (and once at start) and drops idempotency receipts older than any
 * accepted replay (7 days + a day). Returns a stop function. Started by start-server.ts, not by buildApp, so tests
 * that build an app on a fixed clock call raiseBreakOverruns themselves.
 */
export function startFieldJobs(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  log: { error(obj: unknown, msg: string): void },
  intervalMs = 15_000,
): () => Promise<void> {
  let ticks = 0;
  const work = async () => {
    await raiseBreakOverruns(ctx);
    if (ticks++ % 240 === 0) await purgeReceipts(ctx.db, new Date(ctx.clock().getTime() - receiptRetentionMs));
  };
  return startPeriodicJob('field jobs', work, log, intervalMs);
}
