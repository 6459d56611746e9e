/**
 * Reads the multipart voice upload into memory: the `audio` file (at most the voice limit,
 * larger uploads are cut off early and flagged) and the text fields. Nothing touches disk.
 */
import type { FastifyRequest } from 'fastify';
import { VOICE_LIMITS, VOICE_MSG } from '@booktutor/contracts/voice';
import { AppError, badRequest } from '../../lib/errors';

export interface VoiceUpload {
  audio: Buffer | null;
  fields: Record<string, string>;
}

export async function readVoiceUpload(request: FastifyRequest): Promise<VoiceUpload> {
  if (!request.isMultipart()) throw badRequest(VOICE_MSG.noAudio, 'audio');
  const fields: Record<string, string> = {};
  let audio: Buffer | null = null;
  const parts = request.parts({ limits: { fileSize: VOICE_LIMITS.maxAudioBytes, files: 1, fields: 10 } });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'audio') {
          part.file.resume();
          continue;
        }
        audio = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', VOICE_MSG.tooLarge, { field: 'audio' });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(undefined, 'audio');
    throw error;
  }
  return { audio, fields };
}
