import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Database } from '../db/client.ts';
import type { FileStore } from './file-store.ts';
import {
  attachmentsWithLegacyFiles,
  legacyVisitorPhotos,
  setAttachmentFiles,
  setUserPhotoFile,
  setVisitorPhotoFile,
  usersWithLegacyPhoto,
  withLegacyMoveLock,
} from './legacy-file-repository.ts';

/*
 * Start-up move of the files earlier versions kept under DATA_DIR (photos/, evidence/, visitor-photos/) into the
 * file store (docs/decisions/0026-one-file-store.md). Each record's file is stored and the record pointed at it in
 * one transaction; then the original is deleted. A record whose file is missing here (DATA_DIR not mounted on
 * this instance) keeps pointing at it and is tried again at the next start. Runs under an advisory lock, so
 * instances starting together move each file once; one that waited finds nothing left to do.
 */

export interface LegacyMoveResult {
  moved: number;
  missing: number;
}

interface MoveContext {
  db: Database;
  pool: pg.Pool;
  files: FileStore;
  dataDir: string;
}

const batch = 100;
const noId = '00000000-0000-0000-0000-000000000000';
const photoUrlPattern = /^\/api\/v1\/users\/([0-9a-f-]{36})\/photo\?v=([0-9a-f]{32})$/;

/** A path a record holds, if it lies inside DATA_DIR/<folder>. */
function inside(dataDir: string, folder: string, relative: string): string | undefined {
  const full = path.resolve(dataDir, relative);
  return full.startsWith(path.resolve(dataDir, folder) + path.sep) ? full : undefined;
}

async function readIfThere(file: string | undefined): Promise<Buffer | undefined> {
  if (!file) return undefined;
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function removeAll(files: Array<string | undefined>): Promise<void> {
  for (const file of files) if (file) await rm(file, { force: true });
}

async function moveUserPhotos(ctx: MoveContext, result: LegacyMoveResult) {
  for (let after = noId; ; ) {
    const rows = await usersWithLegacyPhoto(ctx.db, after, batch);
    for (const row of rows) {
      const match = photoUrlPattern.exec(row.photoUrl);
      const file = match ? path.join(ctx.dataDir, 'photos', `${match[1]}-${match[2]}.webp`) : undefined;
      const bytes = await readIfThere(file);
      if (!bytes) {
        result.missing += 1;
        continue;
      }
      await ctx.db.transaction(async (tx) => {
        const [stored] = await ctx.files.save(tx, [{ bytes, contentType: 'image/webp' }]);
        await setUserPhotoFile(tx, row.id, row.photoUrl, stored.sha256);
      });
      await removeAll([file]);
      result.moved += 1;
    }
    if (rows.length < batch) return;
    after = rows[rows.length - 1]?.id ?? after;
  }
}

async function moveEvidence(ctx: MoveContext, result: LegacyMoveResult) {
  for (let after = noId; ; ) {
    const rows = await attachmentsWithLegacyFiles(ctx.db, after, batch);
    for (const row of rows) {
      const imageFile = inside(ctx.dataDir, 'evidence', row.storagePath);
      const thumbnailFile = row.thumbnailPath ? inside(ctx.dataDir, 'evidence', row.thumbnailPath) : undefined;
      const image = await readIfThere(imageFile);
      if (!image) {
        result.missing += 1;
        continue;
      }
      // A lost thumbnail is replaced by the photo itself: larger, but the same picture.
      const thumbnail = await readIfThere(thumbnailFile);
      await ctx.db.transaction(async (tx) => {
        const [storedImage, storedThumbnail] = await ctx.files.save(tx, [
          { bytes: image, contentType: row.contentType },
          thumbnail ? { bytes: thumbnail, contentType: 'image/webp' } : { bytes: image, contentType: row.contentType },
        ]);
        await setAttachmentFiles(tx, row.id, storedImage.sha256, storedThumbnail.sha256);
      });
      await removeAll([imageFile, thumbnailFile]);
      result.moved += 1;
    }
    if (rows.length < batch) return;
    after = rows[rows.length - 1]?.id ?? after;
  }
}

async function moveVisitorPhotos(ctx: MoveContext, result: LegacyMoveResult) {
  for (let after = ''; ; ) {
    const rows = await legacyVisitorPhotos(ctx.db, after, batch);
    for (const row of rows) {
      const file = inside(ctx.dataDir, 'visitor-photos', row.photoPath);
      const bytes = await readIfThere(file);
      if (!bytes) {
        result.missing += 1;
        continue;
      }
      await ctx.db.transaction(async (tx) => {
        const [stored] = await ctx.files.save(tx, [{ bytes, contentType: row.contentType ?? 'image/jpeg' }]);
        await setVisitorPhotoFile(tx, row.photoPath, stored.sha256);
      });
      // Thumbnails were written beside visitor photos too (never shown): they go with them.
      await removeAll([file, file?.replace(/\.[a-z]+$/, '.thumb.webp')]);
      result.moved += 1;
    }
    if (rows.length < batch) return;
    after = rows[rows.length - 1]?.photoPath ?? after;
  }
}

/** Moves every file under DATA_DIR that a record points to into the store; answers how many moved or are missing. */
export async function moveLegacyFiles(ctx: MoveContext): Promise<LegacyMoveResult> {
  return withLegacyMoveLock(ctx.pool, async () => {
    const result: LegacyMoveResult = { moved: 0, missing: 0 };
    await moveUserPhotos(ctx, result);
    await moveEvidence(ctx, result);
    await moveVisitorPhotos(ctx, result);
    return result;
  });
}
