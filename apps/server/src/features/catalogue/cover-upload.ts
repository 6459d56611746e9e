/**
 * Book covers are checked by their content (magic bytes), never by the name or the type the
 * browser claims: a renamed text file or an SVG with script in it is refused.
 */
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { CATALOGUE_MSG } from '@booktutor/contracts/catalogue';
import { LIMITS } from '@booktutor/contracts/limits';
import { MSG } from '@booktutor/contracts/messages';
import type { Deps } from '../../deps';
import { AppError, badRequest } from '../../lib/errors';
import { checkImageDimensions } from '../../lib/image-dimensions';
import { COVERS_FOLDER } from './unused-covers';

/** Raster formats every browser shows. */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp']);

/** Reads at most the limit plus one byte, so an oversized upload is refused without buffering it all. */
async function readLimited(file: MultipartFile, limit: number): Promise<Buffer | 'too_large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const data of file.file) {
    const chunk = data as Buffer; // a file stream with no encoding set yields Buffers
    size += chunk.length;
    if (size > limit) {
      file.file.resume(); // drain the rest so the connection stays usable
      return 'too_large';
    }
    chunks.push(chunk);
  }
  if (file.file.truncated) return 'too_large';
  return Buffer.concat(chunks);
}

export async function storeBookCover(deps: Deps, file: MultipartFile | undefined) {
  if (!file || file.fieldname !== 'coverImage') throw badRequest(CATALOGUE_MSG.coverRequired, 'coverImage');
  const bytes = await readLimited(file, LIMITS.imageMaxBytes);
  if (bytes === 'too_large') throw new AppError('payload_too_large', MSG.books.imageTooLarge, { field: 'coverImage' });
  return { imageUrl: await storeCoverBytes(deps, bytes) };
}

/** Checks a cover's bytes by content (type and size in pixels) and stores it; returns its URL. The seed uses it too. */
export async function storeCoverBytes(deps: Deps, bytes: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !IMAGE_TYPES.has(type.mime)) {
    throw new AppError('unsupported_media_type', MSG.books.imageTypeInvalid, { field: 'coverImage' });
  }
  checkImageDimensions(bytes, 'coverImage', () => new AppError('unsupported_media_type', MSG.books.imageTypeInvalid, { field: 'coverImage' }));
  return deps.storage.save(COVERS_FOLDER, type.ext, bytes);
}
