import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import type { AppContext, Clock } from './context.ts';
import { connectDatabase, type DatabaseHandle } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { type EmbeddedPostgres, embeddedDatabaseName, startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { ensureDatabase } from './db/ensure-database.ts';
import { runMigrations } from './db/migrate.ts';
import { serverVersionNumber } from './db/server-version.ts';
import { seedDemoIfEmpty } from './demo/seed-demo.ts';
import { s3Bucket } from './files/bucket.ts';
import { FileStore } from './files/file-store.ts';
import { moveLegacyFiles } from './files/legacy-files.ts';
import { JobQueue } from './jobs/job-queue.ts';
import { serverJobs } from './jobs/server-jobs.ts';
import { createMailer } from './modules/mail/index.ts';
import { SecretBox } from './secrets/secret-box.ts';
import { protectSecretsAtRest, ServerSecrets } from './secrets/server-secrets.ts';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  database: DatabaseHandle;
  stop(): Promise<void>;
}

export interface StartOptions {
  clock?: Clock;
  attemptLimit?: number;
}

async function assertSupportedServer(database: DatabaseHandle): Promise<void> {
  const version = await serverVersionNumber(database.db);
  if (version < 150000)
    throw new Error(`PostgreSQL 15 or newer is required; the server at DATABASE_URL is ${version}.`);
}

/** The wall clock, or one that starts at a given instant and runs at real speed from there. */
export function clockFrom(start: Date | undefined): Clock {
  if (!start) return () => new Date();
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

/**
 * Brings the whole server up in order — data-dir lock, database, migrations, demo data, job queue, HTTP — and
 * returns a stop() that takes it down in reverse order. Used by main.ts, the benchmarks and the end-to-end tests.
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const clock = options.clock ?? clockFrom(config.clockStart);
  const cleanups: Array<() => Promise<void> | void> = [];
  const runCleanups = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    let databaseUrl = config.databaseUrl;
    let embedded: EmbeddedPostgres | undefined;
    if (!databaseUrl) {
      cleanups.push(lockDataDir(config.dataDir));
      embedded = await startEmbeddedPostgres({ clusterDir: path.join(config.dataDir, 'postgres') });
      cleanups.push(() => embedded?.stop());
      databaseUrl = await ensureDatabase(embedded.url, embeddedDatabaseName);
    }
    const database = connectDatabase(databaseUrl);
    cleanups.push(() => database.close());
    await assertSupportedServer(database);
    await runMigrations(database.pool);
    // Before any request: TOTP secrets and recovery codes of older versions are sealed and keyed, and a SECRETS_KEY
    // that cannot open what the database holds stops the start here (docs/decisions/0015-multi-factor-sign-in.md).
    const secrets = new ServerSecrets(new SecretBox(config.secretsKeys.current, config.secretsKeys.previous));
    const protectedCounts = await protectSecretsAtRest(database.db, secrets);
    const files = new FileStore(config.fileStore.kind === 's3' ? s3Bucket(config.fileStore) : undefined);
    cleanups.push(() => files.close());
    // Files earlier versions kept under DATA_DIR move into the store before any request is served.
    const legacy = await moveLegacyFiles({ db: database.db, pool: database.pool, files, dataDir: config.dataDir });
    if (config.demoSeed) await seedDemoIfEmpty(database.db, clock());
    const mailer = createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, db: database.db });
    // Closed after the HTTP server (cleanups run in reverse), so mail still in flight is delivered first.
    cleanups.push(() => mailer.close());

    const ctx: AppContext = {
      db: database.db,
      clock,
      baseUrl: config.baseUrl,
      secureCookies: config.baseUrl?.startsWith('https:') ?? false,
      files,
      attemptLimit: options.attemptLimit ?? config.attemptLimit,
      signUpClientId: config.signUpClientId,
      metricsToken: config.metricsToken,
      mailer,
      oidc: config.oidc,
      mapTiles: config.mapTiles,
      secrets,
    };
    const app = await buildApp({
      ctx,
      sessionSecret: config.sessionSecret,
      bodyLimitBytes: config.bodyLimitBytes,
      logger: { level: config.logLevel },
      webDistDir: config.webDistDir,
      trustProxy: config.trustProxy,
    });
    cleanups.push(() => app.close());
    for (const note of embedded?.notes ?? []) app.log.info(note);
    const { totpSealed, recoveryRehashed, keysResealed } = protectedCounts;
    if (totpSealed + recoveryRehashed + keysResealed > 0) {
      app.log.info(
        `secrets at rest: ${totpSealed} authenticator secrets sealed, ${recoveryRehashed} recovery codes keyed, ${keysResealed} server keys re-sealed with the current SECRETS_KEY`,
      );
    }
    if (legacy.moved > 0) app.log.info(`moved ${legacy.moved} files from ${config.dataDir} into the file store`);
    if (legacy.missing > 0) {
      app.log.warn(
        `${legacy.missing} records point to files missing under ${config.dataDir}; they are tried again at the next start`,
      );
    }
    // Background work: each scheduled run once across every process on this database; stopped before the HTTP
    // server closes, waiting for the runs in progress (docs/decisions/0022-one-job-queue-in-postgresql.md).
    const jobs = await JobQueue.start({
      pool: database.pool,
      log: app.log,
      jobs: serverJobs(ctx, app.log),
      onRun: (run) => ctx.metrics?.jobRan(run.name, run.outcome),
    });
    cleanups.push(() => jobs.stop());
    const address = await app.listen({ port: config.port, host: config.host });
    const url = config.baseUrl ?? address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
    return { app, url, database, stop: runCleanups };
  } catch (error) {
    await runCleanups();
    throw error;
  }
}
