import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../db/client.ts';

/* The SQL of the start-up move of files under DATA_DIR into the file store (legacy-files.ts). */

type Db = Pick<Database, 'execute'>;

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
  const result = await db.execute<{ id: string; photo_url: string }>(sql`
    select id, photo_url from users
    where photo_url is not null and photo_file is null and id > ${after}::uuid
    order by id limit ${limit}`);
  return result.rows;
}

/** Points the user's photo at the stored file, if the photo is still the one that was read. */
export async function setUserPhotoFile(db: Db, id: string, photoUrl: string, sha256: string): Promise<void> {
  await db.execute(
    sql`update users set photo_file = ${sha256} where id = ${id} and photo_url = ${photoUrl} and photo_file is null`,
  );
}

/** Evidence whose photo is still a file under DATA_DIR/evidence, after `after` by id. */
export async function attachmentsWithLegacyFiles(db: Db, after: string, limit: number) {
  const result = await db.execute<{
    id: string;
    content_type: string;
    storage_path: string;
    thumbnail_path: string | null;
  }>(sql`
    select id, content_type, storage_path, thumbnail_path from incident_report_attachments
    where storage_path is not null and image_file is null and id > ${after}::uuid
    order by id limit ${limit}`);
  return result.rows;
}

export async function setAttachmentFiles(db: Db, id: string, imageFile: string, thumbnailFile: string) {
  await db.execute(sql`
    update incident_report_attachments
    set image_file = ${imageFile}, thumbnail_file = ${thumbnailFile}, storage_path = null, thumbnail_path = null
    where id = ${id} and image_file is null`);
}

/** Distinct visitor photos still under DATA_DIR/visitor-photos (a file may be shared), after `after`. */
export async function legacyVisitorPhotos(db: Db, after: string, limit: number) {
  const result = await db.execute<{ photo_path: string; content_type: string | null }>(sql`
    select photo_path, max(photo_content_type) as content_type from visitors
    where photo_path is not null and photo_file is null and photo_path > ${after}
    group by photo_path order by photo_path limit ${limit}`);
  return result.rows;
}

export async function setVisitorPhotoFile(db: Db, photoPath: string, sha256: string): Promise<void> {
  await db.execute(sql`
    update visitors set photo_file = ${sha256}, photo_path = null
    where photo_path = ${photoPath} and photo_file is null`);
}
