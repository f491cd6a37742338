/**
 * Writes a backup of a Watchpost database: one REPEATABLE READ, read-only transaction (one snapshot for every
 * table), each table of the application's schemas streamed with `COPY … TO STDOUT` into one gzip file.
 * The job queue's schema (pgboss), the migrations ledger (drizzle) and the caches (cache) are not copied: the header
 * lists the applied migrations, the queue holds only work the console schedules again at start, and a cache is
 * computed again (its snapshots mean nothing on another server).
 * See docs/decisions/0027-backup-and-restore.md.
 */
import { once } from 'node:events';
import { createWriteStream, renameSync, rmSync, statSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { BackupError, type BackupHeader, backupFormatVersion, backupMagic, frame } from './backup-format.ts';
import { copyOut } from './copy-streams.ts';

/** Schemas that are not the application's data: PostgreSQL's own, the migrations ledger, the job queue, caches. */
export const excludedSchemas = ['drizzle', 'pgboss', 'cache', 'information_schema'];

/** Session settings that make the text of COPY the same on every server and every restore. */
export const copySessionSettings =
  "set datestyle = 'ISO, YMD'; set intervalstyle = 'postgres'; set timezone = 'UTC'; " +
  "set extra_float_digits = 3; set bytea_output = 'hex'; set client_encoding = 'UTF8'";

const dataFrameBytes = 64 * 1024;

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  bytes: number;
  migrations: number;
}

/** The application's tables (ordinary tables and partitions, not an extension's), with their stored columns. */
export const applicationTablesQuery = `
  select n.nspname as schema, c.relname as name,
         array_agg(a.attname::text order by a.attnum) as columns
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
  where c.relkind = 'r'
    and n.nspname not like 'pg\\_%' and n.nspname <> all($1::text[])
    and not exists (select 1 from pg_depend d
                    where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
  group by n.nspname, c.relname
  order by n.nspname, c.relname`;

export const qualified = (schema: string, name: string) =>
  `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)}`;
export const columnList = (columns: string[]) => columns.map((c) => pg.escapeIdentifier(c)).join(', ');

async function readHeader(client: pg.Client): Promise<BackupHeader> {
  const ledger = await client.query<{ found: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as found",
  );
  if (!ledger.rows[0]?.found) {
    throw new BackupError(
      'backup.no_migrations',
      'The database has no Watchpost migrations applied: nothing to back up.',
    );
  }
  const migrations = await client.query<{ hash: string; created_at: string }>(
    'select hash, created_at::text from drizzle.__drizzle_migrations order by created_at, id',
  );
  if (migrations.rows.length === 0) {
    throw new BackupError(
      'backup.no_migrations',
      'The database has no Watchpost migrations applied: nothing to back up.',
    );
  }
  const found = await client.query<{ schema: string; name: string; columns: string[] }>(applicationTablesQuery, [
    excludedSchemas,
  ]);
  if (found.rows.length > 0) {
    // Like pg_dump: no table can be dropped or altered under the backup once its snapshot is taken.
    await client.query(
      `lock table ${found.rows.map((t) => qualified(t.schema, t.name)).join(', ')} in access share mode`,
    );
  }
  const tables: BackupHeader['tables'] = [];
  for (const table of found.rows) {
    const count = await client.query<{ n: string }>(
      `select count(*)::text as n from ${qualified(table.schema, table.name)}`,
    );
    tables.push({ ...table, rows: Number(count.rows[0]?.n ?? 0) });
  }
  // Sequences are not transactional: their value read now is at least the one of the snapshot, which is enough.
  const sequences = await client.query<{ schema: string; name: string; last_value: string | null }>(
    `select schemaname as schema, sequencename as name, last_value::text
     from pg_sequences where schemaname not like 'pg\\_%' and schemaname <> all($1::text[])
     order by schemaname, sequencename`,
    [excludedSchemas],
  );
  const version = await client.query<{ v: string }>("select current_setting('server_version_num') as v");
  return {
    format: backupFormatVersion,
    application: 'watchpost',
    createdAt: new Date().toISOString(),
    serverVersion: Number(version.rows[0]?.v),
    copyFormat: 'text',
    migrations: migrations.rows.map((m) => ({ hash: m.hash, createdAt: Number(m.created_at) })),
    tables,
    sequences: sequences.rows.map((s) => ({ schema: s.schema, name: s.name, lastValue: s.last_value })),
  };
}

/**
 * Backs up the database at `url` into `file` (refused if it exists). Written to `file.partial` and renamed when
 * complete, so a file under the final name is always a whole backup.
 */
export async function backupDatabase(url: string, file: string): Promise<BackupSummary> {
  const partial = `${file}.partial`;
  const client = new pg.Client({ connectionString: url, application_name: 'watchpost-db-backup' });
  await client.connect();
  const gzip = createGzip({ level: 6 });
  const written = pipeline(gzip, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
  written.catch(() => {});
  const write = async (bytes: Buffer) => {
    if (!gzip.write(bytes)) await Promise.race([once(gzip, 'drain'), written]);
  };
  try {
    await client.query(copySessionSettings);
    await client.query('begin isolation level repeatable read, read only');
    const header = await readHeader(client);
    await write(backupMagic);
    await write(frame('H', JSON.stringify(header)));
    let rows = 0;
    for (const table of header.tables) {
      await write(frame('T', JSON.stringify({ schema: table.schema, name: table.name })));
      const copy = copyOut(
        client,
        `copy ${qualified(table.schema, table.name)} (${columnList(table.columns)}) to stdout`,
      );
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      for await (const chunk of copy) {
        pending.push(chunk as Buffer);
        pendingBytes += (chunk as Buffer).length;
        if (pendingBytes >= dataFrameBytes) {
          await write(frame('D', Buffer.concat(pending)));
          pending = [];
          pendingBytes = 0;
        }
      }
      if (pendingBytes > 0) await write(frame('D', Buffer.concat(pending)));
      if (copy.rows !== table.rows) {
        throw new Error(`${table.name}: COPY gave ${copy.rows} rows where the snapshot counted ${table.rows}`);
      }
      await write(frame('E', JSON.stringify({ rows: copy.rows })));
      rows += table.rows;
    }
    await write(frame('Z', '{}'));
    await client.query('commit');
    gzip.end();
    await written;
    renameSync(partial, file);
    return {
      file,
      tables: header.tables.length,
      rows,
      bytes: statSync(file).size,
      migrations: header.migrations.length,
    };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => {});
    rmSync(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}
