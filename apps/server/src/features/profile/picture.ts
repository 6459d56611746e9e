import { fileTypeFromBuffer } from 'file-type';
import { MSG } from '@booktutor/contracts/messages';
import { PROFILE_PICTURE_TYPES } from '@booktutor/contracts/profile';
import { AppError } from '../../lib/errors';
import { checkImageDimensions } from '../../lib/image-dimensions';

export interface CheckedImage {
  bytes: Buffer;
  extension: string;
}

/**
 * An upload is an image when its bytes say so: the file name and the declared content type
 * are the sender's claims and are ignored. SVG is refused (it can carry script).
 */
export async function checkPictureBytes(bytes: Buffer): Promise<CheckedImage> {
  const detected = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  if (!detected || !(PROFILE_PICTURE_TYPES as readonly string[]).includes(detected.mime)) {
    throw new AppError('unsupported_media_type', MSG.profile.pictureInvalid, { field: 'profilePicture' });
  }
  checkImageDimensions(bytes, 'profilePicture', () => new AppError('unsupported_media_type', MSG.profile.pictureInvalid, { field: 'profilePicture' }));
  return { bytes, extension: detected.ext };
}

export const pictureTooLarge = () => new AppError('payload_too_large', MSG.profile.pictureTooLarge, { field: 'profilePicture' });
export const pictureMissing = () => new AppError('bad_request', MSG.profile.pictureInvalid, { field: 'profilePicture' });
