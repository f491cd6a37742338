import type { AppContext } from '../context.ts';
import type { ScheduledJob } from '../jobs/job-queue.ts';
import { orphanGraceMs } from './file-store.ts';

/**
 * The hourly sweep of the file store: files no record references and, in the bucket, objects of transactions
 * that rolled back (docs/decisions/0026-one-file-store.md). The bucket's times are wall-clock times.
 */
export function fileJobs(ctx: Pick<AppContext, 'db' | 'files'>): ScheduledJob[] {
  return [
    {
      name: 'files.sweep',
      description: 'file store sweep',
      everySeconds: 60 * 60,
      timeoutSeconds: 30 * 60,
      run: () => ctx.files.sweep(ctx.db, new Date(Date.now() - orphanGraceMs)),
    },
  ];
}
