/**
 * Speech-to-text behind one interface. The voice feature hands every engine the same input:
 * 16 kHz mono 16-bit WAV (transcoded by ffmpeg) plus what the chapter is about, so an engine
 * can bias itself to the chapter (pocketsphinx: a chapter language model; Whisper: a prompt).
 */
import type { AudioTranscoder } from './ffmpeg-transcoder';

export type SpeechEngineName = 'openai-compatible' | 'pocketsphinx' | 'none';

export interface ChapterContext {
  /** Stable key for caches: the chapter's vectorStoreId. */
  key: string;
  title: string;
  /** The chapter's text (passages, questions and answers) the student is likely to talk about. */
  text: string;
}

export interface TranscribeRequest {
  /** 16 kHz mono 16-bit PCM WAV. */
  wav: Buffer;
  durationSeconds: number;
  chapter: ChapterContext;
}

export interface SpeechToText {
  readonly name: SpeechEngineName;
  /** The recognised words; an empty string when nothing was said. Throws SpeechEngineError. */
  transcribe(request: TranscribeRequest): Promise<string>;
}

/** The engine failed or timed out: the request was fine, the service was not. */
export class SpeechEngineError extends Error {
  override name = 'SpeechEngineError';
  constructor(
    message: string,
    readonly reason: 'not_configured' | 'failed' | 'timeout',
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
  }
}

/** No engine installed or configured: every call says so, and the route answers 503. */
export function createNoSpeechToText(why: string): SpeechToText {
  return {
    name: 'none',
    async transcribe() {
      throw new SpeechEngineError(why, 'not_configured');
    },
  };
}

/** What the server hears with: Deps.stt. The transcoder turns any accepted upload into WAV. */
export interface Stt {
  readonly engine: SpeechToText;
  readonly transcoder: AudioTranscoder;
}
