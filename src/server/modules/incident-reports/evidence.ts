import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../http/app-error.ts';

/*
 * Evidence photos (docs/product/incident-reports.md#evidence): kept under DATA_DIR/evidence, named by the SHA-256 of their bytes (so a file is
 * never silently replaced and the hash on the report proves it unchanged), with a WebP thumbnail beside them.
 * The type is what the bytes are (decoded), not what the request claims.
 */

const formats: Record<string, { contentType: string; extension: string }> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
};
export const thumbnailSize = 320;

export interface StoredEvidence {
  sha256: string;
  contentType: string;
  width: number;
  height: number;
  storagePath: string;
  thumbnailPath: string;
}

async function writeAtomically(file: string, bytes: Buffer) {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

/** `folder`: the directory under DATA_DIR (evidence/ for reports; visitor-photos/ for visitor check-in photos). */
export async function storeEvidence(dataDir: string, bytes: Buffer, folder = 'evidence'): Promise<StoredEvidence> {
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(bytes, { limitInputPixels: 80_000_000 }).metadata();
  } catch {
    throw new AppError('unsupported_media_type', 'Attach a photo: a JPEG, PNG or WebP image.');
  }
  const format = meta.format ? formats[meta.format] : undefined;
  if (!format || !meta.width || !meta.height) {
    throw new AppError('unsupported_media_type', 'Attach a photo: a JPEG, PNG or WebP image.');
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const storagePath = path.join(folder, sha256.slice(0, 2), `${sha256}.${format.extension}`);
  const thumbnailPath = path.join(folder, sha256.slice(0, 2), `${sha256}.thumb.webp`);
  let thumbnail: Buffer;
  try {
    thumbnail = await sharp(bytes)
      .rotate()
      .resize(thumbnailSize, thumbnailSize, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    throw AppError.badRequest('The image could not be read.', { file: 'The image is damaged' });
  }
  await writeAtomically(path.join(dataDir, storagePath), bytes);
  await writeAtomically(path.join(dataDir, thumbnailPath), thumbnail);
  return {
    sha256,
    contentType: format.contentType,
    width: meta.width,
    height: meta.height,
    storagePath,
    thumbnailPath,
  };
}

/** The bytes of a stored file (a path this module wrote, relative to DATA_DIR). */
export async function readEvidence(dataDir: string, relative: string, folder = 'evidence'): Promise<Buffer> {
  const full = path.resolve(dataDir, relative);
  if (!full.startsWith(path.resolve(dataDir, folder) + path.sep)) throw AppError.notFound('No such file.');
  try {
    return await readFile(full);
  } catch {
    throw AppError.notFound('No such file.');
  }
}

/** Deletes a stored file and its thumbnail (a path this module wrote under `folder`); a missing file is fine. */
export async function removeEvidence(dataDir: string, relative: string, folder: string): Promise<void> {
  const full = path.resolve(dataDir, relative);
  if (!full.startsWith(path.resolve(dataDir, folder) + path.sep)) return;
  const thumbnail = path.join(path.dirname(full), `${path.basename(full).split('.')[0]}.thumb.webp`);
  await rm(full, { force: true });
  await rm(thumbnail, { force: true });
}
