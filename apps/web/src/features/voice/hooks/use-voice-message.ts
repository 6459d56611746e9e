/**
 * The voice message flow after the audio exists (spec section 4): the placeholder
 * 'Processing audio message...' appears; a transcript with redirect replaces it and goes to
 * the tutor; anything else turns it into the 'Audio message' entry plus a system warning.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import { MSG } from '@booktutor/contracts/messages';
import { VOICE_MSG } from '@booktutor/contracts/voice';
import { ApiError } from '../../../lib/api-error';
import { tooLargeForUpload, transcribeAudio } from '../api/transcribe-audio';

export interface VoiceMessageCallbacks {
  /** Show the placeholder message (text: 'Processing audio message...'). */
  onPlaceholder: (text: string) => void;
  /** Replace the placeholder with this transcript and send it to the tutor. */
  onTranscribed: (transcript: string) => void;
  /** Replace the placeholder with an 'Audio message' entry and show this system warning. */
  onFailed: (warning: string) => void;
}

export function useVoiceMessage(chapterId: string | null, callbacks: VoiceMessageCallbacks, fallback: string) {
  const latest = useRef(callbacks);
  useLayoutEffect(() => {
    latest.current = callbacks;
  });

  return useCallback(
    /** The audio, or a function preparing it (file conversion runs after the placeholder shows). */
    async (source: Blob | (() => Promise<Blob>)) => {
      const { onPlaceholder, onTranscribed, onFailed } = latest.current;
      if (!chapterId) {
        onFailed(MSG.chat.selectChapter);
        return;
      }
      onPlaceholder(MSG.chat.processingAudio);
      const audio = typeof source === 'function' ? await source() : source;
      if (audio.size === 0) return onFailed(VOICE_MSG.noAudio);
      if (tooLargeForUpload(audio)) return onFailed(VOICE_MSG.tooLarge);
      try {
        const result = await transcribeAudio({ audio, chapterId });
        const transcript = result.transcription.trim();
        if (result.redirect && transcript) onTranscribed(transcript);
        else onFailed(MSG.chat.transcribeFailed);
      } catch (error) {
        // Prefer the server's own words (not configured, too long...), else the spec's fallback.
        onFailed(error instanceof ApiError ? (error.kind === 'http' ? (error.serverMessage ?? fallback) : error.message) : fallback);
      }
    },
    [chapterId, fallback],
  );
}
