import sharp from 'sharp';
import { fieldError } from '../../../shared/contract/field-errors.ts';
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
    throw AppError.invalidFields({ photo: fieldError('photo.damaged_or_too_large') }, 'The image could not be read.');
  }
}

/** The stored photo's URL carries the file's hash, so a new photo gets a new URL and caches never go stale. */
export function photoUrlFor(userId: string, sha256: string): string {
  return `/api/v1/users/${userId}/photo?v=${sha256.slice(0, 32)}`;
}
