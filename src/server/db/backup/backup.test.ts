import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, seedDemoIfEmpty } from '../../demo/seed-demo.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { pendingMigrationCount, runMigrations } from '../migrate.ts';
import { backupDatabase } from './backup.ts';
import { BackupError, backupMagic, frame } from './backup-format.ts';
import { restoreDatabase } from './restore.ts';

const now = new Date('2026-03-18T15:00:00Z');
/** Every byte value, so the bytea round trip is checked byte for byte. */
const allBytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
/** What text COPY must escape: tab, newline, carriage return, backslash, and non-ASCII. */
const awkwardText = 'tab\there\nnew line\r\\N backslash \\ «ünïcödé» 日本語 \u{1F6A8}';

let dir: string;
let source: TestDatabase;
let backupFile: string;
const targets: TestDatabase[] = [];

interface Fingerprint {
  rows: number;
  hash: string | null;
}

/**
 * Per table of every schema but PostgreSQL's own, the migrations ledger and the job queue: its row count and an
 * md5 over all its rows as text (bytea as hex), found here independently of the backup code.
 */
async function fingerprints(database: TestDatabase): Promise<Record<string, Fingerprint>> {
  const tables = await database.pool.query<{ name: string }>(
    `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema', 'drizzle', 'pgboss', 'cache') order by 1`,
  );
  const result: Record<string, Fingerprint> = {};
  for (const { name } of tables.rows) {
    const row = await database.pool.query<{ rows: number; hash: string | null }>(
      `select count(*)::int as rows, md5(string_agg(t::text, ',' order by t::text)) as hash from ${name} t`,
    );
    result[name] = row.rows[0] as Fingerprint;
  }
  return result;
}

async function sequences(database: TestDatabase): Promise<Record<string, string | null>> {
  const found = await database.pool.query<{ name: string; last_value: string | null }>(
    `select schemaname || '.' || sequencename as name, last_value::text from pg_sequences
     where schemaname not in ('drizzle', 'pgboss', 'cache') order by 1`,
  );
  return Object.fromEntries(found.rows.map((r) => [r.name, r.last_value]));
}

async function target(options: { empty?: boolean } = { empty: true }): Promise<TestDatabase> {
  const database = await createTestDatabase(options);
  targets.push(database);
  return database;
}

async function refusal(promise: Promise<unknown>): Promise<BackupError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackupError);
  return error as BackupError;
}

/** A gzip backup file made of these frames, for the refusals of files that are not whole backups. */
function craftedBackup(name: string, ...parts: Buffer[]): string {
  const file = path.join(dir, name);
  writeFileSync(file, gzipSync(Buffer.concat(parts)));
  return file;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'watchpost-backup-test-'));
  source = await createTestDatabase();
  await seedDemo(source.db, now);
  await source.pool.query(
    `insert into incident_report_attachments (client_id, report_id, file_name, content_type, size_bytes, sha256, content)
     select client_id, id, 'all-bytes.bin', 'application/octet-stream', 256, 'not-checked', $1
     from incident_reports order by id limit 1`,
    [allBytes],
  );
  await source.pool.query('update messages set body = $1 where id = (select min(id::text)::uuid from messages)', [
    awkwardText,
  ]);
  backupFile = path.join(dir, 'demo.wpbackup');
  await backupDatabase(source.url, backupFile);
}, 120_000);

afterAll(async () => {
  for (const database of targets) await database.destroy();
  await source?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('brings every row of every table back, bytea and escaped text included, with the sequences', async () => {
    const restored = await target();
    const summary = await restoreDatabase(restored.url, backupFile);

    const before = await fingerprints(source);
    const after = await fingerprints(restored);
    expect(Object.keys(before).length).toBeGreaterThan(30);
    expect(after).toEqual(before);
    const seeded = Object.values(before).filter((f) => f.rows > 0).length;
    expect(seeded).toBeGreaterThan(20);
    expect(summary.rows).toBe(Object.values(before).reduce((n, f) => n + f.rows, 0));

    const bytes = await restored.pool.query<{ content: Buffer }>(
      "select content from incident_report_attachments where file_name = 'all-bytes.bin'",
    );
    expect(bytes.rows[0]?.content.equals(allBytes)).toBe(true);
    const text = await restored.pool.query('select 1 from messages where body = $1', [awkwardText]);
    expect(text.rowCount).toBe(1);
    expect(await sequences(restored)).toEqual(await sequences(source));

    // The console starts on it: nothing to migrate, the job queue installs, no demo data is added.
    expect(await pendingMigrationCount(restored.db)).toBe(0);
    await runMigrations(restored.pool);
    expect(await seedDemoIfEmpty(restored.db, now)).toBe(false);
    expect(await fingerprints(restored)).toEqual(before);
  });

  it('writes a header with the format, the migrations, the tables and their row counts', async () => {
    const plain = gunzipSync(readFileSync(backupFile));
    expect(plain.subarray(0, backupMagic.length).equals(backupMagic)).toBe(true);
    const length = plain.readUInt32BE(backupMagic.length + 1);
    const header = JSON.parse(plain.subarray(backupMagic.length + 5, backupMagic.length + 5 + length).toString());
    const before = await fingerprints(source);
    expect(header.format).toBe(1);
    const applied = await source.pool.query('select hash from drizzle.__drizzle_migrations order by created_at');
    expect(header.migrations.map((m: { hash: string }) => m.hash)).toEqual(applied.rows.map((r) => r.hash));
    const counted = Object.fromEntries(
      header.tables.map((t: { schema: string; name: string; rows: number }) => [`${t.schema}.${t.name}`, t.rows]),
    );
    expect(counted).toEqual(Object.fromEntries(Object.entries(before).map(([name, f]) => [name, f.rows])));
  });

  it('refuses a database that is not empty, and with force empties it first', async () => {
    const busy = await target({ empty: false });
    await busy.pool.query("insert into clients (name, status) values ('Left alone', 'Active') returning id");
    const before = await fingerprints(busy);
    const error = await refusal(restoreDatabase(busy.url, backupFile));
    expect(error.code).toBe('backup.target_not_empty');
    expect(await fingerprints(busy)).toEqual(before);

    await restoreDatabase(busy.url, backupFile, { force: true });
    expect(await fingerprints(busy)).toEqual(await fingerprints(source));
  });

  it('refuses files that are not a backup it reads, and leaves the database empty', async () => {
    const empty = await target();
    const notGzip = path.join(dir, 'notes.txt');
    writeFileSync(notGzip, 'just some notes\n');
    const cases: Array<[string, string]> = [
      [notGzip, 'backup.unknown_format'],
      [craftedBackup('other.gz', Buffer.from('PGDMP custom dump')), 'backup.unknown_format'],
      [
        craftedBackup('v99.wpbackup', backupMagic, frame('H', JSON.stringify({ format: 99 }))),
        'backup.unsupported_version',
      ],
      [craftedBackup('bad-header.wpbackup', backupMagic, frame('H', '{"format": 1}')), 'backup.unknown_format'],
    ];
    const whole = readFileSync(backupFile);
    const cut = path.join(dir, 'cut.wpbackup');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.8)));
    cases.push([cut, 'backup.truncated']);
    // A whole gzip whose frames stop before the end marker: also truncated.
    const plain = gunzipSync(whole);
    cases.push([craftedBackup('no-end.wpbackup', plain.subarray(0, plain.length - 5)), 'backup.truncated']);

    for (const [file, code] of cases) {
      const error = await refusal(restoreDatabase(empty.url, file));
      expect([path.basename(file), error.code]).toEqual([path.basename(file), code]);
    }
    const relations = await empty.pool.query(
      "select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'",
    );
    expect(relations.rowCount).toBe(0);
  });

  it('refuses a backup taken at a newer schema than this version knows', async () => {
    const plain = gunzipSync(readFileSync(backupFile));
    const length = plain.readUInt32BE(backupMagic.length + 1);
    const header = JSON.parse(plain.subarray(backupMagic.length + 5, backupMagic.length + 5 + length).toString());
    header.migrations.push({ hash: 'from-the-future', createdAt: Date.UTC(2099, 0, 1) });
    const file = craftedBackup(
      'newer.wpbackup',
      backupMagic,
      frame('H', JSON.stringify({ ...header, tables: [], sequences: [] })),
      frame('Z', '{}'),
    );
    const error = await refusal(restoreDatabase((await target()).url, file));
    expect(error.code).toBe('backup.newer_schema');
  });

  it('refuses to back up a database without Watchpost migrations', async () => {
    const error = await refusal(backupDatabase((await target()).url, path.join(dir, 'nothing.wpbackup')));
    expect(error.code).toBe('backup.no_migrations');
    expect(existsSync(path.join(dir, 'nothing.wpbackup'))).toBe(false);
    expect(existsSync(path.join(dir, 'nothing.wpbackup.partial'))).toBe(false);
  });
});
