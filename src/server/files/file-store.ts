import { createHash } from 'node:crypto';
import type { Database } from '../db/client.ts';
import type { Bucket } from './bucket.ts';
import {
  deleteUnreferencedFile,
  fileLockKey,
  fillStoredFileBytes,
  findStoredFile,
  insertStoredFile,
  listUnreferencedFiles,
  lockFile,
  readStoredFile,
  storedFilesAmong,
} from './file-repository.ts';

/*
 * One store for every uploaded file (docs/decisions/0026-one-file-store.md): profile photos, incident evidence
 * and its thumbnails, visitor check-in photos. A file is named by the SHA-256 of its bytes and has a row in
 * stored_files, written in the transaction of the record that references it (a foreign key). The bytes are in
 * that row, or — FILE_STORE=s3 — in the bucket, put before the transaction commits. Saving, deleting and sweeping
 * one file take its advisory lock, so a file cannot be deleted while a transaction is saving it again.
 */

type Db = Pick<Database, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

export interface NewFile {
  bytes: Buffer;
  contentType: string;
}

export interface StoredFile {
  sha256: string;
  sizeBytes: number;
  contentType: string;
}

/** Objects in the bucket without a row younger than this are a transaction still in flight, not an orphan. */
export const orphanGraceMs = 60 * 60 * 1000;

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

export class FileStore {
  /** No bucket: the bytes go into PostgreSQL. */
  constructor(private readonly bucket?: Bucket) {}

  /** Where new bytes go. */
  get location(): 'database' | 'bucket' {
    return this.bucket ? 'bucket' : 'database';
  }

  /**
   * Stores the files within `tx`, the transaction that writes the record referencing them; identical bytes are
   * stored once. In the bucket, the object is put now (again, if the row exists: the put is idempotent).
   */
  async save<T extends NewFile[]>(tx: Db, files: [...T]): Promise<{ [K in keyof T]: StoredFile }> {
    const stored = files.map((f) => ({ ...f, sha256: sha256Of(f.bytes), sizeBytes: f.bytes.length }));
    // One order for every transaction, so two that save several files never wait for each other's locks.
    const locks = [...new Set(stored.map((f) => fileLockKey(f.sha256)))].sort((a, b) => a - b);
    for (const key of locks) await lockFile(tx, key);
    for (const file of stored) {
      const found = await findStoredFile(tx, file.sha256);
      if (this.bucket) {
        if (!found?.inDatabase) await this.bucket.put(file.sha256, file.bytes, file.contentType);
        if (!found) await insertStoredFile(tx, { ...file, bytes: null });
      } else if (!found) {
        await insertStoredFile(tx, file);
      } else if (!found.inDatabase) {
        await fillStoredFileBytes(tx, file.sha256, file.bytes);
      }
    }
    return stored.map(({ sha256, sizeBytes, contentType }) => ({ sha256, sizeBytes, contentType })) as {
      [K in keyof T]: StoredFile;
    };
  }

  /** The bytes and type of a stored file, or undefined when there is none. */
  async read(db: Db, sha256: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
    const row = await readStoredFile(db, sha256);
    if (!row) return undefined;
    if (row.bytes) return { bytes: row.bytes, contentType: row.contentType };
    if (!this.bucket) {
      throw new Error(`The file ${sha256} is in the bucket, but FILE_STORE is not s3: set the bucket's variables.`);
    }
    const bytes = await this.bucket.get(sha256);
    return bytes ? { bytes, contentType: row.contentType } : undefined;
  }

  /**
   * After a record stopped referencing these files: deletes each that no record references any more (its object
   * too), one transaction each. Answers how many went.
   */
  async release(db: Database, sha256s: ReadonlyArray<string | null | undefined>): Promise<number> {
    let deleted = 0;
    for (const sha256 of new Set(sha256s)) {
      if (sha256 && (await this.deleteIfUnreferenced(db, sha256))) deleted += 1;
    }
    return deleted;
  }

  private async deleteIfUnreferenced(db: Database, sha256: string): Promise<boolean> {
    try {
      return await db.transaction(async (tx) => {
        await lockFile(tx, fileLockKey(sha256));
        const gone = await deleteUnreferencedFile(tx, sha256);
        // Deleted before the row's deletion commits: if the commit fails, the row stays and the next save puts
        // the object again.
        if (gone?.inBucket && this.bucket) await this.bucket.delete(sha256);
        return gone !== undefined;
      });
    } catch (error) {
      // A record that took the file without its lock (the foreign key still guards it): it stays.
      if (isForeignKeyViolation(error)) return false;
      throw error;
    }
  }

  /**
   * The periodic sweep: deletes files no record references (a process stopped between a record's change and
   * release()) and, in the bucket, objects without a row written before `orphansBefore` (put for a transaction
   * that rolled back). Answers the counts.
   */
  async sweep(db: Database, orphansBefore: Date): Promise<{ files: number; objects: number }> {
    let files = 0;
    for (;;) {
      const batch = await listUnreferencedFiles(db, 500);
      const deleted = await this.release(db, batch);
      files += deleted;
      if (batch.length < 500 || deleted === 0) break;
    }
    let objects = 0;
    if (this.bucket) {
      let page: string[] = [];
      const sweepPage = async () => {
        const known = await storedFilesAmong(db, page);
        for (const sha256 of page.filter((s) => !known.has(s))) {
          if (await this.deleteOrphanObject(db, sha256)) objects += 1;
        }
        page = [];
      };
      for await (const object of this.bucket.list()) {
        if (object.lastModified < orphansBefore) page.push(object.sha256);
        if (page.length >= 500) await sweepPage();
      }
      await sweepPage();
    }
    return { files, objects };
  }

  /** Deletes an object whose file has no row, under the file's lock (a save in flight holds it). */
  private async deleteOrphanObject(db: Database, sha256: string): Promise<boolean> {
    const bucket = this.bucket;
    if (!bucket) return false;
    return db.transaction(async (tx) => {
      await lockFile(tx, fileLockKey(sha256));
      if (await findStoredFile(tx, sha256)) return false;
      await bucket.delete(sha256);
      return true;
    });
  }

  close(): void {
    this.bucket?.close();
  }
}
