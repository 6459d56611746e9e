import { useMutation } from '@tanstack/react-query';
import { recordingExtension, VOICE_LIMITS, type TranscribeResponse } from '@booktutor/contracts/voice';
import { apiRequest } from '../../../lib/api-client';
import { getUserId } from '../../../lib/session';

export interface TranscribeInput {
  audio: Blob;
  chapterId: string;
}

/**
 * POST /api/chat/transcribe: multipart audio (named recording.<ext>), userId, chapterId.
 * Offline recognition of a 2-minute message can outlast the 30 s user timeout, so this one
 * call waits longer (120 s); the retry policy of the API client still applies.
 */
export const TRANSCRIBE_TIMEOUT_MS = 120_000;

export function transcribeAudio({ audio, chapterId }: TranscribeInput) {
  const form = new FormData();
  form.append('userId', getUserId() ?? '');
  form.append('chapterId', chapterId);
  form.append('audio', audio, `recording.${recordingExtension(audio.type)}`);
  return apiRequest<TranscribeResponse>('/chat/transcribe', { method: 'POST', body: form, timeoutMs: TRANSCRIBE_TIMEOUT_MS });
}

export function useTranscribeAudio() {
  return useMutation({ mutationFn: transcribeAudio });
}

export const tooLargeForUpload = (audio: Blob) => audio.size > VOICE_LIMITS.maxAudioBytes;
