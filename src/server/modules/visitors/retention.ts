import type { AppContext } from '../../context.ts';
import type { ScheduledJob } from '../../jobs/job-queue.ts';
import { purgeDueVisitors, recordVisitorPurge } from './retention-repository.ts';

/*
 * Visitor data retention (docs/product/visitors.md#retention): the personal data of a visitor whose last activity (check-out, check-in,
 * expected time, decision or creation — the latest) is older than their client's visitorRetentionDays is removed:
 * the name becomes 'Purged visitor'; company, email, phone, plate, badge, ID fields and the photo (its stored bytes too, unless another record has the same) are
 * cleared and purged_at is stamped. The visit itself stays, so counts and history remain. One audit entry per
 * client per batch of up to 1000 (in the purge's transaction) with the count. Safe with several API instances: rows are claimed with `for update skip locked`.
 */

export const purgedVisitorName = 'Purged visitor';
const batchSize = 1000;

export interface PurgeResult {
  clientId: string;
  count: number;
}

type RetentionContext = Pick<AppContext, 'db' | 'clock' | 'files'>;

/** One batch of at most 1000 visitors; returns the count per client and the photos to release. */
async function purgeBatch(ctx: RetentionContext, now: Date) {
  return ctx.db.transaction(async (tx) => {
    const rows = await purgeDueVisitors(tx, now, batchSize, purgedVisitorName);
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.client_id, (counts.get(row.client_id) ?? 0) + 1);
    // Audited in the same transaction as the purge: no purge without its record (one entry per client per batch).
    for (const [clientId, count] of counts) await recordVisitorPurge(tx, clientId, count, now);
    const photos = rows.map((r) => r.photo_file);
    return { counts, photos, full: rows.length === batchSize };
  });
}

/** Purges every visitor past retention (in batches); returns the count per client. */
export async function purgeExpiredVisitorData(ctx: RetentionContext): Promise<PurgeResult[]> {
  const now = ctx.clock();
  const total = new Map<string, number>();
  for (;;) {
    const { counts, photos, full } = await purgeBatch(ctx, now);
    for (const [clientId, count] of counts) total.set(clientId, (total.get(clientId) ?? 0) + count);
    // A photo is stored once by its bytes: it stays while another record still has the same one.
    await ctx.files.release(ctx.db, photos);
    if (!full) break;
  }
  return [...total].map(([clientId, count]) => ({ clientId, count }));
}

/**
 * The purge on the job queue, hourly. Started by start-server.ts, so tests on a fixed clock call
 * purgeExpiredVisitorData themselves.
 */
export function visitorJobs(ctx: RetentionContext): ScheduledJob[] {
  return [
    {
      name: 'visitors.retention',
      description: 'visitor retention job',
      everySeconds: 60 * 60,
      run: () => purgeExpiredVisitorData(ctx),
    },
  ];
}
