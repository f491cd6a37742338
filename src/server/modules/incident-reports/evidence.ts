import sharp from 'sharp';
import { fieldError } from '../../../shared/contract/field-errors.ts';
import { sha256Of } from '../../files/file-store.ts';
import { AppError } from '../../http/app-error.ts';

/*
 * Evidence photos (docs/product/incident-reports.md#evidence): checked and given a WebP thumbnail here, then kept
 * in the file store, named by the SHA-256 of their bytes (so a file is never silently replaced and the hash on the
 * report proves it unchanged). The type is what the bytes are (decoded), not what the request claims. Visitor
 * check-in photos are checked the same way.
 */

const formats: Record<string, { contentType: string }> = {
  jpeg: { contentType: 'image/jpeg' },
  png: { contentType: 'image/png' },
  webp: { contentType: 'image/webp' },
};
export const thumbnailSize = 320;

export interface CheckedImage {
  sha256: string;
  contentType: string;
  width: number;
  height: number;
  /** A WebP of at most thumbnailSize × thumbnailSize. */
  thumbnail: Buffer;
}

/** Decodes an uploaded photo (415 when it is not a JPEG, PNG or WebP image) and makes its thumbnail. */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
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
  const sha256 = sha256Of(bytes);
  let thumbnail: Buffer;
  try {
    thumbnail = await sharp(bytes)
      .rotate()
      .resize(thumbnailSize, thumbnailSize, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    throw AppError.invalidFields({ file: fieldError('photo.damaged') }, 'The image could not be read.');
  }
  return { sha256, contentType: format.contentType, width: meta.width, height: meta.height, thumbnail };
}
