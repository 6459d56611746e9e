/**
 * The size of an image in pixels, read from its header without decoding it. A small file can
 * declare a huge picture (a 30,000 x 30,000 PNG compresses to a few hundred kilobytes) that every
 * browser showing the cover would try to decode into gigabytes, so covers and pictures are bounded
 * in pixels as well as in bytes.
 */
import { imageSize } from 'image-size';
import { LIMITS } from '@booktutor/contracts/limits';
import { MSG } from '@booktutor/contracts/messages';
import { AppError } from './errors';

function dimensionsOf(bytes: Buffer): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Refuses an image whose header gives no size (not a picture a browser can show: `unreadable`)
 * or one larger than the limits (400 with the message naming them).
 */
export function checkImageDimensions(bytes: Buffer, field: string, unreadable: () => AppError): void {
  const size = dimensionsOf(bytes);
  if (!size) throw unreadable();
  const tooLarge = size.width > LIMITS.imageMaxSidePx || size.height > LIMITS.imageMaxSidePx || size.width * size.height > LIMITS.imageMaxPixels;
  if (tooLarge) throw new AppError('bad_request', MSG.generic.imageTooManyPixels, { field });
}
