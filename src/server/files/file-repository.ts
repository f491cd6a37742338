import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/* The SQL of the file store (src/server/files/file-store.ts; docs/decisions/0026-one-file-store.md). */

type Db = Pick<Database, 'execute'>;

/**
 * Every column that references stored_files. A file goes when none of them names it; a test compares this list
 * with the foreign keys in the database, so a new reference cannot be forgotten here.
 */
export const fileReferences = [
  { table: 'users', column: 'photo_file' },
  { table: 'incident_report_attachments', column: 'image_file' },
  { table: 'incident_report_attachments', column: 'thumbnail_file' },
  { table: 'visitors', column: 'photo_file' },
] as const;

const unreferenced = sql.join(
  fileReferences.map(
    (r) => sql`not exists (select 1 from ${sql.identifier(r.table)} r where r.${sql.identifier(r.column)} = f.sha256)`,
  ),
  sql` and `,
);

/** First argument of the two-key advisory locks that serialise saving, deleting and sweeping one file. */
const fileLockClass = 724_101_584;

/** The advisory lock of a file: the first 32 bits of its hash (two files may share one; that only serialises them). */
export function fileLockKey(sha256: string): number {
  return Number.parseInt(sha256.slice(0, 8), 16) | 0;
}

/** Within a transaction: waits for the file's lock, held until the transaction ends. */
export async function lockFile(db: Db, lockKey: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${fileLockClass}, ${lockKey}::int)`);
}

/** Whether the file is stored, and whether its bytes are in the database (else in the bucket). */
export async function findStoredFile(db: Db, sha256: string) {
  const result = await db.execute<{ in_database: boolean }>(
    sql`select bytes is not null as in_database from stored_files where sha256 = ${sha256}`,
  );
  return result.rows[0];
}

export async function insertStoredFile(
  db: Db,
  v: { sha256: string; sizeBytes: number; contentType: string; bytes: Buffer | null },
): Promise<void> {
  await db.execute(sql`
    insert into stored_files (sha256, size_bytes, content_type, bytes)
    values (${v.sha256}, ${v.sizeBytes}, ${v.contentType}, ${v.bytes})
    on conflict (sha256) do nothing`);
}

/** Puts the bytes of a file that was in the bucket into the database (the store is the database again). */
export async function fillStoredFileBytes(db: Db, sha256: string, bytes: Buffer): Promise<void> {
  await db.execute(sql`update stored_files set bytes = ${bytes} where sha256 = ${sha256} and bytes is null`);
}

export async function readStoredFile(db: Db, sha256: string) {
  const result = await db.execute<{ bytes: Buffer | null; content_type: string }>(
    sql`select bytes, content_type from stored_files where sha256 = ${sha256}`,
  );
  return result.rows[0];
}

/** Deletes the file if no record references it; answers whether it was deleted and where its bytes were. */
export async function deleteUnreferencedFile(db: Db, sha256: string) {
  const result = await db.execute<{ in_bucket: boolean }>(sql`
    delete from stored_files f where f.sha256 = ${sha256} and ${unreferenced}
    returning f.bytes is null as in_bucket`);
  return result.rows[0];
}

/** Up to `limit` files no record references (left by a process that stopped before deleting them). */
export async function listUnreferencedFiles(db: Db, limit: number): Promise<string[]> {
  const result = await db.execute<{ sha256: string }>(
    sql`select f.sha256 from stored_files f where ${unreferenced} order by f.sha256 limit ${limit}`,
  );
  return result.rows.map((r) => r.sha256);
}

/** Which of these files have a row. */
export async function storedFilesAmong(db: Db, sha256s: string[]): Promise<Set<string>> {
  if (sha256s.length === 0) return new Set();
  const result = await db.execute<{ sha256: string }>(sql`select sha256 from stored_files where sha256 in ${sha256s}`);
  return new Set(result.rows.map((r) => r.sha256));
}

/** The foreign keys that reference stored_files, as `table.column` (for the test of fileReferences). */
export async function fileForeignKeys(db: Db): Promise<string[]> {
  const result = await db.execute<{ ref: string }>(sql`
    select c.conrelid::regclass::text || '.' || a.attname as ref
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and c.confrelid = 'stored_files'::regclass
    order by 1`);
  return result.rows.map((r) => r.ref);
}
