import { spawn } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { serverOutDir } from '../../../../scripts/build-server.mjs';
import { seedDemo } from '../../demo/seed-demo.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { lockDataDir } from '../data-dir-lock.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../embedded-postgres.ts';
import { backupCommand, restoreCommand } from './cli.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run <script> -- args` as an operator types it, with DATABASE_URL or DATA_DIR as given, in the checkout or in
 * another tree (`cwd`).
 */
function npmRun(script: string, args: string[], env: Record<string, string>, cwd = root): Promise<Run> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd,
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Row count and md5 of all rows, per table of the application's schemas. */
async function fingerprints(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema', 'drizzle', 'pgboss', 'cache') order by 1`,
    );
    const result: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const row = await client.query<{ f: string }>(
        `select count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as f from ${name} t`,
      );
      result[name] = row.rows[0]?.f ?? '';
    }
    return result;
  } finally {
    await client.end();
  }
}

/**
 * What a deployment has after `npm ci --omit=dev` on the built tree (README, *Production*): dist/server,
 * package.json, package-lock.json and a node_modules holding only the packages the lock file does not mark as
 * development ones (links to this checkout's copies; what those packages import among themselves resolves from
 * there). No scripts/, no sources, no TypeScript loader.
 */
function productionTree(into: string): string {
  const buildError = inject('serverBuildError');
  if (buildError) throw new Error(`the compiled server could not be built:\n${buildError}`);
  const tree = path.join(into, 'production');
  cpSync(serverOutDir, path.join(tree, 'dist/server'), { recursive: true });
  for (const name of ['package.json', 'package-lock.json']) copyFileSync(path.join(root, name), path.join(tree, name));
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  for (const [key, entry] of Object.entries(lock.packages)) {
    const installed = path.join(root, key);
    if (!/^node_modules\/(@[^/]+\/)?[^/]+$/.test(key) || entry.dev || !existsSync(installed)) continue;
    mkdirSync(path.dirname(path.join(tree, key)), { recursive: true });
    symlinkSync(installed, path.join(tree, key), 'dir');
  }
  return tree;
}

const noStackTrace = (run: Run) => expect(run.stderr).not.toMatch(/^\s+at /m);

let dir: string;
let source: TestDatabase;
let expected: Record<string, string>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'watchpost-backup-cli-'));
  // Run as root, the embedded PostgreSQL runs as `postgres`, which must reach DATA_DIR below this folder.
  chmodSync(dir, 0o711);
  source = await createTestDatabase();
  await seedDemo(source.db, new Date('2026-03-18T15:00:00Z'));
  expected = await fingerprints(source.url);
}, 120_000);

afterAll(async () => {
  await source?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run db:backup / db:restore', () => {
  it('backs up DATABASE_URL and restores into an empty database', async () => {
    const file = path.join(dir, 'external.wpbackup');
    const backup = await npmRun('db:backup', [file], { DATABASE_URL: source.url });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up \d+ tables \(\d+ rows, \d+ migrations\) to /);

    const target = await createTestDatabase({ empty: true });
    try {
      const restore = await npmRun('db:restore', [file], { DATABASE_URL: target.url });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(await fingerprints(target.url)).toEqual(expected);

      const again = await npmRun('db:restore', [file], { DATABASE_URL: target.url });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('(backup.target_not_empty)');
      noStackTrace(again);
    } finally {
      await target.destroy();
    }
  }, 120_000);

  it('restores into, and backs up from, the embedded database in DATA_DIR — also while it runs', async () => {
    const file = path.join(dir, 'for-embedded.wpbackup');
    expect((await npmRun('db:backup', [file], { DATABASE_URL: source.url })).code).toBe(0);
    const dataDir = path.join(dir, 'data');

    const restore = await npmRun('db:restore', [file], { DATA_DIR: dataDir });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`into the embedded database in ${dataDir}`);

    const stopped = path.join(dir, 'embedded-stopped.wpbackup');
    const offline = await npmRun('db:backup', [stopped], { DATA_DIR: dataDir });
    expect(offline.stderr).toBe('');
    expect(offline.code).toBe(0);

    // A console on DATA_DIR: its lock and its PostgreSQL, as start-server.ts holds them.
    const release = lockDataDir(dataDir);
    let embedded: EmbeddedPostgres | undefined;
    try {
      embedded = await startEmbeddedPostgres({ clusterDir: path.join(dataDir, 'postgres') });
      const url = new URL(embedded.url);
      url.pathname = '/watchpost';
      expect(await fingerprints(url.toString())).toEqual(expected);

      const online = path.join(dir, 'embedded-running.wpbackup');
      const backup = await npmRun('db:backup', [online], { DATA_DIR: dataDir });
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);

      const refused = await npmRun('db:restore', [online, '--force'], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('(backup.data_dir_in_use)');
      noStackTrace(refused);

      // Both backups of the embedded database restore to the same rows.
      for (const taken of [stopped, online]) {
        const target = await createTestDatabase({ empty: true });
        try {
          expect((await npmRun('db:restore', [taken], { DATABASE_URL: target.url })).code).toBe(0);
          expect(await fingerprints(target.url)).toEqual(expected);
        } finally {
          await target.destroy();
        }
      }
    } finally {
      await embedded?.stop();
      release();
    }
  }, 240_000);

  it('run from a built tree with only production dependencies installed', async () => {
    const tree = productionTree(dir);
    expect(existsSync(path.join(tree, 'node_modules/pg'))).toBe(true);
    expect(existsSync(path.join(tree, 'node_modules/tsx'))).toBe(false);
    const file = path.join(dir, 'from-production-tree.wpbackup');
    const backup = await npmRun('db:backup', [file], { DATABASE_URL: source.url, NODE_OPTIONS: '' }, tree);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up \d+ tables/);

    const target = await createTestDatabase({ empty: true });
    try {
      const restore = await npmRun('db:restore', [file], { DATABASE_URL: target.url, NODE_OPTIONS: '' }, tree);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(await fingerprints(target.url)).toEqual(expected);
    } finally {
      await target.destroy();
    }
  }, 120_000);

  it('answers bad input with one line and exit code 2', async () => {
    const notes = path.join(dir, 'notes.txt');
    writeFileSync(notes, 'not a backup');
    const env = { DATABASE_URL: source.url };
    const cases: Array<[typeof backupCommand, string[], RegExp]> = [
      [restoreCommand, [], /Give exactly one FILE/],
      [restoreCommand, [path.join(dir, 'missing.wpbackup')], /is not a file/],
      [restoreCommand, [notes, '--fast'], /Unknown option '--fast'/],
      [restoreCommand, [notes], /\(backup\.unknown_format\)/],
      [backupCommand, [notes], /already exists/],
      [backupCommand, ['a', 'b'], /Give one FILE at most/],
    ];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const [command, args, message] of cases) {
        errors.mockClear();
        expect([...args, await command(args, env)]).toEqual([...args, 2]);
        expect(errors).toHaveBeenCalledTimes(1);
        expect(String(errors.mock.calls[0]?.[0])).toMatch(message);
      }
    } finally {
      errors.mockRestore();
    }
    expect(existsSync(path.join(dir, 'a'))).toBe(false);
    // The file is checked before an embedded database is created for it.
    const never = path.join(dir, 'never');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await restoreCommand([notes], { DATA_DIR: never })).toBe(2);
    } finally {
      quiet.mockRestore();
    }
    expect(existsSync(never)).toBe(false);

    // And through npm, as an operator sees it.
    const run = await npmRun('db:restore', [notes], env);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe('db:restore refused (backup.unknown_format): The file is not a Watchpost backup.');
  }, 120_000);
});
