/**
 * Voice messages (spec sections 2, 4, 5, 7): POST /api/chat/transcribe takes multipart
 * `audio` (a file named recording.<ext>), `userId` and `chapterId`, and answers
 * { redirect, transcription }. redirect=true means "send this transcript to the tutor";
 * false means nothing intelligible was heard (the client shows the failure path).
 */
import { z } from 'zod';

export const transcribeResponse = z.object({ redirect: z.boolean(), transcription: z.string() });
export type TranscribeResponse = z.infer<typeof transcribeResponse>;

export const transcribeFields = z.object({ userId: z.uuid({ error: 'Invalid user id.' }), chapterId: z.uuid({ error: 'Invalid chapter id.' }) });

export const VOICE_LIMITS = {
  /** About 10 minutes of opus, or 5 minutes of CD-quality MP3: ample for a 2-minute message. */
  maxAudioBytes: 10 * 1024 * 1024,
  /** A question or an answer, not a lecture; keeps offline decoding under a few seconds. */
  maxAudioSeconds: 120,
  /** Shorter than this is a click, not speech. */
  minAudioSeconds: 0.2,
} as const;

/** What the server accepts, by content; the extensions the file may be named with. */
export const AUDIO_FORMATS = ['webm', 'ogg', 'wav', 'mp3', 'mp4', 'm4a', 'aac'] as const;

/** The file extension the client names an upload with (recording.<ext>), from its MIME type. */
export function recordingExtension(mimeType: string): string {
  const type = mimeType.toLowerCase();
  if (type.includes('webm')) return 'webm';
  if (type.includes('ogg')) return 'ogg';
  if (type.includes('wav')) return 'wav';
  if (type.includes('mpeg') || type.includes('mp3')) return 'mp3';
  if (type.includes('m4a')) return 'm4a';
  if (type.includes('aac')) return 'aac';
  if (type.includes('mp4')) return 'mp4';
  return 'webm';
}

/** Voice texts beyond the spec's own (those live in MSG.chat). */
export const VOICE_MSG = {
  notConfigured: 'Voice messages are not available on this server yet. Please type your message instead.',
  engineFailed: 'Speech recognition is unavailable right now. Please try again later or type your message.',
  engineTimeout: 'Speech recognition took too long. Please try a shorter message or type it instead.',
  noAudio: 'No audio was received. Please record or choose an audio file.',
  notAudio: 'This file is not a supported audio format. Please use WebM, Ogg, WAV, MP3, MP4, M4A or AAC.',
  tooLarge: `The audio file is too large. Please keep it under ${VOICE_LIMITS.maxAudioBytes / 1024 / 1024} MB.`,
  tooLong: `The audio is too long. Please keep voice messages under ${VOICE_LIMITS.maxAudioSeconds / 60} minutes.`,
  tooShort: 'The recording is too short. Please hold the button a little longer and speak.',
  undecodable: 'The audio could not be read. The file may be damaged.',
  notYourAccount: 'You can only send voice messages from your own account.',
  chapterNotFound: 'Chapter not found.',
} as const;
