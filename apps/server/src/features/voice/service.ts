/**
 * A voice message becomes text: access checks first, then the audio is checked by content,
 * size and duration, transcoded to 16 kHz mono WAV and handed to the speech engine with the
 * chapter it is about. Nothing is stored: the client sends the transcript on to the chat.
 */
import { transcribeFields, VOICE_LIMITS, VOICE_MSG, type TranscribeResponse } from '@booktutor/contracts/voice';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps';
import { AppError, badRequest, forbidden } from '../../lib/errors';
import { assertUserMayRead } from '../access/access-policy';
import { detectAudioFormat } from '../../lib/stt/audio-format';
import { AudioDecodeError } from '../../lib/stt/ffmpeg-transcoder';
import { SpeechEngineError } from '../../lib/stt/speech-to-text';
import type { UserPrincipal } from '../../plugins/auth';
import { chapterSpeechContext } from './chapter-speech-context';
import { presentTranscription } from './present';
import * as repo from './repository';
import type { VoiceUpload } from './read-upload';

function engineUnavailable(error: unknown, log: FastifyBaseLogger): AppError {
  log.error({ err: error }, 'speech-to-text failed');
  if (error instanceof SpeechEngineError && error.reason === 'not_configured') {
    return new AppError('service_unavailable', VOICE_MSG.notConfigured);
  }
  if (error instanceof SpeechEngineError && error.reason === 'timeout') {
    return new AppError('service_unavailable', VOICE_MSG.engineTimeout);
  }
  return new AppError('service_unavailable', VOICE_MSG.engineFailed);
}

export async function transcribeVoiceMessage(deps: Deps, user: UserPrincipal, upload: VoiceUpload, log: FastifyBaseLogger): Promise<TranscribeResponse> {
  const fields = transcribeFields.safeParse(upload.fields);
  if (!fields.success) {
    const issue = fields.error.issues[0]!;
    throw badRequest(issue.message, String(issue.path[0] ?? ''));
  }
  const { userId, chapterId } = fields.data;
  if (userId !== user.id) throw forbidden(VOICE_MSG.notYourAccount);
  const chapter = await assertUserMayRead(deps, userId, await repo.findChapterForSpeech(deps.db, { chapterId }), VOICE_MSG.chapterNotFound);

  const { engine, transcoder } = deps.stt;
  if (engine.name === 'none') throw new AppError('service_unavailable', VOICE_MSG.notConfigured);

  const audio = upload.audio;
  if (!audio || audio.length === 0) throw badRequest(VOICE_MSG.noAudio, 'audio');
  if (audio.length > VOICE_LIMITS.maxAudioBytes) throw new AppError('payload_too_large', VOICE_MSG.tooLarge, { field: 'audio' });
  if (!detectAudioFormat(audio)) throw new AppError('unsupported_media_type', VOICE_MSG.notAudio, { field: 'audio' });

  let decoded;
  try {
    decoded = await transcoder.toWav16kMono(audio, { maxSeconds: VOICE_LIMITS.maxAudioSeconds });
  } catch (error) {
    if (error instanceof AudioDecodeError) throw badRequest(VOICE_MSG.undecodable, 'audio');
    throw engineUnavailable(error, log);
  }
  if (decoded.durationSeconds > VOICE_LIMITS.maxAudioSeconds) throw badRequest(VOICE_MSG.tooLong, 'audio');
  if (decoded.durationSeconds < VOICE_LIMITS.minAudioSeconds) throw badRequest(VOICE_MSG.tooShort, 'audio');

  const passages = await repo.listChapterPassageTexts(deps.db, { chapterId });
  let text: string;
  try {
    text = await engine.transcribe({ wav: decoded.wav, durationSeconds: decoded.durationSeconds, chapter: chapterSpeechContext(chapter, passages) });
  } catch (error) {
    throw engineUnavailable(error, log);
  }
  return presentTranscription(text);
}
