import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { pendingMigrationCount } from '../../db/migrate.ts';
import { AppError } from '../../http/app-error.ts';

/** How long readiness waits for the database before it answers that the database does not answer. */
export const readinessTimeoutMs = 5_000;

/**
 * Ready to serve: the database answers within `timeoutMs` and has applied every committed migration. Throws
 * `health.database_unavailable` or `health.migrations_pending` (503) otherwise; the cause goes to the log only.
 */
export async function checkReadiness(
  db: Pick<Database, 'execute'>,
  log: FastifyBaseLogger,
  timeoutMs = readinessTimeoutMs,
): Promise<void> {
  const check = pendingMigrationCount(db);
  // A check that ends after the deadline must not become an unhandled rejection (which stops the server).
  check.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  let pending: number | 'timeout';
  try {
    pending = await Promise.race([check, deadline]);
  } catch (error) {
    log.warn({ err: error }, 'not ready: the database does not answer');
    throw new AppError('health.database_unavailable', 'The database does not answer.');
  } finally {
    clearTimeout(timer);
  }
  if (pending === 'timeout') {
    log.warn(`not ready: the database did not answer within ${timeoutMs} ms`);
    throw new AppError('health.database_unavailable', 'The database does not answer.');
  }
  if (pending > 0) {
    log.warn(`not ready: ${pending} migration(s) not applied`);
    throw new AppError('health.migrations_pending', 'The database is not migrated to this version of Watchpost.');
  }
}
