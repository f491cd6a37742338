/**
 * Restores a backup (backup.ts) into an empty database, in one transaction: the migrations the backup was taken
 * at, every table's rows through `COPY … FROM STDIN` (foreign keys dropped meanwhile and re-added after, which
 * checks them all; the tables' own triggers, which only announce changes, switched off), then every sequence.
 * A failure leaves the database as it was. The console applies newer migrations when it starts.
 * See docs/decisions/0027-backup-and-restore.md.
 */
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { finished, pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { migrationsFolder } from '../migrate.ts';
import { applicationTablesQuery, columnList, copySessionSettings, excludedSchemas, qualified } from './backup.ts';
import {
  BackupError,
  type BackupHeader,
  corrupt,
  type Frame,
  notABackup,
  parseHeader,
  readFrames,
  truncated,
} from './backup-format.ts';
import { type CopyIn, copyIn } from './copy-streams.ts';

export interface RestoreOptions {
  /** Empty a database that is not empty first (every schema but PostgreSQL's own is dropped). */
  force?: boolean;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  /** Migrations applied with the backup's data. */
  migrations: number;
  /** Newer migrations of this version, which the console applies when it starts. */
  pendingMigrations: number;
  createdAt: string;
}

/** The decompressed bytes of a backup file; zlib's failures become the backup's own errors. */
async function* decompressed(file: string): AsyncGenerator<Buffer> {
  const gunzip = createGunzip();
  const done = pipeline(createReadStream(file), gunzip);
  done.catch(() => {});
  let started = false;
  try {
    for await (const chunk of gunzip) {
      started = true;
      yield chunk as Buffer;
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_BUF_ERROR') throw truncated();
    if (code === 'Z_DATA_ERROR') throw started ? corrupt('bad compressed data') : notABackup();
    throw error;
  } finally {
    gunzip.destroy();
  }
}

/** A backup file opened for reading: its header (checked) and the frames after it. */
export interface OpenedBackup {
  header: BackupHeader;
  frames: AsyncGenerator<Frame>;
}

export async function openBackup(file: string): Promise<OpenedBackup> {
  const frames = readFrames(decompressed(file));
  const first = await frames.next();
  if (first.done || first.value.type !== 'H') {
    await frames.return(undefined);
    throw notABackup();
  }
  try {
    return { header: parseHeader(first.value.payload), frames };
  } catch (error) {
    await frames.return(undefined);
    throw error;
  }
}

/** Refuses a file that is not a backup this version can restore, before any database is touched. */
export async function checkBackup(file: string): Promise<BackupHeader> {
  const { header, frames } = await openBackup(file);
  await frames.return(undefined);
  migrationsOf(header);
  return header;
}

interface Migration {
  sql: string[];
  folderMillis: number;
  hash: string;
}

/** The migrations of this version the backup was taken at; refuses a backup from a schema this version lacks. */
export function migrationsOf(header: BackupHeader): { apply: Migration[]; pending: number } {
  const known = readMigrationFiles({ migrationsFolder });
  const newestKnown = Math.max(...known.map((m) => m.folderMillis));
  const newestTaken = Math.max(...header.migrations.map((m) => m.createdAt));
  if (newestTaken > newestKnown) {
    throw new BackupError(
      'backup.newer_schema',
      `The backup was taken at a newer schema (migration of ${new Date(newestTaken).toISOString()}) than this version of Watchpost knows (${new Date(newestKnown).toISOString()}): restore it with that version or a later one.`,
      { backupMigration: newestTaken, knownMigration: newestKnown },
    );
  }
  const knownTimes = new Set(known.map((m) => m.folderMillis));
  const unknown = header.migrations.find((m) => !knownTimes.has(m.createdAt));
  if (unknown) {
    throw new BackupError(
      'backup.unknown_migration',
      `The backup's database has a migration (of ${new Date(unknown.createdAt).toISOString()}) that this version of Watchpost does not have.`,
      { migration: unknown.createdAt },
    );
  }
  const apply = known.filter((m) => m.folderMillis <= newestTaken);
  return { apply, pending: known.length - apply.length };
}

/** Relations outside PostgreSQL's own schemas and extensions: a database with none is empty. */
async function existingRelations(client: pg.Client): Promise<string[]> {
  const found = await client.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
       and n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
       and not exists (select 1 from pg_depend d
                       where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
     order by 1`,
  );
  return found.rows.map((r) => r.name);
}

async function emptyDatabase(client: pg.Client): Promise<void> {
  const schemas = await client.query<{ name: string }>(
    `select nspname as name from pg_namespace
     where nspname not like 'pg\\_%' and nspname <> 'information_schema' order by 1`,
  );
  for (const { name } of schemas.rows) await client.query(`drop schema ${pg.escapeIdentifier(name)} cascade`);
  await client.query('create schema public');
}

/** What Drizzle's migrator does, inside our transaction (its own would commit it). */
async function applyMigrations(client: pg.Client, migrations: Migration[]): Promise<void> {
  await client.query('create schema if not exists drizzle');
  await client.query(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await client.query(statement);
    await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}

function schemaMismatch(what: string): BackupError {
  return new BackupError('backup.corrupt', `The backup does not match the schema of its migrations (${what}).`, {
    what,
  });
}

/** Restores the backup in `file` into the database at `url`. */
export async function restoreDatabase(
  url: string,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const { header, frames } = await openBackup(file);
  try {
    const migrations = migrationsOf(header);
    const client = new pg.Client({ connectionString: url, application_name: 'watchpost-db-restore' });
    await client.connect();
    try {
      await client.query(copySessionSettings);
      // A console still using the database holds locks: fail with a clear refusal instead of waiting on them.
      await client.query("set lock_timeout = '10s'");
      await client.query('begin');
      const relations = await existingRelations(client);
      if (relations.length > 0 && !options.force) {
        throw new BackupError(
          'backup.target_not_empty',
          `The target database is not empty (${relations.length} relations, e.g. ${relations.slice(0, 3).join(', ')}); restore into an empty database, or pass --force to empty it first.`,
          { relations: relations.length },
        );
      }
      if (relations.length > 0) await emptyDatabase(client);
      await applyMigrations(client, migrations.apply);
      const rows = await loadTables(client, header, frames);
      for (const sequence of header.sequences) {
        if (sequence.lastValue === null) continue;
        const name = qualified(sequence.schema, sequence.name);
        const exists = await client.query<{ found: boolean }>('select to_regclass($1) is not null as found', [name]);
        if (!exists.rows[0]?.found) throw schemaMismatch(`no sequence ${sequence.schema}.${sequence.name}`);
        await client.query('select setval($1::regclass, $2::bigint, true)', [name, sequence.lastValue]);
      }
      await client.query('commit');
      return {
        tables: header.tables.length,
        rows,
        migrations: migrations.apply.length,
        pendingMigrations: migrations.pending,
        createdAt: header.createdAt,
      };
    } catch (error) {
      await client.query('rollback').catch(() => {});
      if ((error as { code?: string }).code === '55P03') {
        throw new BackupError(
          'backup.target_in_use',
          'The target database is in use (a console running on it?): stop every console on it, then restore.',
        );
      }
      throw error;
    } finally {
      await client.end().catch(() => {});
    }
  } finally {
    await frames.return(undefined);
  }
}

/** Loads every table of the backup; returns the rows loaded. */
async function loadTables(client: pg.Client, header: BackupHeader, frames: AsyncGenerator<Frame>): Promise<number> {
  const present = await client.query<{ schema: string; name: string; columns: string[] }>(applicationTablesQuery, [
    excludedSchemas,
  ]);
  const columnsOf = new Map(present.rows.map((t) => [`${t.schema}.${t.name}`, new Set(t.columns)]));
  for (const table of header.tables) {
    const columns = columnsOf.get(`${table.schema}.${table.name}`);
    if (!columns) throw schemaMismatch(`no table ${table.schema}.${table.name}`);
    const missing = table.columns.find((c) => !columns.has(c));
    if (missing) throw schemaMismatch(`no column ${missing} in ${table.schema}.${table.name}`);
  }
  const names = present.rows.map((t) => qualified(t.schema, t.name));
  if (names.length === 0) return 0;
  // Rows a migration inserted are in the backup too (as they were then).
  await client.query(`truncate ${names.join(', ')}`);
  const foreignKeys = await client.query<{ tab: string; name: string; definition: string }>(
    `select conrelid::regclass::text as tab, conname as name, pg_get_constraintdef(oid) as definition
     from pg_constraint where contype = 'f' and conrelid = any($1::regclass[]) order by 1, 2`,
    [names],
  );
  for (const fk of foreignKeys.rows) {
    await client.query(`alter table ${fk.tab} drop constraint ${pg.escapeIdentifier(fk.name)}`);
  }
  const triggers = await client.query<{ tab: string; name: string }>(
    `select tgrelid::regclass::text as tab, tgname as name from pg_trigger
     where not tgisinternal and tgenabled = 'O' and tgrelid = any($1::regclass[]) order by 1, 2`,
    [names],
  );
  for (const t of triggers.rows) {
    await client.query(`alter table ${t.tab} disable trigger ${pg.escapeIdentifier(t.name)}`);
  }

  const loading: Loading = {};
  try {
    const rows = await copyTables(client, header, frames, loading);
    for (const fk of foreignKeys.rows) {
      await client.query(`alter table ${fk.tab} add constraint ${pg.escapeIdentifier(fk.name)} ${fk.definition}`);
    }
    for (const t of triggers.rows) {
      await client.query(`alter table ${t.tab} enable trigger ${pg.escapeIdentifier(t.name)}`);
    }
    return rows;
  } catch (error) {
    // A COPY left open would keep the connection waiting for data: end it so the transaction can roll back.
    loading.copy?.abort('restore failed');
    throw error;
  }
}

interface Loading {
  /** The COPY in progress. */
  copy?: CopyIn;
}

/** The COPY of each table in turn, from the frames after the header; returns the rows loaded. */
async function copyTables(
  client: pg.Client,
  header: BackupHeader,
  frames: AsyncGenerator<Frame>,
  loading: Loading,
): Promise<number> {
  let rows = 0;
  let index = 0;
  let copy: CopyIn | undefined;
  let ended = false;
  for await (const { type, payload } of frames) {
    const table = header.tables[index];
    if (type === 'T') {
      const named = JSON.parse(payload.toString('utf8')) as { schema?: string; name?: string };
      if (copy || !table || named.schema !== table.schema || named.name !== table.name) {
        throw corrupt('tables out of order');
      }
      copy = copyIn(client, `copy ${qualified(table.schema, table.name)} (${columnList(table.columns)}) from stdin`);
      copy.on('error', () => {});
      loading.copy = copy;
    } else if (type === 'D') {
      if (!copy) throw corrupt('data outside a table');
      if (!copy.write(payload)) await Promise.race([once(copy, 'drain'), finished(copy)]);
    } else if (type === 'E') {
      if (!copy || !table) throw corrupt('a table end outside a table');
      copy.end();
      await finished(copy);
      if (copy.rows !== table.rows) {
        throw corrupt(`${table.name} has ${copy.rows} rows where the header says ${table.rows}`);
      }
      rows += table.rows;
      copy = undefined;
      loading.copy = undefined;
      index += 1;
    } else if (type === 'Z') {
      ended = true;
    } else {
      throw corrupt('a second header');
    }
  }
  if (!ended || copy || index !== header.tables.length) throw truncated();
  return rows;
}
