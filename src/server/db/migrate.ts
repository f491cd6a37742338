import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from './client.ts';

// Beside this module in the sources, beside main.js in the compiled server (scripts/build-server.mjs copies them).
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

let committedMigrationTimes: number[] | undefined;

/** PostgreSQL's undefined_table and invalid_schema_name, also when Drizzle wraps the driver's error. */
function isMissingTable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '42P01' || code === '3F000') return true;
  }
  return false;
}

/**
 * How many of the committed migrations the database has not applied, by Drizzle's own rule: a migration counts as
 * applied when the newest one recorded in `drizzle.__drizzle_migrations` is not older than it. A database without
 * that table has applied none. Errors of the database itself (unreachable, gone) are thrown.
 */
export async function pendingMigrationCount(db: Pick<Database, 'execute'>): Promise<number> {
  committedMigrationTimes ??= readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis);
  let newestApplied: number | null;
  try {
    const result = await db.execute<{ newest: number | string | null }>(
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    );
    const newest = result.rows[0]?.newest;
    newestApplied = newest === null || newest === undefined ? null : Number(newest);
  } catch (error) {
    if (isMissingTable(error)) return committedMigrationTimes.length;
    throw error;
  }
  return committedMigrationTimes.filter((time) => newestApplied === null || time > newestApplied).length;
}
