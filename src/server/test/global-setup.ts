import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildServerIfStale } from '../../../scripts/build-server.mjs';
import { connectDatabase } from '../db/client.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { runMigrations } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { adminUrl: string; template: string };
    /** Why dist/server/main.js could not be built (null: it is built and current). */
    serverBuildError: string | null;
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * One PostgreSQL for the whole run — the embedded server by default, or the external one named by
 * TEST_DATABASE_URL — with a template database migrated once. Test files clone it (test-database.ts).
 */
export default async function setup(project: TestProject) {
  // The tests that run the server as it is deployed start dist/server/main.js (server-process.ts); built once
  // here, when stale, so no two test files build it at once. A failed build fails those tests, not the run.
  let serverBuildError: string | null = null;
  try {
    await buildServerIfStale();
  } catch (error) {
    serverBuildError = error instanceof Error ? error.message : String(error);
  }
  project.provide('serverBuildError', serverBuildError);
  let embedded: EmbeddedPostgres | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    tempDir = mkdtempSync(path.join(os.tmpdir(), 'watchpost-test-pg-'));
    embedded = await startEmbeddedPostgres({ clusterDir: path.join(tempDir, 'postgres') });
    adminUrl = embedded.url;
  }
  const template = `wp_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${template}"`);
  const migrated = connectDatabase(withDatabase(adminUrl, template), { max: 1 });
  try {
    await runMigrations(migrated.pool);
  } finally {
    await migrated.close();
  }
  project.provide('testDatabase', { adminUrl, template });

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname = $1 or datname like $2`,
      [template, `wp_t_${process.pid}_%`],
    );
    for (const { datname } of leftovers.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
    await embedded?.stop();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };
}
