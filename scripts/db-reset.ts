/**
 * `npm run db:reset`: empties the database, re-creates the schema and seeds the demo operation (docs/product/demo-operation.md).
 * With DATABASE_URL it resets that database's schemas; without it, it takes the DATA_DIR lock (so it refuses
 * while a server runs there), starts the embedded PostgreSQL and re-creates the `watchpost` database.
 * Refuses in production. DEMO_SEED=off leaves the fresh database empty.
 */
import path from 'node:path';
import pg from 'pg';
import { type Config, ConfigError, loadConfig } from '../src/server/config.ts';
import { connectDatabase } from '../src/server/db/client.ts';
import { DataDirLockedError, lockDataDir } from '../src/server/db/data-dir-lock.ts';
import {
  type EmbeddedPostgres,
  embeddedDatabaseName,
  startEmbeddedPostgres,
} from '../src/server/db/embedded-postgres.ts';
import { ensureDatabase } from '../src/server/db/ensure-database.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { type SeedSummary, seedDemo } from '../src/server/demo/seed-demo.ts';

async function migrateAndSeed(url: string, config: Config): Promise<SeedSummary | undefined> {
  const database = connectDatabase(url, { max: 2, applicationName: 'watchpost-db-reset' });
  try {
    await runMigrations(database.pool);
    return config.demoSeed ? await seedDemo(database.db, new Date()) : undefined;
  } finally {
    await database.close();
  }
}

async function resetExternal(url: string, config: Config): Promise<SeedSummary | undefined> {
  const client = new pg.Client({ connectionString: url, application_name: 'watchpost-db-reset' });
  await client.connect();
  try {
    await client.query(
      'drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; drop schema public cascade; create schema public;',
    );
  } finally {
    await client.end();
  }
  return migrateAndSeed(url, config);
}

async function resetEmbedded(config: Config): Promise<SeedSummary | undefined> {
  const release = lockDataDir(config.dataDir);
  let embedded: EmbeddedPostgres | undefined;
  try {
    embedded = await startEmbeddedPostgres({ clusterDir: path.join(config.dataDir, 'postgres') });
    const admin = new pg.Client({ connectionString: embedded.url, application_name: 'watchpost-db-reset' });
    await admin.connect();
    try {
      await admin.query(`drop database if exists "${embeddedDatabaseName}" with (force)`);
    } finally {
      await admin.end();
    }
    const url = await ensureDatabase(embedded.url, embeddedDatabaseName);
    return await migrateAndSeed(url, config);
  } finally {
    await embedded?.stop();
    release();
  }
}

function describe(summary: SeedSummary | undefined): string {
  if (!summary) return 'empty (DEMO_SEED=off)';
  const parts: Array<[number, string]> = [
    [summary.clients, 'clients'],
    [summary.users, 'users'],
    [summary.events, 'events'],
    [summary.clockEntries, 'clock entries'],
    [summary.breaks, 'breaks'],
    [summary.alerts, 'alerts'],
    [summary.incidentReports, 'incident reports'],
    [summary.visitors, 'visitors'],
    [summary.messages, 'messages'],
  ];
  return `demo data seeded: ${parts.map(([n, what]) => `${n} ${what}`).join(', ')}; sign in as executive@demo.test / demo1234`;
}

async function main(): Promise<number> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  if (config.isProduction) {
    console.error('db:reset refuses to run with NODE_ENV=production: it deletes every row in the database.');
    return 1;
  }
  const started = performance.now();
  try {
    const target = config.databaseUrl ? 'the database at DATABASE_URL' : `the embedded database in ${config.dataDir}`;
    const summary = config.databaseUrl ? await resetExternal(config.databaseUrl, config) : await resetEmbedded(config);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Reset ${target} in ${seconds} s — ${describe(summary)}.`);
    return 0;
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      return 1;
    }
    console.error(`db:reset failed: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main();
