import type { TranscribeResponse } from '@booktutor/contracts/voice';

/** Tidy engine output for the chat bubble; redirect only when something was actually heard. */
export function presentTranscription(raw: string): TranscribeResponse {
  const text = raw.replace(/\s+/g, ' ').trim();
  const transcription = text ? text[0]!.toUpperCase() + text.slice(1) : '';
  return { redirect: transcription.length > 0, transcription };
}
