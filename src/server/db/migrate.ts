import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import PgBoss from 'pg-boss';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Arbitrary constant: serialises migrations when several API instances start against one database. */
const migrationLockKey = 724_101_583;

/**
 * Installs or upgrades the job queue's tables (pg-boss, schema `pgboss`) on the migration lock's connection, so
 * processes starting together never race pg-boss's own installation (src/server/jobs/job-queue.ts).
 */
async function migrateJobQueue(client: pg.PoolClient): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => client.query(text, values) },
    migrate: true,
    schedule: false,
    supervise: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/** Applies the app's migrations and the job queue's, one process at a time. */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
      await migrateJobQueue(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    client.release();
  }
}
