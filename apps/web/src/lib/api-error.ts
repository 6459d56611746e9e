import { MSG } from '@booktutor/contracts/messages';

export type FailureKind = 'http' | 'timeout' | 'offline' | 'no-response' | 'connection-reset';

/** An API failure with the user-facing text of the specification's error catalogue. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly status = 0,
    readonly code?: string,
    readonly field?: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's own message when it sent one (for 'Failed to ...: ' + reason texts). */
  get serverMessage(): string | undefined {
    const m = (this.body as { message?: unknown } | undefined)?.message;
    return typeof m === 'string' ? m : undefined;
  }
}

const AUTH_CODES: Record<string, string> = { invalid_credentials: MSG.auth.invalidCredentials, token_expired: MSG.auth.tokenExpired, invalid_token: MSG.auth.invalidToken };

/** Section 8, Generic (and Auth for 401/403): one place that turns a status into words. */
export function messageForStatus(status: number, body: { message?: string; code?: string } | undefined): string {
  const server = body?.message;
  switch (status) {
    case 400:
      return server || MSG.generic.badRequest;
    case 401:
      return (body?.code && AUTH_CODES[body.code]) || server || MSG.generic.unauthorized;
    case 403:
      return server || MSG.generic.forbidden;
    case 404:
      return server || MSG.generic.notFound;
    case 429:
      // A code-specific limit (too many wrong OTPs, resend too soon) says what to do next.
      return (body?.code?.startsWith('otp_') && server) || MSG.generic.tooManyRequests;
    case 500:
      return MSG.generic.server;
    default:
      return server || MSG.generic.unexpected;
  }
}

export function networkFailure(kind: Exclude<FailureKind, 'http'>): ApiError {
  const text = { timeout: MSG.generic.timeout, offline: MSG.generic.offline, 'no-response': MSG.generic.noResponse, 'connection-reset': MSG.generic.connectionReset }[kind];
  return new ApiError(text, kind);
}

/** Best effort: the message to show for anything a call threw. */
export function errorText(error: unknown, fallback: string = MSG.generic.unexpected): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}

/** The reason after a 'Failed to ...: ' text: the server's own words when it sent some, else the error's. */
export function failureReason(error: unknown, fallback: string = MSG.generic.unexpected): string {
  return error instanceof ApiError ? (error.serverMessage ?? error.message) : fallback;
}

/**
 * For calls whose failure has its own words in the catalogue ('Failed to send OTP...'): a 4xx
 * answer explains itself (bad code, e-mail taken, too many tries); anything else gets `fallback`.
 */
export function clientErrorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.kind === 'http' && error.status < 500 ? error.message : fallback;
}
