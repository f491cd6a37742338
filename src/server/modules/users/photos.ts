import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { photoSize } from '../../../shared/contract/users.ts';
import { AppError } from '../../http/app-error.ts';

/** Refuse images whose pixel count would cost a lot of memory to decode (decompression bombs). */
const maxInputPixels = 40_000_000;

type ImageKind = 'jpeg' | 'png' | 'webp';

/** What the bytes say the image is; the Content-Type header is not trusted. */
export function sniffImage(bytes: Buffer): ImageKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && pngSignature.every((byte, i) => bytes[i] === byte)) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return undefined;
}

/** Crops to a centred square and scales to photoSize × photoSize WebP; the orientation tag is applied first. */
export async function resizePhoto(bytes: Buffer): Promise<Buffer> {
  if (!sniffImage(bytes)) {
    throw new AppError('unsupported_media_type', 'The photo must be a JPEG, PNG or WebP image.');
  }
  try {
    return await sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize(photoSize, photoSize, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw AppError.badRequest('The image could not be read.', { photo: 'The image is damaged or too large' });
  }
}

export function photoDir(dataDir: string): string {
  return path.join(dataDir, 'photos');
}

/** The stored photo's URL carries the file's hash, so a new photo gets a new URL and caches never go stale. */
export function photoUrlFor(userId: string, hash: string): string {
  return `/api/v1/users/${userId}/photo?v=${hash}`;
}

const urlPattern = /^\/api\/v1\/users\/([0-9a-f-]{36})\/photo\?v=([0-9a-f]{32})$/;

/** The file behind a photo URL this module wrote, or undefined for anything else. */
export function photoFileFor(dataDir: string, photoUrl: string | null): string | undefined {
  const match = photoUrl ? urlPattern.exec(photoUrl) : null;
  if (!match) return undefined;
  return path.join(photoDir(dataDir), `${match[1]}-${match[2]}.webp`);
}

/** Writes the photo under DATA_DIR/photos/<userId>-<hash>.webp (atomically) and returns its hash. */
export async function storePhoto(dataDir: string, userId: string, webp: Buffer): Promise<string> {
  const hash = createHash('sha256').update(webp).digest('hex').slice(0, 32);
  const dir = photoDir(dataDir);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${userId}-${hash}.webp`);
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, webp, { mode: 0o640 });
  await rename(temporary, file);
  return hash;
}

export async function readPhoto(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

export async function removePhoto(file: string | undefined): Promise<void> {
  if (file) await rm(file, { force: true });
}
