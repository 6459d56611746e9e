/**
 * The server's one door to a language model: stream a tutor reply, or complete a grading
 * prompt. Built on the Vercel AI SDK; every failure leaves as an LlmError (llm-errors.ts).
 * Deps.llm is null when no provider is configured: the built-in offline tutor answers then.
 */
import { generateText, type LanguageModel } from 'ai';
import type { Config } from '../../config';
import { LlmError, LlmTimeoutSignal, toLlmError } from './llm-errors';
import { createLlmModels, type LlmModels, type LlmSettings } from './models';

export interface ConversationTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface TutorReplyRequest {
  system: string;
  messages: ConversationTurn[];
  signal?: AbortSignal | undefined;
}

export interface GradingRequest {
  system: string;
  prompt: string;
  signal?: AbortSignal | undefined;
}

export interface Llm {
  /** "provider:model", for logs and the health of the configuration. */
  readonly label: string;
  /** The tutor's reply, text piece by text piece as the model sends it. */
  streamTutorReply(request: TutorReplyRequest): AsyncIterable<string>;
  /** The grader's whole reply to one grading prompt. */
  completeGrading(request: GradingRequest): Promise<string>;
}

// Each send is a fresh attempt the student can repeat (same clientMessageId); an SDK retry
// would only make a student wait longer behind a failing provider.
const MAX_RETRIES = 0;

/**
 * A watchdog for one call: it aborts when nothing has arrived for `timeoutMs` (the first
 * token included), and also follows the caller's own signal (a closed browser tab).
 */
function watchdog(timeoutMs: number, outer?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new LlmTimeoutSignal('timeout'));
    }, timeoutMs);
  };
  const onOuterAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  arm();
  return {
    signal: controller.signal,
    touch: arm,
    get timedOut() {
      return timedOut;
    },
    dispose() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}

/** A model object of the SDK's provider packages (never a gateway id): it streams by itself. */
type ProviderModel = Exclude<LanguageModel, string>;

/** The system prompt and the conversation in the SDK's model-level prompt form. */
function toModelPrompt(request: TutorReplyRequest) {
  return [{ role: 'system' as const, content: request.system }, ...request.messages.map((m) => ({ role: m.role, content: [{ type: 'text' as const, text: m.content }] }))];
}

/** What the tutor reply reads of a provider's stream part. */
interface StreamPart {
  type: string;
  delta?: string;
  error?: unknown;
}

/** Reads a web stream part by part (not every TypeScript lib types ReadableStream as async-iterable). */
async function* readParts<T>(stream: ReadableStream<T>): AsyncGenerator<T> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

export function createLlm(settings: LlmSettings, models: LlmModels = createLlmModels(settings)): Llm {
  const tutorModel = (): ProviderModel => {
    const model = models.getTutorModel();
    if (typeof model === 'string') throw new LlmError('unavailable', `The tutor model must be a provider model, not the id "${model}".`);
    return model;
  };
  return {
    label: `${settings.provider}:${settings.model}`,

    async *streamTutorReply(request) {
      const dog = watchdog(settings.timeoutMs, request.signal);
      try {
        // The provider's own streaming call (what streamText runs underneath), without
        // streamText's orchestration (prompt re-validation, steps, tools, stitched transform
        // streams): that cost ~2 ms before the request left and ~0.5 ms per piece on the way
        // back, on the path to the student's first token. One text-only call needs none of it.
        const { stream } = await tutorModel().doStream({ prompt: toModelPrompt(request), abortSignal: dog.signal });
        // The two provider spec versions' stream parts agree on the fields read here.
        for await (const part of readParts(stream as ReadableStream<StreamPart>)) {
          dog.touch();
          if (part.type === 'text-delta' && part.delta) yield part.delta;
          else if (part.type === 'error') throw part.error;
        }
        // An abort ends the stream with an error (above) or quietly; never as a finished reply.
        if (dog.signal.aborted) throw dog.timedOut ? new LlmTimeoutSignal('timeout') : new LlmError('unavailable', 'The model call was cancelled.');
      } catch (error) {
        throw toLlmError(error, dog.timedOut);
      } finally {
        dog.dispose();
      }
    },

    async completeGrading(request) {
      const dog = watchdog(settings.timeoutMs, request.signal);
      try {
        const result = await generateText({ model: models.getGraderModel(), system: request.system, prompt: request.prompt, temperature: 0, maxRetries: MAX_RETRIES, abortSignal: dog.signal });
        return result.text;
      } catch (error) {
        throw toLlmError(error, dog.timedOut);
      } finally {
        dog.dispose();
      }
    },
  };
}

/** The configured model, or null for the built-in offline tutor. */
export function createLlmFromConfig(config: Config): Llm | null {
  if (!config.LLM_PROVIDER || !config.LLM_MODEL) return null;
  return createLlm({ provider: config.LLM_PROVIDER, model: config.LLM_MODEL, baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, timeoutMs: config.LLM_TIMEOUT_MS });
}
