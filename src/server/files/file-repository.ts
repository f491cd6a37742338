import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { storedFiles } from '../db/schema.ts';

/* The SQL of the file store (src/server/files/file-store.ts; docs/decisions/0026-one-file-store.md). */

type Db = Pick<Database, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

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

// The subqueries name their outer table, stored_files, themselves (docs/architecture.md#rows).
const unreferenced = sql.join(
  fileReferences.map(
    (r) =>
      sql`not exists (select 1 from ${sql.identifier(r.table)} r where r.${sql.identifier(r.column)} = stored_files.sha256)`,
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
  const [row] = await db
    .select({ inDatabase: sql<boolean>`${storedFiles.bytes} is not null` })
    .from(storedFiles)
    .where(eq(storedFiles.sha256, sha256));
  return row;
}

export async function insertStoredFile(
  db: Db,
  v: { sha256: string; sizeBytes: number; contentType: string; bytes: Buffer | null },
): Promise<void> {
  await db
    .insert(storedFiles)
    .values({ sha256: v.sha256, sizeBytes: v.sizeBytes, contentType: v.contentType, bytes: v.bytes })
    .onConflictDoNothing({ target: storedFiles.sha256 });
}

/** Puts the bytes of a file that was in the bucket into the database (the store is the database again). */
export async function fillStoredFileBytes(db: Db, sha256: string, bytes: Buffer): Promise<void> {
  await db
    .update(storedFiles)
    .set({ bytes })
    .where(and(eq(storedFiles.sha256, sha256), isNull(storedFiles.bytes)));
}

export async function readStoredFile(db: Db, sha256: string) {
  const [row] = await db
    .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(eq(storedFiles.sha256, sha256));
  return row;
}

/** Deletes the file if no record references it; answers whether it was deleted and where its bytes were. */
export async function deleteUnreferencedFile(db: Db, sha256: string) {
  const [row] = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.sha256, sha256), unreferenced))
    .returning({ inBucket: sql<boolean>`${storedFiles.bytes} is null` });
  return row;
}

/** Up to `limit` files no record references (left by a process that stopped before deleting them). */
export async function listUnreferencedFiles(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ sha256: storedFiles.sha256 })
    .from(storedFiles)
    .where(unreferenced)
    .orderBy(asc(storedFiles.sha256))
    .limit(limit);
  return rows.map((r) => r.sha256);
}

/** Which of these files have a row. */
export async function storedFilesAmong(db: Db, sha256s: string[]): Promise<Set<string>> {
  if (sha256s.length === 0) return new Set();
  const rows = await db
    .select({ sha256: storedFiles.sha256 })
    .from(storedFiles)
    .where(inArray(storedFiles.sha256, sha256s));
  return new Set(rows.map((r) => r.sha256));
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
