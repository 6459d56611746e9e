/**
 * Provider failures as a few kinds the chat can answer with the specification's messages.
 * Whatever the SDK or the provider throws ends up as one LlmError.
 */
import { APICallError, RetryError } from 'ai';

export type LlmErrorKind = 'timeout' | 'rate_limited' | 'unavailable' | 'bad_response';

export class LlmError extends Error {
  override name = 'LlmError';
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
  }
}

export class LlmTimeoutSignal extends Error {
  override name = 'LlmTimeoutSignal';
}

function statusOf(error: unknown): number | undefined {
  if (APICallError.isInstance(error)) return error.statusCode;
  return undefined;
}

/** Maps anything a model call threw to an LlmError (already-mapped errors pass through). */
export function toLlmError(error: unknown, timedOut = false): LlmError {
  if (error instanceof LlmError) return error;
  if (timedOut || error instanceof LlmTimeoutSignal) {
    return new LlmError('timeout', 'The language model did not answer in time.', { cause: error });
  }
  const last = RetryError.isInstance(error) ? error.lastError : error;
  const status = statusOf(last);
  if (status === 429) return new LlmError('rate_limited', 'The language model provider is rate limiting us.', { cause: error });
  if (status !== undefined) return new LlmError('unavailable', `The language model provider answered ${status}.`, { cause: error });
  const name = (last as { name?: string } | undefined)?.name ?? '';
  if (/TypeValidation|JSONParse|InvalidResponse|NoOutput|EmptyResponse/.test(name)) {
    return new LlmError('bad_response', 'The language model sent a reply we could not read.', { cause: error });
  }
  return new LlmError('unavailable', 'The language model could not be reached.', { cause: error });
}
