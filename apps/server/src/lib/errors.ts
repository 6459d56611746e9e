/**
 * The one error module: typed codes mapped to a status and the specification's message
 * (error catalogue, section 8). Handlers throw AppError; the error handler sends it.
 */
import type { ErrorCode } from '@booktutor/contracts/errors';
import { MSG } from '@booktutor/contracts/messages';

const CATALOGUE: Record<ErrorCode, { status: number; message: string }> = {
  bad_request: { status: 400, message: MSG.generic.badRequest },
  validation_failed: { status: 400, message: MSG.generic.badRequest },
  invalid_credentials: { status: 401, message: MSG.auth.invalidCredentials },
  token_expired: { status: 401, message: MSG.auth.tokenExpired },
  invalid_token: { status: 401, message: MSG.auth.invalidToken },
  unauthorized: { status: 401, message: MSG.generic.unauthorized },
  forbidden: { status: 403, message: MSG.auth.accessDenied },
  not_found: { status: 404, message: MSG.generic.notFound },
  conflict: { status: 409, message: MSG.generic.badRequest },
  too_many_requests: { status: 429, message: MSG.generic.tooManyRequests },
  payload_too_large: { status: 413, message: MSG.generic.badRequest },
  unsupported_media_type: { status: 415, message: MSG.generic.badRequest },
  admin_pending: { status: 403, message: MSG.admin.pending },
  otp_invalid: { status: 400, message: MSG.signup.invalidOtp },
  otp_expired: { status: 400, message: MSG.signup.otpExpired },
  otp_attempts_exceeded: { status: 429, message: MSG.signup.otpAttemptsExceeded },
  otp_resend_too_soon: { status: 429, message: MSG.signup.otpResendTooSoon },
  server_error: { status: 500, message: MSG.generic.server },
  service_unavailable: { status: 503, message: MSG.generic.server },
  session_ended: { status: 401, message: MSG.auth.sessionEnded },
  admin_rejected: { status: 403, message: MSG.admin.rejectedSignIn },
};

export class AppError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  /** Extra fields sent with the error body (for example retryAfterSeconds). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    options: { field?: string; extra?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    const entry = CATALOGUE[code];
    super(message ?? entry.message, { cause: options.cause });
    this.status = entry.status;
    this.field = options.field;
    this.extra = options.extra;
  }
}

export const notFound = (message?: string) => new AppError('not_found', message);
export const badRequest = (message?: string, field?: string) => new AppError('bad_request', message, field ? { field } : {});
export const conflict = (message: string, field?: string) => new AppError('conflict', message, field ? { field } : {});
export const forbidden = (message?: string) => new AppError('forbidden', message);
