/**
 * Any server speaking OpenAI's POST /v1/audio/transcriptions: the Whisper API, faster-whisper
 * servers, whisper.cpp's server, LocalAI... STT_BASE_URL includes the version path
 * (https://api.openai.com/v1, http://localhost:8000/v1). The chapter's title and key terms go
 * in `prompt`, which Whisper-family models use to spell the chapter's vocabulary right.
 */
import { spokenSentences } from './chapter-bias/spoken-words';
import { keyTerms } from './chapter-bias/student-phrases';
import { SpeechEngineError, type ChapterContext, type SpeechToText } from './speech-to-text';

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Whisper reads at most 224 prompt tokens; a title and a few dozen terms stay well inside. */
export function transcriptionPrompt(chapter: ChapterContext): string {
  const terms = keyTerms(spokenSentences(chapter.text), 30);
  return [chapter.title, terms.join(', ')].filter(Boolean).join('. ').slice(0, 600);
}

export function createOpenAiCompatibleStt(options: OpenAiCompatibleOptions): SpeechToText {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const doFetch = options.fetch ?? fetch;

  return {
    name: 'openai-compatible',
    async transcribe({ wav, chapter }) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'speech.wav');
      form.append('model', options.model);
      form.append('response_format', 'json');
      const prompt = transcriptionPrompt(chapter);
      if (prompt) form.append('prompt', prompt);
      let response: Response;
      try {
        response = await doFetch(endpoint, { method: 'POST', body: form, headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new SpeechEngineError(timedOut ? `transcription server did not answer within ${timeoutMs} ms` : `transcription server unreachable: ${String(error)}`, timedOut ? 'timeout' : 'failed', {
          cause: error,
        });
      }
      const body = await response.text().catch(() => '');
      if (!response.ok) {
        throw new SpeechEngineError(`transcription server answered ${response.status}: ${body.slice(0, 300)}`, 'failed');
      }
      let text: unknown;
      try {
        text = (JSON.parse(body) as { text?: unknown }).text;
      } catch {
        throw new SpeechEngineError('transcription server sent a body that is not JSON', 'failed');
      }
      if (typeof text !== 'string') throw new SpeechEngineError('transcription server sent no text field', 'failed');
      return text.trim();
    },
  };
}
