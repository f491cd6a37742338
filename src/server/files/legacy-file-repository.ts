import { and, asc, eq, gt, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../db/client.ts';
import { incidentReportAttachments, users, visitors } from '../db/schema.ts';

/* The SQL of the start-up move of files under DATA_DIR into the file store (legacy-files.ts). */

type Db = Pick<Database, 'select' | 'update'>;

/** Serialises the move when several API instances start at once (beside the migrations' lock). */
const legacyMoveLockKey = 724_101_585;

/** Runs `work` while this process holds the move's lock (on a connection of its own), waiting for it first. */
export async function withLegacyMoveLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [legacyMoveLockKey]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [legacyMoveLockKey]);
    }
  } finally {
    client.release();
  }
}

/** Users whose photo is still a file under DATA_DIR/photos, after `after` by id. */
export async function usersWithLegacyPhoto(db: Db, after: string, limit: number) {
  return db
    .select({ id: users.id, photoUrl: sql<string>`${users.photoUrl}` })
    .from(users)
    .where(and(isNotNull(users.photoUrl), isNull(users.photoFile), gt(users.id, after)))
    .orderBy(asc(users.id))
    .limit(limit);
}

/** Points the user's photo at the stored file, if the photo is still the one that was read. */
export async function setUserPhotoFile(db: Db, id: string, photoUrl: string, sha256: string): Promise<void> {
  await db
    .update(users)
    .set({ photoFile: sha256 })
    .where(and(eq(users.id, id), eq(users.photoUrl, photoUrl), isNull(users.photoFile)));
}

/** Evidence whose photo is still a file under DATA_DIR/evidence, after `after` by id. */
export async function attachmentsWithLegacyFiles(db: Db, after: string, limit: number) {
  const a = incidentReportAttachments;
  return db
    .select({
      id: a.id,
      contentType: a.contentType,
      storagePath: sql<string>`${a.storagePath}`,
      thumbnailPath: a.thumbnailPath,
    })
    .from(a)
    .where(and(isNotNull(a.storagePath), isNull(a.imageFile), gt(a.id, after)))
    .orderBy(asc(a.id))
    .limit(limit);
}

export async function setAttachmentFiles(db: Db, id: string, imageFile: string, thumbnailFile: string) {
  await db
    .update(incidentReportAttachments)
    .set({ imageFile, thumbnailFile, storagePath: null, thumbnailPath: null })
    .where(and(eq(incidentReportAttachments.id, id), isNull(incidentReportAttachments.imageFile)));
}

/** Distinct visitor photos still under DATA_DIR/visitor-photos (a file may be shared), after `after`. */
export async function legacyVisitorPhotos(db: Db, after: string, limit: number) {
  return db
    .select({ photoPath: sql<string>`${visitors.photoPath}`, contentType: max(visitors.photoContentType) })
    .from(visitors)
    .where(and(isNotNull(visitors.photoPath), isNull(visitors.photoFile), gt(visitors.photoPath, after)))
    .groupBy(visitors.photoPath)
    .orderBy(asc(visitors.photoPath))
    .limit(limit);
}

export async function setVisitorPhotoFile(db: Db, photoPath: string, sha256: string): Promise<void> {
  await db
    .update(visitors)
    .set({ photoFile: sha256, photoPath: null })
    .where(and(eq(visitors.photoPath, photoPath), isNull(visitors.photoFile)));
}
