/**
 * `npm run db:backup [FILE]` and `npm run db:restore -- FILE [--force]` (scripts/db-backup.ts, db-restore.ts), on
 * the database at DATABASE_URL or the embedded one under DATA_DIR. Exit codes: 0 done, 1 refused or failed,
 * 2 a wrong command line or a FILE that is not a backup this version reads. See docs/operations.md#backups.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ConfigError, loadDatabaseConfig } from '../../config.ts';
import { DataDirLockedError, lockDataDir } from '../data-dir-lock.ts';
import {
  type EmbeddedPostgres,
  embeddedDatabaseName,
  runningPostgresUrl,
  startEmbeddedPostgres,
} from '../embedded-postgres.ts';
import { ensureDatabase } from '../ensure-database.ts';
import { backupDatabase } from './backup.ts';
import { BackupError, type BackupErrorCode } from './backup-format.ts';
import { checkBackup, restoreDatabase } from './restore.ts';

/** Refusals that mean the file given is not something this version can read: bad input, like a bad argument. */
const badInputCodes = new Set<BackupErrorCode>(['backup.unknown_format', 'backup.unsupported_version']);

class UsageError extends Error {}

const backupUsage = `Usage: npm run db:backup [-- FILE]
Writes one consistent backup of the database (DATABASE_URL, else the embedded one in DATA_DIR) to FILE
(default ./watchpost-backup-<UTC time>.wpbackup). Works while the console runs.`;

const restoreUsage = `Usage: npm run db:restore -- FILE [--force]
Restores FILE into the database (DATABASE_URL, else the embedded one in DATA_DIR), which must be empty:
--force empties it first. Stop the console first.`;

function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const clusterOf = (dataDir: string) => path.join(dataDir, 'postgres');

/** The database to back up, while `work` runs: the console's own PostgreSQL when one runs, else started here. */
async function withEmbeddedForBackup<T>(dataDir: string, work: (url: string) => Promise<T>): Promise<T> {
  if (!existsSync(path.join(clusterOf(dataDir), 'PG_VERSION'))) {
    throw new BackupError('backup.no_migrations', `There is no embedded database in ${dataDir}: nothing to back up.`);
  }
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // A console (or another script) runs on DATA_DIR: back up through its PostgreSQL, in a snapshot of our own.
    const running = runningPostgresUrl(clusterOf(dataDir));
    if (!running) {
      throw new BackupError(
        'backup.server_unreachable',
        `${error.message} Its PostgreSQL is not reachable yet: try again once it has started.`,
      );
    }
    return work(withDatabaseName(running, embeddedDatabaseName));
  }
  let embedded: EmbeddedPostgres | undefined;
  try {
    embedded = await startEmbeddedPostgres({ clusterDir: clusterOf(dataDir) });
    return await work(withDatabaseName(embedded.url, embeddedDatabaseName));
  } finally {
    await embedded?.stop();
    release();
  }
}

/** The embedded database to restore into (created when missing); refused while a console runs on DATA_DIR. */
async function withEmbeddedForRestore<T>(dataDir: string, work: (url: string) => Promise<T>): Promise<T> {
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError('backup.data_dir_in_use', `${error.message} A restore needs the console stopped.`);
  }
  let embedded: EmbeddedPostgres | undefined;
  try {
    embedded = await startEmbeddedPostgres({ clusterDir: clusterOf(dataDir) });
    return await work(await ensureDatabase(embedded.url, embeddedDatabaseName));
  } finally {
    await embedded?.stop();
    release();
  }
}

function defaultBackupFile(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.resolve(`watchpost-backup-${stamp}.wpbackup`);
}

function parse(argv: string[], options: { force?: { type: 'boolean' } }, usage: string) {
  try {
    return parseArgs({
      args: argv,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${usage}`);
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function backupMain(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const args = parse(argv, {}, backupUsage);
  if (args.values.help) {
    console.log(backupUsage);
    return 0;
  }
  if (args.positionals.length > 1) throw new UsageError(`Give one FILE at most.\n${backupUsage}`);
  const file = path.resolve(args.positionals[0] ?? defaultBackupFile(new Date()));
  if (existsSync(file)) throw new UsageError(`${file} already exists: choose another name.`);
  if (!existsSync(path.dirname(file))) throw new UsageError(`The folder ${path.dirname(file)} does not exist.`);
  const { databaseUrl, dataDir } = loadDatabaseConfig(env);
  const started = performance.now();
  const summary = databaseUrl
    ? await backupDatabase(databaseUrl, file)
    : await withEmbeddedForBackup(dataDir, (url) => backupDatabase(url, file));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Backed up ${summary.tables} tables (${summary.rows} rows, ${summary.migrations} migrations) to ${file} — ${megabytes(summary.bytes)} in ${seconds} s.`,
  );
  return 0;
}

async function restoreMain(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const args = parse(argv, { force: { type: 'boolean' } }, restoreUsage);
  if (args.values.help) {
    console.log(restoreUsage);
    return 0;
  }
  // `npm run db:restore FILE --force` gives --force to npm, not to us: say so instead of refusing obscurely.
  if (!args.values.force && env.npm_config_force === 'true') {
    throw new UsageError('npm took --force for itself: write `npm run db:restore -- FILE --force`.');
  }
  if (args.positionals.length !== 1) throw new UsageError(`Give exactly one FILE.\n${restoreUsage}`);
  const file = path.resolve(args.positionals[0] as string);
  if (!existsSync(file) || !statSync(file).isFile()) throw new UsageError(`${file} is not a file.`);
  const { databaseUrl, dataDir } = loadDatabaseConfig(env);
  const started = performance.now();
  // Before the embedded PostgreSQL is started (or a new cluster created) for nothing.
  await checkBackup(file);
  const restore = (url: string) => restoreDatabase(url, file, { force: args.values.force === true });
  const summary = databaseUrl ? await restore(databaseUrl) : await withEmbeddedForRestore(dataDir, restore);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const target = databaseUrl ? 'the database at DATABASE_URL' : `the embedded database in ${dataDir}`;
  const pending =
    summary.pendingMigrations > 0
      ? ` The console applies ${summary.pendingMigrations} newer migrations when it starts.`
      : '';
  console.log(
    `Restored the backup of ${summary.createdAt} into ${target}: ${summary.tables} tables, ${summary.rows} rows, ${summary.migrations} migrations, in ${seconds} s.${pending}`,
  );
  return 0;
}

/** Runs a command and turns every failure into one line and an exit code: no stack trace. */
async function run(name: string, main: () => Promise<number>): Promise<number> {
  try {
    return await main();
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${name}: ${error.message}`);
      return 2;
    }
    if (error instanceof ConfigError) {
      console.error(`${name}: ${error.message}`);
      return 1;
    }
    if (error instanceof BackupError) {
      console.error(`${name} refused (${error.code}): ${error.message}`);
      return badInputCodes.has(error.code) ? 2 : 1;
    }
    const detail = error instanceof pg.DatabaseError ? ` (PostgreSQL ${error.code})` : '';
    console.error(`${name} failed: ${(error as Error).message}${detail}`);
    return 1;
  }
}

export const backupCommand = (argv: string[], env: NodeJS.ProcessEnv = process.env) =>
  run('db:backup', () => backupMain(argv, env));

export const restoreCommand = (argv: string[], env: NodeJS.ProcessEnv = process.env) =>
  run('db:restore', () => restoreMain(argv, env));
